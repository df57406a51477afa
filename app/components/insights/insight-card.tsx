import { ArrowRight } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { PageLink } from "#app/components/ui/page-link.tsx";
import { type InsightCard as InsightCardData, type InsightColor, insightButtonLabel } from "#app/content/insights.ts";
import { cn } from "#app/lib/cn.ts";

export const insightColors: Record<InsightColor, { badge: string; bar: string; button: "primary" | "accent" }> = {
  blue: { badge: "bg-brand-50 text-brand-800 ring-brand-100", bar: "bg-brand-700", button: "primary" },
  green: { badge: "bg-emerald-50 text-accent-700 ring-emerald-100", bar: "bg-accent-600", button: "accent" },
};

/**
 * A hub card: badge, title, description and one button ('View Service' for core
 * services, 'Read More' otherwise). The button's accessible name adds the card
 * title after the visible label, so screen readers and search engines hear which
 * page it opens (and the visible label stays the start of the name).
 */
export function InsightCard({
  card,
  headingLevel = 3,
  className,
}: {
  card: InsightCardData;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  const color = insightColors[card.color];
  return (
    <div
      data-insight-card={card.type}
      className={cn(
        "relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white p-6 pt-7 shadow-sm",
        className,
      )}
    >
      <span aria-hidden="true" className={cn("absolute inset-x-0 top-0 h-1.5", color.bar)} />
      <p>
        <span className={cn("inline-block rounded-full px-3 py-1 text-xs font-semibold ring-1", color.badge)}>
          {card.badge}
        </span>
      </p>
      <Heading className="mt-3 text-lg font-semibold text-balance text-slate-900">{card.title}</Heading>
      <p className="mt-2 flex-1 leading-7 text-slate-600">{card.description}</p>
      <div className="mt-5">
        <InsightButton card={card} />
      </div>
    </div>
  );
}

/** The card's button: its type's label, with the card's title for screen readers. */
export function InsightButton({ card, size }: { card: InsightCardData; size?: "lg" }) {
  return (
    <Button asChild variant={insightColors[card.color].button} size={size}>
      <PageLink to={card.url} data-insight-button={card.type}>
        <span>
          <span data-insight-label>{insightButtonLabel(card.type)}</span>
          <span className="sr-only">: {card.title}</span>
        </span>
        <ArrowRight aria-hidden="true" />
      </PageLink>
    </Button>
  );
}

/** Cards in a responsive grid, as a list. */
export function InsightCardGrid({
  cards,
  columns = 3,
  headingLevel = 3,
}: {
  cards: readonly InsightCardData[];
  columns?: 2 | 3;
  headingLevel?: 2 | 3 | 4;
}) {
  return (
    <ul className={cn("grid gap-6 md:grid-cols-2", columns === 3 && "lg:grid-cols-3")}>
      {cards.map((card) => (
        <li key={card.url}>
          <InsightCard card={card} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
