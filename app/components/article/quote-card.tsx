// A client testimonial as an accessible quote card: real text, decorative icons.
import { Quote, Star } from "lucide-react";

const STARS = [1, 2, 3, 4, 5] as const;

export function QuoteCard({
  quote,
  author,
  organisation,
  rating,
}: {
  quote: string;
  author: string;
  organisation: string;
  /** Out of 5; shown as stars with a text equivalent. */
  rating?: number;
}) {
  return (
    <figure data-testid="testimonial" className="my-8! rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8">
      <div className="flex items-center justify-between gap-4">
        <Quote aria-hidden="true" className="size-8 text-brand-700" />
        {rating ? (
          <p className="my-0! flex gap-0.5 text-amber-600">
            {STARS.map((s) => (
              <Star key={s} aria-hidden="true" className="size-5" fill={s <= rating ? "currentColor" : "none"} />
            ))}
            <span className="sr-only">Rated {rating} out of 5</span>
          </p>
        ) : null}
      </div>
      <blockquote className="mt-4 text-lg leading-8 text-slate-800">
        <p className="my-0!">“{quote}”</p>
      </blockquote>
      <figcaption className="mt-5 text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{author}</span>, {organisation}
      </figcaption>
    </figure>
  );
}
