import { CircleCheck } from "lucide-react";
import type { ChecklistItem } from "./types.ts";

/** What a lead includes: a two-column list of checked items, each with a short explanation. */
export function ServiceLeadChecklist({ items }: { items: readonly ChecklistItem[] }) {
  return (
    <ul className="grid gap-x-10 gap-y-6 md:grid-cols-2" data-testid="lead-checklist">
      {items.map((item) => (
        <li key={item.title} className="flex gap-3">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent-600" />
          <div>
            <p className="font-semibold text-slate-900">{item.title}</p>
            <p className="mt-1 leading-7 text-slate-600">{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
