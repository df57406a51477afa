import { ArrowRight } from "lucide-react";
import { CtaBanner } from "#app/components/sections/cta-banner.tsx";
import { FaqSection } from "#app/components/sections/faq-section.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { ServiceHero } from "#app/components/sections/service-hero.tsx";
import { ServicePullQuote } from "#app/components/sections/service-pull-quote.tsx";
import { ServiceSteps } from "#app/components/sections/service-steps.tsx";
import { ServiceTrustBadges } from "#app/components/sections/service-trust-badges.tsx";
import { TestimonialList } from "#app/components/sections/testimonial-card.tsx";
import { EmbeddedVideo, VideoInDialog } from "#app/components/sections/videos.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { PageLink } from "#app/components/ui/page-link.tsx";
import { siteFacts } from "#shared/content/site-facts.ts";
import { faqPage, service } from "#shared/site/json-ld.ts";
import { pageMeta } from "#shared/site/seo.ts";
import type { Route } from "./+types/route";
import { pageContent } from "./content.ts";

const PATH = "/fundraising-leads";
const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

export const meta: Route.MetaFunction = () => {
  const { fundraisingService, faqs } = pageContent();
  return pageMeta(PATH, { jsonLd: [service({ ...fundraisingService, path: PATH }), faqPage(faqs)] });
};

export default function FundraisingLeadsPage() {
  const {
    articleLink,
    cta,
    faqs,
    featuredQuote,
    hero,
    related,
    relatedIntro,
    scaleFeatures,
    scaleIntro,
    sections,
    testimonials,
    testimonialsIntro,
    trustBadges,
    trustIntro,
    valueExchangeClosing,
    valueExchangeIntro,
    valueExchangeSteps,
    videosIntro,
  } = pageContent();
  return (
    <>
      <ServiceHero hero={hero} />

      <Section id="trust" tone="muted" title={sections.trust.title} intro={trustIntro}>
        <ServiceTrustBadges badges={trustBadges} />
      </Section>

      <Section id="scale" title={sections.scale.title} intro={scaleIntro}>
        <FeatureGrid items={scaleFeatures} />
        <div className="mt-12">
          <ServicePullQuote t={featuredQuote} />
        </div>
      </Section>

      <Section id="value-exchange" tone="muted" title={sections.valueExchange.title} intro={valueExchangeIntro}>
        <ServiceSteps steps={valueExchangeSteps} variant="timeline" />
        <div className="mt-10 max-w-3xl space-y-4 leading-7 text-slate-700">
          <p>{valueExchangeClosing}</p>
          <p className="flex flex-wrap gap-x-6 gap-y-2">
            <ExternalLink href={siteFacts().externalUrls.fundraisingCode} className={linkClass}>
              {sections.valueExchange.codeLink}
            </ExternalLink>
            <PageLink to={articleLink.to} className={linkClass}>
              {articleLink.label}
              <ArrowRight aria-hidden="true" className="ml-1 inline size-4 align-[-0.125em]" />
            </PageLink>
          </p>
        </div>
      </Section>

      <Section id="videos" title={sections.videos.title} intro={videosIntro}>
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h3 className="mb-4 text-lg font-semibold text-slate-900">{sections.videos.presentation}</h3>
            <VideoInDialog
              video={siteFacts().fundraisingVideos.presentation}
              label={sections.videos.presentationButton}
            />
          </div>
          <div>
            <h3 className="mb-4 text-lg font-semibold text-slate-900">{sections.videos.recording}</h3>
            <EmbeddedVideo video={siteFacts().fundraisingVideos.recording} />
          </div>
        </div>
      </Section>

      <Section id="testimonials" tone="muted" title={sections.testimonials.title} intro={testimonialsIntro}>
        <TestimonialList items={testimonials} />
      </Section>

      <FaqSection faqs={faqs} title={sections.faq.title} tone="white" />

      <CtaBanner cta={cta} />

      <Section id="related" title={sections.related.title} intro={relatedIntro}>
        <FeatureGrid items={related} />
      </Section>
    </>
  );
}
