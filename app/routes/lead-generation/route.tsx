import { CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { ContactForm } from "#app/components/forms/contact-form.tsx";
import { BackLink } from "#app/components/sections/back-link.tsx";
import { FaqSection } from "#app/components/sections/faq-section.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { PhoneButtons } from "#app/components/sections/phone-buttons.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { ServiceContactPanel } from "#app/components/sections/service-contact-panel.tsx";
import { ServiceSteps } from "#app/components/sections/service-steps.tsx";
import { StatsRow } from "#app/components/sections/stats-row.tsx";
import { VideoEmbed } from "#app/components/sections/video-embed.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { address, claims } from "#shared/site/facts.ts";
import { faqPage, service } from "#shared/site/json-ld.ts";
import { pageMeta } from "#shared/site/seo.ts";
import type { Route } from "./+types/route";
import {
  benefits,
  benefitsIntro,
  faqs,
  formIntro,
  hero,
  leadGenerationService,
  steps,
  video,
  videoPoints,
} from "./content.ts";

const PATH = "/lead-generation";

export const meta: Route.MetaFunction = () =>
  pageMeta(PATH, { jsonLd: [service({ ...leadGenerationService, path: PATH }), faqPage(faqs)] });

export default function LeadGenerationPage() {
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 py-4 sm:px-6">
        <BackLink to="/our-solutions">Back to Solutions</BackLink>
      </div>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro}>
        <Button asChild variant="inverse" size="lg">
          <a href="#enquiry">Request a Free Quote</a>
        </Button>
        <PhoneButtons variant="outline" />
      </PageHero>

      <Section id="benefits" title="Why Businesses Choose Our Lead Generation" intro={benefitsIntro}>
        <FeatureGrid items={benefits} />
        <div className="mt-10">
          <StatsRow
            stats={[
              { value: claims.yearsExperience, label: "Years generating leads" },
              { value: claims.leadsDelivered, label: "Leads delivered" },
              { value: claims.campaigns, label: "Successful campaigns" },
            ]}
          />
        </div>
      </Section>

      <Section
        id="video"
        tone="muted"
        title="See How Our Lead Generation Works"
        intro="A short overview from our team of how a campaign runs, from the first opt-in to the lead arriving with your sales team."
      >
        <div className="grid items-start gap-10 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <VideoEmbed video={video} />
          </div>
          <div className="lg:col-span-2">
            <h3 className="text-lg font-semibold text-slate-900">In this video</h3>
            <ul className="mt-4 space-y-3">
              {videoPoints.map((p) => (
                <li key={p} className="flex gap-3 leading-7 text-slate-700">
                  <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-600" />
                  {p}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section
        id="how-it-works"
        title="How It Works"
        intro="Four steps take you from first enquiry to a steady flow of qualified leads, with a low-risk trial before you commit to volume."
      >
        <ServiceSteps steps={steps} />
        <p className="mt-8 text-slate-700">
          Want to see the thinking behind each step? Read our{" "}
          <Link
            to="/lead-generation-insights/customer-acquisition-methodology"
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            customer acquisition methodology
          </Link>{" "}
          or the{" "}
          <Link
            to="/lead-generation-insights/sales-leads-buying-guide-australia"
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            sales leads buying guide
          </Link>
          .
        </p>
      </Section>

      <FaqSection faqs={faqs} />

      <Section id="enquiry" title="Request Your Free Count and Quote" intro={formIntro}>
        <div className="grid gap-10 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <ContactForm kind="lead-generation" />
          </div>
          <div className="self-start">
            <ServiceContactPanel
              title="Prefer to talk it through?"
              intro={`Call our ${address.locality} team for a quick chat about volumes, targeting and a trial.`}
            />
          </div>
        </div>
      </Section>
    </>
  );
}
