import { Check, CircleCheck, type LucideIcon } from "lucide-react";
import { cn } from "#app/lib/cn.ts";

const markers = {
  circle: {
    list: "space-y-3",
    item: "flex gap-3 leading-7 text-slate-700",
    Icon: CircleCheck,
    icon: "mt-1 size-5 shrink-0 text-accent-600",
  },
  check: {
    list: "mt-4 space-y-2 text-sm text-slate-700",
    item: "flex gap-2",
    Icon: Check,
    icon: "mt-0.5 size-4 shrink-0 text-accent-600",
  },
  dot: { list: "mt-4 space-y-2 text-sm text-slate-700", item: "flex gap-2", Icon: undefined, icon: "" },
} as const;

/**
 * A list of points, each after a decorative marker: small check marks or accent dots inside
 * cards, large circled checks ("circle") for a section's main points, or any icon (heroes,
 * reasons, a mission's points) with the place's own classes.
 */
export function BulletList({
  items,
  marker = "dot",
  className,
  itemClassName,
  iconClassName,
}: {
  items: readonly string[];
  marker?: keyof typeof markers | LucideIcon;
  className?: string;
  itemClassName?: string;
  iconClassName?: string;
}) {
  const style = typeof marker === "string" ? markers[marker] : { list: "", item: "", Icon: marker, icon: "" };
  const { Icon } = style;
  return (
    <ul className={cn(style.list, className)}>
      {items.map((item) => (
        <li key={item} className={cn(style.item, itemClassName)}>
          {Icon ? (
            <Icon aria-hidden="true" className={cn(style.icon, iconClassName)} />
          ) : (
            <span
              aria-hidden="true"
              className={cn("mt-2 size-1.5 shrink-0 rounded-full bg-accent-600", iconClassName)}
            />
          )}
          {item}
        </li>
      ))}
    </ul>
  );
}
