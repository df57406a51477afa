import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { PhoneButtons } from "#app/components/sections/phone-buttons.tsx";
import { PricingModels } from "#app/components/sections/pricing-models.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { PageLink } from "#app/components/ui/page-link.tsx";
import { pricing, pricingModels } from "#app/content/pricing.ts";
import { pageMeta } from "#shared/site/seo.ts";
import type { Route } from "./+types/route";
import { pageContent } from "./content.ts";

const PATH = "/our-solutions";

export const meta: Route.MetaFunction = () => pageMeta(PATH);

export default function OurSolutionsPage() {
  const { consultation, industriesIntro, industryExamples, sections, solutionCards, solutionsHero } = pageContent();
  return (
    <>
      <PageHero eyebrow={solutionsHero.eyebrow} title={solutionsHero.title} intro={<p>{solutionsHero.intro}</p>}>
        <Button asChild variant="accent" size="lg">
          <PageLink to={consultation.button.to}>{consultation.button.label}</PageLink>
        </Button>
        <PhoneButtons variant="inverse" />
      </PageHero>

      <Section id="solutions" title={sections.solutions.title} intro={sections.solutions.intro}>
        <FeatureGrid
          items={solutionCards.map((s) => ({
            icon: s.icon,
            badge: s.badge,
            title: s.title,
            text: s.description,
            points: s.features,
            link: { label: s.linkLabel, to: s.link },
          }))}
          marker="check"
          columns={2}
          testId="solution-cards"
        />
      </Section>

      <Section id="industries" title={sections.industries.title} intro={industriesIntro} tone="muted">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="industry-examples">
          {industryExamples.map((ind) => {
            return (
              <li key={ind.name} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={ind.icon} aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{ind.name}</h3>
                  <p className="mt-1 text-sm leading-6 text-slate-600">{ind.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>

      <PricingModels content={pricing} models={pricingModels()} intro={sections.pricingIntro} />

      <Section id="consultation" title={consultation.title} intro={consultation.text} tone="brand">
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="inverse" size="lg">
            <PageLink to={consultation.button.to}>{consultation.button.label}</PageLink>
          </Button>
          <PhoneButtons variant="outline" />
        </div>
        <p className="mt-4 text-sm text-brand-50">{consultation.hours}</p>
      </Section>
    </>
  );
}
