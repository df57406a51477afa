import { Check } from "lucide-react";
import { cn } from "~/lib/cn";

/** A short list of selling points, each with a check mark. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn("mt-4 space-y-2 text-sm text-slate-700", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-600" />
          {item}
        </li>
      ))}
    </ul>
  );
}
