import { CheckCircle2, Cpu } from "lucide-react";
import { GuidePromo } from "#app/components/insights/guide-promo.tsx";
import { CtaBanner } from "#app/components/sections/cta-banner.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { PhoneButtons } from "#app/components/sections/phone-buttons.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { StatsRow } from "#app/components/sections/stats-row.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { PageLink } from "#app/components/ui/page-link.tsx";
import { insightCards } from "#app/content/insights.ts";
import { pageMeta } from "#shared/site/seo.ts";
import type { Route } from "./+types/route";
import { pageContent } from "./content.ts";

const PATH = "/lead-generation-insights/customer-acquisition-methodology";

export const meta: Route.MetaFunction = () => pageMeta(PATH);

export default function MethodologyPage() {
  const { closingCta, hero, methodologySteps, qualityStandards, sections, technology } = pageContent();
  // The hub's featured guide (its entry: a publish of the hub renders this page again, learnt).
  const featuredGuide = insightCards().featured;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={<p>{hero.intro}</p>}>
        <Button asChild variant="inverse" size="lg">
          <PageLink to={hero.cta.to}>{hero.cta.label}</PageLink>
        </Button>
        <PhoneButtons variant="outline" />
      </PageHero>

      <Section id="overview" title={sections.overview.title} intro={sections.overview.intro}>
        <StatsRow stats={sections.overview.stats} />
      </Section>

      <Section id="six-steps" tone="muted" title={sections.steps.title} intro={sections.steps.intro}>
        <ol className="space-y-6">
          {methodologySteps.map((step, i) => {
            return (
              <li
                key={step.key}
                data-testid="methodology-step"
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
              >
                <div className="grid gap-6 lg:grid-cols-[1fr_1fr]">
                  <div className="flex flex-col gap-4 sm:flex-row">
                    <span className="inline-flex size-12 shrink-0 sm:size-14 items-center justify-center rounded-2xl bg-brand-700 text-white">
                      <Icon name={step.icon} aria-hidden="true" className="size-6 sm:size-7" />
                    </span>
                    <div>
                      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                        {sections.steps.stepLabel} {i + 1}
                      </p>
                      <h3 className="mt-1 text-xl font-bold text-slate-900 sm:text-2xl">{step.title}</h3>
                      <p className="mt-3 leading-7 text-slate-700">{step.summary}</p>
                    </div>
                  </div>
                  <div className="rounded-xl bg-slate-50 p-5">
                    <h4 className="text-base font-semibold text-slate-900">{sections.steps.activitiesTitle}</h4>
                    <ul className="mt-3 space-y-2 text-slate-700">
                      {step.activities.map((a) => (
                        <li key={a} className="flex gap-3">
                          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
                          {a}
                        </li>
                      ))}
                    </ul>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      </Section>

      <Section id="quality-standards" title={sections.quality.title} intro={sections.quality.intro}>
        <FeatureGrid items={qualityStandards.map((q) => ({ ...q, icon: "shield-check" as const }))} />
      </Section>

      <Section id="technology" tone="muted" title={sections.technology.title} intro={sections.technology.intro}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {technology.map((t) => (
            <li key={t} className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <Cpu aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span className="text-slate-800">{t}</span>
            </li>
          ))}
        </ul>
      </Section>

      <div className="pt-12">
        <GuidePromo
          eyebrow={sections.guide.eyebrow}
          title={sections.guide.title}
          text={sections.guide.text}
          points={featuredGuide.highlights}
          to={featuredGuide.url}
          cta={sections.guide.cta}
        />
      </div>

      <CtaBanner cta={closingCta} />
    </>
  );
}
