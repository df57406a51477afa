import { CircleCheck, CircleX } from "lucide-react";
import { cn } from "#app/lib/cn.ts";
import type { ComparisonColumn } from "./types.ts";

/** Two options side by side (for example exclusive vs shared leads); each title is an h3. */
export function ServiceComparison({ columns }: { columns: readonly ComparisonColumn[] }) {
  return (
    <div className="grid gap-6 md:grid-cols-2" data-testid="comparison">
      {columns.map((col) => {
        const Icon = col.recommended ? CircleCheck : CircleX;
        return (
          <div
            key={col.title}
            className={cn(
              "rounded-2xl border p-6",
              col.recommended
                ? "border-accent-600 bg-white shadow-md ring-1 ring-accent-600"
                : "border-slate-200 bg-white",
            )}
          >
            <h3 className="text-lg font-semibold text-slate-900">{col.title}</h3>
            <ul className="mt-4 space-y-3">
              {col.points.map((p) => (
                <li key={p} className="flex gap-3 leading-7 text-slate-700">
                  <Icon
                    aria-hidden="true"
                    className={cn("mt-1 size-5 shrink-0", col.recommended ? "text-accent-600" : "text-slate-500")}
                  />
                  {p}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
