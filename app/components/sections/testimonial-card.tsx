import { Quote } from "lucide-react";
import { Card } from "#app/components/ui/card.tsx";
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
          <a
            href={t.website}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-700 underline underline-offset-2"
          >
            {t.company}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          t.company
        )}
      </p>
    </Card>
  );
}
