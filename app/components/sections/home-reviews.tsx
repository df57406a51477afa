import { Card } from "#app/components/ui/card.tsx";
import { cn } from "#app/lib/cn.ts";
import { formatIsoDate } from "#shared/format-date.ts";
import type { Review } from "#shared/site/reviews.ts";
import { Section } from "./section.tsx";

/** The average the LocalBusiness JSON-LD publishes (same formula as json-ld.ts). */
export function averageRating(reviews: readonly Review[]): number {
  return reviews.length ? reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length : 0;
}

const starPath = "M12 2.5l2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L12 17.3l-5.8 3.1 1.1-6.5L2.6 9.3l6.5-.9z";

/** Five stars drawn as one SVG, with a text alternative ("Rated 5 out of 5"). */
export function StarRating({ value, className }: { value: number; className?: string }) {
  const label = `Rated ${Number.isInteger(value) ? value : value.toFixed(1)} out of 5`;
  const filled = Math.round(value);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 120 24"
      width="110"
      height="22"
      className={cn("shrink-0", className)}
    >
      {[0, 1, 2, 3, 4].map((i) => (
        <path
          key={i}
          d={starPath}
          transform={`translate(${i * 24} 0)`}
          fill={i < filled ? "#fbbf24" : "none"}
          stroke={i < filled ? "#d97706" : "#94a3b8"}
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}

/** The six reviews with their aggregate; the page's LocalBusiness JSON-LD is built from the same list. */
export function HomeReviews({
  reviews,
  title = "Client Reviews",
  intro,
  className,
}: {
  reviews: readonly Review[];
  title?: string;
  intro?: string;
  className?: string;
}) {
  const average = averageRating(reviews);
  return (
    <Section id="reviews" title={title} intro={intro} tone="muted" className={className}>
      <div
        className="mb-8 inline-flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white px-5 py-3 shadow-sm"
        data-testid="aggregate-rating"
      >
        <StarRating value={average} />
        <p className="font-semibold text-slate-900">
          <span data-testid="aggregate-value">{average}</span> out of 5
          <span className="font-normal text-slate-600">
            {" "}
            · based on <span data-testid="review-count">{reviews.length}</span> reviews
          </span>
        </p>
      </div>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {reviews.map((r) => (
          <li key={`${r.author}-${r.date}`} className="flex" data-testid="review">
            <Card className="flex w-full flex-col">
              <StarRating value={r.rating} />
              <blockquote className="mt-4 flex-1 leading-7 text-slate-700">
                <p>“{r.text}”</p>
              </blockquote>
              <footer className="mt-5 border-t border-slate-100 pt-4">
                <p className="font-semibold text-slate-900">{r.author}</p>
                <p className="text-sm text-slate-600">{r.organisation}</p>
                <p className="mt-1 text-sm text-slate-600">
                  <time dateTime={r.date}>{formatIsoDate(r.date)}</time>
                </p>
              </footer>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
