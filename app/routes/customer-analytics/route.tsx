import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { BackLink } from "#app/components/sections/back-link.tsx";
import { CtaBanner } from "#app/components/sections/cta-banner.tsx";
import { FaqSection } from "#app/components/sections/faq-section.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { PhoneButtons } from "#app/components/sections/phone-buttons.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { ServiceCaseStudy } from "#app/components/sections/service-case-study.tsx";
import { VideoEmbed } from "#app/components/sections/video-embed.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { claims } from "#shared/site/facts.ts";
import { faqPage, service } from "#shared/site/json-ld.ts";
import { pageMeta } from "#shared/site/seo.ts";
import type { Route } from "./+types/route";
import {
  applications,
  benefits,
  customerAnalyticsService,
  faqs,
  hero,
  overview,
  services,
  successStory,
  video,
} from "./content.ts";

const PATH = "/customer-analytics";

/** One module serves /customer-analytics and its alias /data-analytics; meta follows the served path's registry entry. */
export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(location.pathname.replace(/\/+$/, "") === "/data-analytics" ? "/data-analytics" : PATH, {
    jsonLd: [service({ ...customerAnalyticsService, path: PATH }), faqPage(faqs)],
  });

export default function CustomerAnalyticsPage() {
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 py-4 sm:px-6">
        <BackLink to="/our-solutions">Back to Solutions</BackLink>
      </div>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro}>
        <Button asChild variant="inverse" size="lg">
          <Link to="/contact">Discuss Your Project</Link>
        </Button>
        <PhoneButtons variant="outline" />
      </PageHero>

      <Section id="video" title="Turn Your Customer Data Into Decisions">
        <div className="grid items-start gap-10 lg:grid-cols-2">
          <div className="space-y-5 text-lg leading-8 text-slate-700">
            {overview.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </div>
          <VideoEmbed video={video} />
        </div>
      </Section>

      <Section
        id="services"
        tone="muted"
        title="Our Customer Analytics Services"
        intro="Three services that work on their own or together: understand your customers, keep the ones worth keeping, and complete the records you rely on."
      >
        <FeatureGrid items={services} />
      </Section>

      <Section
        id="applications"
        title="How Businesses Use Customer Analytics"
        intro="The analysis is only useful if it changes what you do next. These are the four places our clients put it to work."
      >
        <FeatureGrid items={applications} columns={2} />
      </Section>

      <Section id="benefits" tone="muted" title="Benefits of Customer Analytics">
        <FeatureGrid items={benefits} columns={4} />
        <div className="mt-10 flex flex-wrap items-center gap-4">
          <Button asChild size="lg">
            <Link to="/contact">Get a Fixed-Fee Quote</Link>
          </Button>
          <p className="text-slate-700">
            Initial insights in {claims.analyticsInitialWeeks} weeks. We reply within {claims.replyWithinHours} hours.
          </p>
        </div>
      </Section>

      <Section id="success-story" title="Customer Success Story">
        <ServiceCaseStudy study={successStory} />
      </Section>

      <FaqSection faqs={faqs} />

      <CtaBanner
        title="Ready to Understand Your Customers?"
        text={
          <>
            Tell us what you want to know about your customers and we will scope a fixed-fee project. Analytics works
            best alongside the rest of our services:{" "}
            <Link to="/lead-generation" className="font-medium text-white underline underline-offset-2">
              lead generation
            </Link>
            ,{" "}
            <Link to="/consumer-data-list-solutions" className="font-medium text-white underline underline-offset-2">
              consumer marketing lists
            </Link>{" "}
            and{" "}
            <Link to="/crm-migration" className="font-medium text-white underline underline-offset-2">
              CRM migration
            </Link>
            .
          </>
        }
      >
        <Button asChild variant="inverse" size="lg">
          <Link to="/contact">
            Discuss Your Project
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <PhoneButtons variant="inverse" />
      </CtaBanner>
    </>
  );
}
