import { ArrowRight } from "lucide-react";
import { BulletList } from "#app/components/ui/bullet-list.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { PageLink } from "#app/components/ui/page-link.tsx";
import { cn } from "#app/lib/cn.ts";
import type { Feature } from "./types.ts";

/** Cards in a responsive grid; each card's title is an h3. */
export function FeatureGrid({
  items,
  columns = 3,
  marker = "dot",
  testId,
}: {
  items: readonly Feature[];
  columns?: 2 | 3 | 4;
  /** How the cards' points are marked: small dots, or check marks for selling points. */
  marker?: "check" | "dot";
  testId?: string;
}) {
  const cols = { 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" }[columns];
  return (
    <ul className={cn("grid gap-6", cols)} data-testid={testId}>
      {items.map(({ title, text, icon, badge, points, link, footer }) => (
        <li key={title} className="flex min-w-0">
          <Card className="flex w-full flex-col">
            {icon || badge ? (
              <div className="mb-4 flex items-start justify-between gap-4">
                {icon ? (
                  <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon name={icon} aria-hidden="true" className="size-6" />
                  </span>
                ) : null}
                {badge ? (
                  <span className="rounded-full bg-accent-600/10 px-3 py-1 text-xs font-semibold text-accent-700">
                    {badge}
                  </span>
                ) : null}
              </div>
            ) : null}
            <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
            <div className="mt-2 leading-7 text-slate-600">{text}</div>
            {points?.length ? <BulletList marker={marker} items={points} /> : null}
            {link ? (
              <div className="mt-auto pt-5">
                <Button asChild variant="outline" className="h-auto min-h-11 py-2 text-center whitespace-normal">
                  <PageLink to={link.to}>
                    {link.label}
                    <ArrowRight aria-hidden="true" />
                  </PageLink>
                </Button>
              </div>
            ) : null}
            {footer ? <div className="mt-auto pt-5">{footer}</div> : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
