import { ArrowRight, ClipboardList, Layers, Target } from "lucide-react";
import { Link } from "react-router";
import { BackLink } from "#app/components/sections/back-link.tsx";
import { CtaBanner } from "#app/components/sections/cta-banner.tsx";
import { FaqSection } from "#app/components/sections/faq-section.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { PhoneButtons } from "#app/components/sections/phone-buttons.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { ServiceExternalLink } from "#app/components/sections/service-external-link.tsx";
import { ServicePullQuote } from "#app/components/sections/service-pull-quote.tsx";
import { ServiceSteps } from "#app/components/sections/service-steps.tsx";
import { ServiceTrustBadges } from "#app/components/sections/service-trust-badges.tsx";
import { ServiceVideoDialog } from "#app/components/sections/service-video-dialog.tsx";
import { TestimonialCard } from "#app/components/sections/testimonial-card.tsx";
import { VideoEmbed } from "#app/components/sections/video-embed.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { externalUrls, fundraisingVideos } from "#shared/site/facts.ts";
import { faqPage, service } from "#shared/site/json-ld.ts";
import { pageMeta } from "#shared/site/seo.ts";
import type { Route } from "./+types/route";
import {
  articleLink,
  cta,
  faqs,
  featuredQuote,
  fundraisingService,
  hero,
  related,
  relatedIntro,
  scaleFeatures,
  scaleIntro,
  testimonials,
  testimonialsIntro,
  trustBadges,
  trustIntro,
  valueExchangeClosing,
  valueExchangeIntro,
  valueExchangeSteps,
  videosIntro,
} from "./content.ts";

const PATH = "/fundraising-leads";

export const meta: Route.MetaFunction = () =>
  pageMeta(PATH, { jsonLd: [service({ ...fundraisingService, path: PATH }), faqPage(faqs)] });

const relatedIcons = [Target, ClipboardList, Layers] as const;

export default function FundraisingLeadsPage() {
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 py-3 sm:px-6">
        <BackLink to="/our-solutions">Back to Solutions</BackLink>
      </div>

      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro}>
        <PhoneButtons variant="inverse" />
      </PageHero>

      <Section id="trust" tone="muted" title="Why Charities Trust Us" intro={trustIntro}>
        <ServiceTrustBadges badges={trustBadges} />
      </Section>

      <Section id="scale" title="Scale Donor Acquisition Without the Risk" intro={scaleIntro}>
        <FeatureGrid items={scaleFeatures} />
        <div className="mt-12">
          <ServicePullQuote t={featuredQuote} />
        </div>
      </Section>

      <Section
        id="value-exchange"
        tone="muted"
        title="A Fair Value Exchange for Every Supporter"
        intro={valueExchangeIntro}
      >
        <ServiceSteps steps={valueExchangeSteps} variant="timeline" />
        <div className="mt-10 max-w-3xl space-y-4 leading-7 text-slate-700">
          <p>{valueExchangeClosing}</p>
          <p className="flex flex-wrap gap-x-6 gap-y-2">
            <ServiceExternalLink href={externalUrls.fundraisingCode}>
              Read the fundraising industry code
            </ServiceExternalLink>
            <Link
              to={articleLink.to}
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {articleLink.label}
              <ArrowRight aria-hidden="true" className="ml-1 inline size-4 align-[-0.125em]" />
            </Link>
          </p>
        </div>
      </Section>

      <Section id="videos" title="See How Our Regular Giver Programme Works" intro={videosIntro}>
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h3 className="mb-4 text-lg font-semibold text-slate-900">Presentation</h3>
            <ServiceVideoDialog video={fundraisingVideos.presentation} label="Watch the presentation" />
          </div>
          <div>
            <h3 className="mb-4 text-lg font-semibold text-slate-900">Recorded briefing</h3>
            <VideoEmbed video={fundraisingVideos.recording} />
          </div>
        </div>
      </Section>

      <Section id="testimonials" tone="muted" title="What Fundraising Teams Say" intro={testimonialsIntro}>
        <ul className="grid gap-6 md:grid-cols-2">
          {testimonials.map((t) => (
            <li key={t.name}>
              <TestimonialCard t={t} />
            </li>
          ))}
        </ul>
      </Section>

      <FaqSection faqs={faqs} title="Fundraising Leads: Frequently Asked Questions" tone="white" />

      <CtaBanner title={cta.title} text={cta.text}>
        <Button asChild variant="inverse" size="lg">
          <Link to="/contact">{cta.button}</Link>
        </Button>
        <PhoneButtons variant="outline" />
      </CtaBanner>

      <Section id="related" title="Related Offerings" intro={relatedIntro}>
        <FeatureGrid
          items={related.map((r, i) => ({
            title: r.title,
            text: r.text,
            icon: relatedIcons[i],
            footer: (
              <Button asChild variant="outline" className="h-auto min-h-11 py-2 whitespace-normal">
                <Link to={r.to}>
                  {r.linkLabel}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            ),
          }))}
        />
      </Section>
    </>
  );
}
