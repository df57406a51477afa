import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { BulletList } from "#app/components/ui/bullet-list.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { cn } from "#app/lib/cn.ts";

export interface Feature {
  title: string;
  text: ReactNode;
  icon?: LucideIcon;
  /** Optional list under the text (features, key activities). */
  points?: readonly string[];
  footer?: ReactNode;
}

/** Cards in a responsive grid; each card's title is an h3. */
export function FeatureGrid({ items, columns = 3 }: { items: readonly Feature[]; columns?: 2 | 3 | 4 }) {
  const cols = { 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" }[columns];
  return (
    <ul className={cn("grid gap-6", cols)}>
      {items.map(({ title, text, icon: Icon, points, footer }) => (
        <li key={title} className="flex">
          <Card className="flex w-full flex-col">
            {Icon ? (
              <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
            ) : null}
            <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
            <div className="mt-2 leading-7 text-slate-600">{text}</div>
            {points?.length ? <BulletList items={points} /> : null}
            {footer ? <div className="mt-auto pt-5">{footer}</div> : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
