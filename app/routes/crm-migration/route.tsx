import { CtaBanner } from "#app/components/sections/cta-banner.tsx";
import { FaqSection } from "#app/components/sections/faq-section.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { ServiceCaseStudy } from "#app/components/sections/service-case-study.tsx";
import { ServiceChecklists } from "#app/components/sections/service-checklists.tsx";
import { ServiceHero } from "#app/components/sections/service-hero.tsx";
import { ServiceSteps } from "#app/components/sections/service-steps.tsx";
import { StatsRow } from "#app/components/sections/stats-row.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { siteFacts } from "#shared/content/site-facts.ts";
import { faqPage, service } from "#shared/site/json-ld.ts";
import { pageMeta } from "#shared/site/seo.ts";
import type { Route } from "./+types/route";
import { pageContent } from "./content.ts";

const PATH = "/crm-migration";
const externalLinkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

export const meta: Route.MetaFunction = () => {
  const { crmMigrationService, faqs } = pageContent();
  return pageMeta(PATH, { jsonLd: [service({ ...crmMigrationService, path: PATH }), faqPage(faqs)] });
};

export default function CrmMigrationPage() {
  const {
    caseStudy,
    closingCta,
    faqs,
    hero,
    intro,
    sections,
    services,
    steps,
    timeline,
    timelineText,
    variableGroups,
  } = pageContent();
  return (
    <>
      <ServiceHero hero={hero} />

      <Section
        id="services"
        title={sections.services.title}
        intro={
          <div className="space-y-4">
            {intro.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </div>
        }
      >
        <FeatureGrid items={services} columns={2} />
      </Section>

      <Section id="process" tone="muted" title={sections.process.title} intro={sections.process.intro}>
        <ServiceSteps steps={steps} />
      </Section>

      <Section id="timeline" title={sections.timeline.title} intro={timelineText}>
        <StatsRow stats={timeline} />
      </Section>

      <Section id="data-variables" tone="muted" title={sections.variables.title} intro={sections.variables.intro}>
        <ServiceChecklists groups={variableGroups} />
      </Section>

      <Section id="case-study" title={sections.caseStudy.title}>
        <ServiceCaseStudy
          study={caseStudy}
          footer={
            <ExternalLink href={siteFacts().externalUrls.crmCaseStudyPdf} className={externalLinkClass}>
              {sections.caseStudy.download}
            </ExternalLink>
          }
        />
      </Section>

      <FaqSection faqs={faqs} />

      <CtaBanner cta={closingCta} />
    </>
  );
}
