import { CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { BackLink } from "#app/components/sections/back-link.tsx";
import { CtaBanner } from "#app/components/sections/cta-banner.tsx";
import { FaqSection } from "#app/components/sections/faq-section.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { PhoneButtons } from "#app/components/sections/phone-buttons.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { ServiceChecklists } from "#app/components/sections/service-checklists.tsx";
import { ServiceSteps } from "#app/components/sections/service-steps.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { claims } from "#shared/site/facts.ts";
import { faqPage, service } from "#shared/site/json-ld.ts";
import { pageMeta } from "#shared/site/seo.ts";
import type { Route } from "./+types/route";
import {
  approach,
  consumerListsService,
  dataStrategy,
  faqs,
  fivePs,
  hero,
  selectionGroups,
  strategyPillars,
  whyLists,
  whyPoints,
} from "./content.ts";

const PATH = "/consumer-data-list-solutions";

export const meta: Route.MetaFunction = () =>
  pageMeta(PATH, { jsonLd: [service({ ...consumerListsService, path: PATH }), faqPage(faqs)] });

const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

export default function ConsumerDataListSolutionsPage() {
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 py-4 sm:px-6">
        <BackLink to="/our-solutions">Back to Solutions</BackLink>
      </div>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro}>
        <Button asChild variant="inverse" size="lg">
          <Link to="/contact">Request a Count and Quote</Link>
        </Button>
        <PhoneButtons variant="outline" />
      </PageHero>

      <Section id="why-lists" title="Why Use Consumer Marketing Lists?">
        <div className="grid gap-10 lg:grid-cols-5">
          <div className="space-y-5 text-lg leading-8 text-slate-700 lg:col-span-3">
            {whyLists.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </div>
          <ul className="space-y-4 self-start rounded-2xl bg-brand-50 p-6 lg:col-span-2">
            {whyPoints.map((p) => (
              <li key={p} className="flex gap-3 leading-7 font-medium text-slate-800">
                <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-600" />
                {p}
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section
        id="five-ps"
        tone="muted"
        title="The Five P's of Marketing"
        intro="A good list is built from your marketing mix, not from whatever data happens to be available. We work through the five P's with you before we select a single record."
      >
        <FeatureGrid items={fivePs} />
      </Section>

      <Section
        id="selections"
        title="Example Selections"
        intro="Combine selections to describe your audience as precisely as your campaign needs. These are common examples; ask us about any criteria not listed."
      >
        <ServiceChecklists groups={selectionGroups} columns={4} />
      </Section>

      <Section
        id="approach"
        tone="muted"
        title="Our Approach"
        intro="Four steps take you from a rough idea of your audience to a clean, campaign-ready list."
      >
        <ServiceSteps steps={approach} />
      </Section>

      <Section id="data-strategy" title="Building Your Data Strategy">
        <div className="max-w-3xl space-y-5 text-lg leading-8 text-slate-700">
          {dataStrategy.map((p) => (
            <p key={p.slice(0, 24)}>{p}</p>
          ))}
        </div>
        <div className="mt-8">
          <FeatureGrid items={strategyPillars} />
        </div>
        <p className="mt-8 max-w-3xl leading-7 text-slate-700">
          Explore the services that complete the picture:{" "}
          <Link to="/customer-analytics" className={linkClass}>
            customer analytics
          </Link>
          ,{" "}
          <Link to="/lead-generation" className={linkClass}>
            lead generation
          </Link>{" "}
          and{" "}
          <Link to="/crm-migration" className={linkClass}>
            CRM migration
          </Link>
          , or read our comparison of{" "}
          <Link to="/lead-generation-insights/lead-gen-strategy-leads-vs-marketing-list" className={linkClass}>
            warm leads and marketing lists
          </Link>
          .
        </p>
      </Section>

      <FaqSection faqs={faqs} />

      <CtaBanner
        title="Request Your Count and Quote"
        text={`Send us your target audience and we will come back with a count and quote within ${claims.quoteWithinHours} hours, at no additional cost. No service fee: data, setup and processing are included.`}
      >
        <Button asChild variant="inverse" size="lg">
          <Link to="/contact">Request a Count and Quote</Link>
        </Button>
        <PhoneButtons variant="inverse" />
      </CtaBanner>
    </>
  );
}
