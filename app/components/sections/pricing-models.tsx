import { BulletList } from "#app/components/ui/bullet-list.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { PageLink } from "#app/components/ui/page-link.tsx";
import { Section } from "./section.tsx";
import type { PricingContent, PricingModel } from "./types.ts";

/** 'How We Charge': the three pricing models, each with a 'Receive A Quote' button. No amounts. */
export function PricingModels({
  content,
  models,
  intro,
  className,
}: {
  content: PricingContent;
  models: readonly PricingModel[];
  intro?: string;
  className?: string;
}) {
  return (
    <Section id="pricing" title={content.title} intro={intro} className={className}>
      <ol className="grid gap-6 lg:grid-cols-3">
        {models.map((m, i) => (
          <li key={m.title} className="flex">
            <Card className="flex w-full flex-col border-t-4 border-t-brand-700">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={m.icon} aria-hidden="true" className="size-6" />
                </span>
                <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
                  {content.modelLabel} {i + 1}
                </p>
              </div>
              <h3 className="mt-4 text-xl font-bold text-slate-900">{m.title}</h3>
              <p className="mt-2 leading-7 text-slate-700">{m.summary}</p>
              <p className="mt-3 text-sm text-slate-600">
                <span className="font-semibold text-slate-800">{content.bestForLabel}</span> {m.bestFor}
              </p>
              <BulletList marker="check" items={m.points} />
              <div className="mt-auto pt-6">
                <Button asChild className="w-full">
                  <PageLink to={content.cta.to} aria-label={`${content.cta.label}: ${m.title}`}>
                    {content.cta.label}
                  </PageLink>
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ol>
    </Section>
  );
}
