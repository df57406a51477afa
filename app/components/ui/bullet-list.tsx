import { Check, CircleCheck } from "lucide-react";
import { cn } from "#app/lib/cn.ts";

/**
 * A list of selling points: small check marks or accent dots inside cards, or large circled
 * checks ("circle") for a section's main points.
 */
export function BulletList({
  items,
  marker = "dot",
  className,
  itemClassName,
}: {
  items: readonly string[];
  marker?: "check" | "circle" | "dot";
  className?: string;
  itemClassName?: string;
}) {
  const circle = marker === "circle";
  return (
    <ul className={cn(circle ? "space-y-3" : "mt-4 space-y-2 text-sm text-slate-700", className)}>
      {items.map((item) => (
        <li key={item} className={cn(circle ? "flex gap-3 leading-7 text-slate-700" : "flex gap-2", itemClassName)}>
          {circle ? (
            <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-600" />
          ) : marker === "check" ? (
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
