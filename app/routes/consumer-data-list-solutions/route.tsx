import { CtaBanner } from "#app/components/sections/cta-banner.tsx";
import { FaqSection } from "#app/components/sections/faq-section.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { ServiceChecklists } from "#app/components/sections/service-checklists.tsx";
import { ServiceHero } from "#app/components/sections/service-hero.tsx";
import { ServiceSteps } from "#app/components/sections/service-steps.tsx";
import { BulletList } from "#app/components/ui/bullet-list.tsx";
import { RichText } from "#app/components/ui/rich-text.tsx";
import { faqPage, service } from "#shared/site/json-ld.ts";
import { pageMeta } from "#shared/site/seo.ts";
import type { Route } from "./+types/route";
import { pageContent } from "./content.ts";

const PATH = "/consumer-data-list-solutions";

export const meta: Route.MetaFunction = () => {
  const { consumerListsService, faqs } = pageContent();
  return pageMeta(PATH, { jsonLd: [service({ ...consumerListsService, path: PATH }), faqPage(faqs)] });
};

const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

export default function ConsumerDataListSolutionsPage() {
  const {
    approach,
    closingCta,
    dataStrategy,
    faqs,
    fivePs,
    hero,
    sections,
    selectionGroups,
    strategyPillars,
    whyLists,
    whyPoints,
  } = pageContent();
  return (
    <>
      <ServiceHero hero={hero} />

      <Section id="why-lists" title={sections.why.title}>
        <div className="grid gap-10 lg:grid-cols-5">
          <div className="space-y-5 text-lg leading-8 text-slate-700 lg:col-span-3">
            {whyLists.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </div>
          <BulletList
            items={whyPoints}
            marker="circle"
            className="space-y-4 self-start rounded-2xl bg-brand-50 p-6 lg:col-span-2"
            itemClassName="font-medium text-slate-800"
          />
        </div>
      </Section>

      <Section id="five-ps" tone="muted" title={sections.fivePs.title} intro={sections.fivePs.intro}>
        <FeatureGrid items={fivePs} />
      </Section>

      <Section id="selections" title={sections.selections.title} intro={sections.selections.intro}>
        <ServiceChecklists groups={selectionGroups} columns={4} />
      </Section>

      <Section id="approach" tone="muted" title={sections.approach.title} intro={sections.approach.intro}>
        <ServiceSteps steps={approach} />
      </Section>

      <Section id="data-strategy" title={sections.strategy.title}>
        <div className="max-w-3xl space-y-5 text-lg leading-8 text-slate-700">
          {dataStrategy.map((p) => (
            <p key={p.slice(0, 24)}>{p}</p>
          ))}
        </div>
        <div className="mt-8">
          <FeatureGrid items={strategyPillars} />
        </div>
        <p className="mt-8 max-w-3xl leading-7 text-slate-700">
          <RichText text={sections.strategy.related} linkClassName={linkClass} />
        </p>
      </Section>

      <FaqSection faqs={faqs} />

      <CtaBanner cta={closingCta} />
    </>
  );
}
