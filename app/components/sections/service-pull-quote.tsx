import { Quote } from "lucide-react";
import type { Testimonial } from "./types.ts";

/** One featured client quote, set large. */
export function ServicePullQuote({ t }: { t: Testimonial }) {
  return (
    <figure
      className="relative mx-auto max-w-4xl rounded-3xl bg-brand-50 px-6 py-10 sm:px-12"
      data-testid="client-quote"
    >
      <Quote aria-hidden="true" className="size-10 text-brand-700" />
      <blockquote className="mt-4 text-xl leading-9 font-medium text-slate-900 sm:text-2xl sm:leading-10">
        <p>“{t.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 text-slate-700">
        <span className="font-semibold text-slate-900">{t.name}</span>, {t.title}, {t.company}
      </figcaption>
    </figure>
  );
}
