import { Check } from "lucide-react";
import { cn } from "#app/lib/cn.ts";

/** A short list of selling points (check marks) or features and activities (small accent dots). */
export function BulletList({
  items,
  marker = "dot",
  className,
}: {
  items: readonly string[];
  marker?: "check" | "dot";
  className?: string;
}) {
  return (
    <ul className={cn("mt-4 space-y-2 text-sm text-slate-700", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          {marker === "check" ? (
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-600" />
          ) : (
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-600" />
          )}
          {item}
        </li>
      ))}
    </ul>
  );
}
