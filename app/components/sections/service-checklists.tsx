import { CircleCheck } from "lucide-react";
import { Card } from "#app/components/ui/card.tsx";
import { cn } from "#app/lib/cn.ts";
import type { ChecklistGroup } from "./types.ts";

/** Titled lists of items with check marks (data variables, example selections); each title is an h3. */
export function ServiceChecklists({ groups, columns = 2 }: { groups: readonly ChecklistGroup[]; columns?: 2 | 4 }) {
  return (
    <div className={cn("grid gap-6", columns === 4 ? "sm:grid-cols-2 lg:grid-cols-4" : "md:grid-cols-2")}>
      {groups.map((group) => (
        <Card key={group.title}>
          <h3 className="text-lg font-semibold text-slate-900">{group.title}</h3>
          {group.intro ? <p className="mt-2 leading-7 text-slate-600">{group.intro}</p> : null}
          <ul className={cn("mt-4 grid gap-x-6 gap-y-2", columns === 2 && "sm:grid-cols-2")}>
            {group.items.map((item) => (
              <li key={item} className="flex gap-2 text-slate-700">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
                {item}
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </div>
  );
}
