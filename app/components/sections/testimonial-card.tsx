import { Quote } from "lucide-react";
import { Card } from "#app/components/ui/card.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import type { Testimonial } from "./types.ts";

/** A client quote. The company links to its site in a new tab when a website is given. */
export function TestimonialCard({ t }: { t: Testimonial }) {
  return (
    <Card className="flex h-full flex-col">
      <Quote aria-hidden="true" className="size-8 text-brand-100" />
      <blockquote className="mt-3 flex-1 leading-7 text-slate-700">
        <p>“{t.quote}”</p>
      </blockquote>
      <p className="mt-5 font-semibold text-slate-900">{t.name}</p>
      <p className="text-sm text-slate-600">
        {t.title},{" "}
        {t.website ? (
          <ExternalLink href={t.website} icon={false} className="text-brand-700 underline underline-offset-2">
            {t.company}
          </ExternalLink>
        ) : (
          t.company
        )}
      </p>
    </Card>
  );
}

/** Client quotes in a grid: two columns from tablet width, or three. */
export function TestimonialList({ items, columns = 2 }: { items: readonly Testimonial[]; columns?: 2 | 3 }) {
  return (
    <ul className={columns === 3 ? "grid gap-6 md:grid-cols-3" : "grid gap-6 md:grid-cols-2"}>
      {items.map((t) => (
        <li key={t.name}>
          <TestimonialCard t={t} />
        </li>
      ))}
    </ul>
  );
}
