import { Quote } from "lucide-react";
import { Card } from "#app/components/ui/card.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { cn } from "#app/lib/cn.ts";
import { Section } from "./section.tsx";
import type { PartnerTestimonial } from "./types.ts";

/** 'Trusted Lead Generator Partners Across Industries': a 3-column grid; each logo opens the client's site in a new tab. */
export function HomePartners({
  partners,
  intro,
  className,
}: {
  partners: readonly PartnerTestimonial[];
  intro?: string;
  className?: string;
}) {
  return (
    <Section
      id="partners"
      title="Trusted Lead Generator Partners Across Industries"
      intro={intro}
      className={className}
    >
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="partner-grid">
        {partners.map((p) => (
          <li key={p.company} className="flex" data-testid="partner-testimonial">
            <Card className="flex w-full flex-col">
              <ExternalLink
                href={p.website}
                announce={false}
                iconClassName="size-4 text-slate-500 transition-colors group-hover:text-brand-700"
                className={cn(
                  "group inline-flex w-fit items-center gap-2 rounded-xl p-3",
                  p.needsWhiteBackground ? "bg-white ring-1 ring-slate-200" : "bg-slate-50",
                )}
                data-testid="partner-logo-link"
              >
                <img
                  src={p.logo.src}
                  width={p.logo.width}
                  height={p.logo.height}
                  alt={`${p.company} website (opens in a new tab)`}
                  loading="lazy"
                  decoding="async"
                  className="h-12 w-40"
                />
              </ExternalLink>
              <Quote aria-hidden="true" className="mt-5 size-7 text-brand-100" />
              <blockquote className="mt-2 flex-1 leading-7 text-slate-700">
                <p>“{p.quote}”</p>
              </blockquote>
              <p className="mt-5 font-semibold text-slate-900">{p.name}</p>
              <p className="text-sm text-slate-600">
                {p.title}, {p.company}
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
