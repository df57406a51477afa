import { ArrowRight } from "lucide-react";
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
import { PageLink } from "#app/components/ui/page-link.tsx";
import { RichText } from "#app/components/ui/rich-text.tsx";
import { backToSolutions } from "#app/content/service-pages.ts";
import { faqPage, service } from "#shared/site/json-ld.ts";
import { pageMeta } from "#shared/site/seo.ts";
import type { Route } from "./+types/route";
import {
  applications,
  benefits,
  closingCta,
  customerAnalyticsService,
  faqs,
  hero,
  overview,
  sections,
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
      <BackLink {...backToSolutions} />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro}>
        <Button asChild variant="inverse" size="lg">
          <PageLink to={hero.cta.to}>{hero.cta.label}</PageLink>
        </Button>
        <PhoneButtons variant="outline" />
      </PageHero>

      <Section id="video" title={sections.video.title}>
        <div className="grid items-start gap-10 lg:grid-cols-2">
          <div className="space-y-5 text-lg leading-8 text-slate-700">
            {overview.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </div>
          <VideoEmbed video={video} />
        </div>
      </Section>

      <Section id="services" tone="muted" title={sections.services.title} intro={sections.services.intro}>
        <FeatureGrid items={services} />
      </Section>

      <Section id="applications" title={sections.applications.title} intro={sections.applications.intro}>
        <FeatureGrid items={applications} columns={2} />
      </Section>

      <Section id="benefits" tone="muted" title={sections.benefits.title}>
        <FeatureGrid items={benefits} columns={4} />
        <div className="mt-10 flex flex-wrap items-center gap-4">
          <Button asChild size="lg">
            <PageLink to={sections.benefits.cta.to}>{sections.benefits.cta.label}</PageLink>
          </Button>
          <p className="text-slate-700">{sections.benefits.note}</p>
        </div>
      </Section>

      <Section id="success-story" title={sections.successStory.title}>
        <ServiceCaseStudy study={successStory} />
      </Section>

      <FaqSection faqs={faqs} />

      <CtaBanner
        title={closingCta.title}
        text={<RichText text={closingCta.text} linkClassName="font-medium text-white underline underline-offset-2" />}
      >
        <Button asChild variant="inverse" size="lg">
          <PageLink to={closingCta.cta.to}>
            {closingCta.cta.label}
            <ArrowRight aria-hidden="true" />
          </PageLink>
        </Button>
        <PhoneButtons variant="inverse" />
      </CtaBanner>
    </>
  );
}
