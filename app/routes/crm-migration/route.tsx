import { Link } from "react-router";
import { BackLink } from "#app/components/sections/back-link.tsx";
import { CtaBanner } from "#app/components/sections/cta-banner.tsx";
import { FaqSection } from "#app/components/sections/faq-section.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { PhoneButtons } from "#app/components/sections/phone-buttons.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { ServiceCaseStudy } from "#app/components/sections/service-case-study.tsx";
import { ServiceChecklists } from "#app/components/sections/service-checklists.tsx";
import { ServiceExternalLink } from "#app/components/sections/service-external-link.tsx";
import { ServiceSteps } from "#app/components/sections/service-steps.tsx";
import { StatsRow } from "#app/components/sections/stats-row.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { externalUrls, hours } from "#shared/site/facts.ts";
import { faqPage, service } from "#shared/site/json-ld.ts";
import { pageMeta } from "#shared/site/seo.ts";
import type { Route } from "./+types/route";
import {
  caseStudy,
  crmMigrationService,
  faqs,
  hero,
  intro,
  services,
  steps,
  timeline,
  timelineText,
  variableGroups,
} from "./content.ts";

const PATH = "/crm-migration";

export const meta: Route.MetaFunction = () =>
  pageMeta(PATH, { jsonLd: [service({ ...crmMigrationService, path: PATH }), faqPage(faqs)] });

export default function CrmMigrationPage() {
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 py-4 sm:px-6">
        <BackLink to="/our-solutions">Back to Solutions</BackLink>
      </div>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro}>
        <Button asChild variant="inverse" size="lg">
          <Link to="/contact">Discuss Your Migration</Link>
        </Button>
        <PhoneButtons variant="outline" />
      </PageHero>

      <Section
        id="services"
        title="Our CRM Migration Services"
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

      <Section
        id="process"
        tone="muted"
        title="Our Four-Step Migration Process"
        intro="Every project follows the same four steps, and nothing moves into your new CRM until you have approved how it will look when it gets there."
      >
        <ServiceSteps steps={steps} />
      </Section>

      <Section id="timeline" title="Timeline and Investment" intro={timelineText}>
        <StatsRow stats={timeline} />
      </Section>

      <Section
        id="data-variables"
        tone="muted"
        title="Data Variables We Can Append"
        intro="Data enhancement fills the gaps in your records during the cleansing step. These are typical variables for business and consumer data; we agree the exact list with you."
      >
        <ServiceChecklists groups={variableGroups} />
      </Section>

      <Section id="case-study" title="Featured Case Study">
        <ServiceCaseStudy
          study={caseStudy}
          footer={
            <ServiceExternalLink href={externalUrls.crmCaseStudyPdf}>
              Download the full case study (PDF)
            </ServiceExternalLink>
          }
        />
      </Section>

      <FaqSection faqs={faqs} />

      <CtaBanner
        title="Plan Your CRM Migration"
        text={`Tell us which systems you are moving from and to, and roughly how many records you hold. We will scope the assessment and give you a fixed quote. Our team is available ${hours.display}.`}
      >
        <Button asChild variant="inverse" size="lg">
          <Link to="/contact">Discuss Your Migration</Link>
        </Button>
        <Button
          asChild
          size="lg"
          className="border-2 border-white bg-transparent text-white hover:bg-white hover:text-brand-800"
        >
          <Link to="/our-lead-generation-company">Meet Our Team</Link>
        </Button>
        <PhoneButtons variant="inverse" className="w-full" />
      </CtaBanner>
    </>
  );
}
