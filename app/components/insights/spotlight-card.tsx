import { CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";
import { StatsRow } from "#app/components/sections/stats-row.tsx";
import type { InsightCard } from "#app/content/insights.ts";
import { cn } from "#app/lib/cn.ts";
import { InsightButton, insightColors } from "./insight-card.tsx";

/**
 * A wide, highlighted card for one hub entry (the core service, a featured guide):
 * badge, title, description, optional highlights or stats on the side, the card's
 * button ('View Service' or 'Read More') and optional extra actions.
 */
export function SpotlightCard({
  card,
  highlights,
  stats,
  actions,
  headingLevel = 3,
}: {
  card: InsightCard;
  /** Short points shown with a tick. */
  highlights?: readonly string[];
  /** Headline figures (values from the facts module). */
  stats?: readonly { value: string; label: string }[];
  /** Extra buttons after the card's own button. */
  actions?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const _color = insightColors[card.color];
  const isGreen = card.color === "green";
  return (
    <div
      data-insight-card={card.type}
      className={cn(
        "grid gap-8 overflow-hidden rounded-3xl border p-6 shadow-sm sm:p-10 lg:grid-cols-[3fr_2fr] lg:items-center",
        isGreen ? "border-emerald-200 bg-emerald-50" : "border-brand-100 bg-brand-50",
      )}
    >
      <div>
        <p>
          <span
            className={cn(
              "inline-block rounded-full px-3 py-1 text-xs font-semibold ring-1",
              isGreen ? "bg-white text-accent-700 ring-emerald-200" : "bg-white text-brand-800 ring-brand-100",
            )}
          >
            {card.badge}
          </span>
        </p>
        <Heading className="mt-3 text-2xl font-bold text-balance text-slate-900 sm:text-3xl">{card.title}</Heading>
        <p className="mt-3 text-lg leading-8 text-slate-700">{card.description}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <InsightButton card={card} size="lg" />
          {actions}
        </div>
      </div>
      {stats?.length ? <StatsRow stats={stats} variant="compact" /> : null}
      {highlights?.length ? (
        <ul className="space-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          {highlights.map((h) => (
            <li key={h} className="flex items-start gap-3 font-medium text-slate-800">
              <CheckCircle2
                aria-hidden="true"
                className={cn("mt-0.5 size-5 shrink-0", isGreen ? "text-accent-700" : "text-brand-700")}
              />
              {h}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
