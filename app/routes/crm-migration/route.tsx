import { BackLink } from "#app/components/sections/back-link.tsx";
import { CtaBanner } from "#app/components/sections/cta-banner.tsx";
import { FaqSection } from "#app/components/sections/faq-section.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { PhoneButtons } from "#app/components/sections/phone-buttons.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { ServiceCaseStudy } from "#app/components/sections/service-case-study.tsx";
import { ServiceChecklists } from "#app/components/sections/service-checklists.tsx";
import { ServiceSteps } from "#app/components/sections/service-steps.tsx";
import { StatsRow } from "#app/components/sections/stats-row.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { PageLink } from "#app/components/ui/page-link.tsx";
import { backToSolutions } from "#app/content/service-pages.ts";
import { externalUrls } from "#shared/site/facts.ts";
import { faqPage, service } from "#shared/site/json-ld.ts";
import { pageMeta } from "#shared/site/seo.ts";
import type { Route } from "./+types/route";
import {
  caseStudy,
  closingCta,
  crmMigrationService,
  faqs,
  hero,
  intro,
  sections,
  services,
  steps,
  timeline,
  timelineText,
  variableGroups,
} from "./content.ts";

const PATH = "/crm-migration";
const externalLinkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

export const meta: Route.MetaFunction = () =>
  pageMeta(PATH, { jsonLd: [service({ ...crmMigrationService, path: PATH }), faqPage(faqs)] });

export default function CrmMigrationPage() {
  return (
    <>
      <BackLink {...backToSolutions} />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro}>
        <Button asChild variant="inverse" size="lg">
          <PageLink to={hero.cta.to}>{hero.cta.label}</PageLink>
        </Button>
        <PhoneButtons variant="outline" />
      </PageHero>

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
            <ExternalLink href={externalUrls.crmCaseStudyPdf} className={externalLinkClass}>
              {sections.caseStudy.download}
            </ExternalLink>
          }
        />
      </Section>

      <FaqSection faqs={faqs} />

      <CtaBanner title={closingCta.title} text={closingCta.text}>
        <Button asChild variant="inverse" size="lg">
          <PageLink to={closingCta.primary.to}>{closingCta.primary.label}</PageLink>
        </Button>
        <Button
          asChild
          size="lg"
          className="border-2 border-white bg-transparent text-white hover:bg-white hover:text-brand-800"
        >
          <PageLink to={closingCta.secondary.to}>{closingCta.secondary.label}</PageLink>
        </Button>
        <PhoneButtons variant="inverse" className="w-full" />
      </CtaBanner>
    </>
  );
}
