import { CtaBanner } from "#app/components/sections/cta-banner.tsx";
import { FaqSection } from "#app/components/sections/faq-section.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { ServiceCaseStudy } from "#app/components/sections/service-case-study.tsx";
import { ServiceHero } from "#app/components/sections/service-hero.tsx";
import { EmbeddedVideo } from "#app/components/sections/videos.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { PageLink } from "#app/components/ui/page-link.tsx";
import { faqPage, service } from "#shared/site/json-ld.ts";
import { pageMeta } from "#shared/site/seo.ts";
import type { Route } from "./+types/route";
import { pageContent } from "./content.ts";

const PATH = "/customer-analytics";

/** One module serves /customer-analytics and its alias /data-analytics; meta follows the served path's registry entry. */
export const meta: Route.MetaFunction = ({ location }) => {
  const { customerAnalyticsService, faqs } = pageContent();
  return pageMeta(location.pathname.replace(/\/+$/, "") === "/data-analytics" ? "/data-analytics" : PATH, {
    jsonLd: [service({ ...customerAnalyticsService, path: PATH }), faqPage(faqs)],
  });
};

export default function CustomerAnalyticsPage() {
  const { applications, benefits, closingCta, faqs, hero, overview, sections, services, successStory, video } =
    pageContent();
  return (
    <>
      <ServiceHero hero={hero} />

      <Section id="video" title={sections.video.title}>
        <div className="grid items-start gap-10 lg:grid-cols-2">
          <div className="space-y-5 text-lg leading-8 text-slate-700">
            {overview.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </div>
          <EmbeddedVideo video={video} />
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

      <CtaBanner cta={closingCta} />
    </>
  );
}
