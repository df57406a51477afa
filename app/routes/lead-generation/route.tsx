import { FaqSection } from "#app/components/sections/faq-section.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { ServiceContactPanel } from "#app/components/sections/service-contact-panel.tsx";
import { ServiceHero } from "#app/components/sections/service-hero.tsx";
import { ServiceSteps } from "#app/components/sections/service-steps.tsx";
import { StatsRow } from "#app/components/sections/stats-row.tsx";
import { EmbeddedVideo } from "#app/components/sections/videos.tsx";
import { BulletList } from "#app/components/ui/bullet-list.tsx";
import { RichText } from "#app/components/ui/rich-text.tsx";
import { Island } from "#app/islands/island.tsx";
import { shownConsent } from "#shared/content/site-facts.ts";
import { faqPage, service } from "#shared/site/json-ld.ts";
import { pageMeta } from "#shared/site/seo.ts";
import type { Route } from "./+types/route";
import { pageContent } from "./content.ts";

const PATH = "/lead-generation";

export const meta: Route.MetaFunction = () => {
  const { leadGenerationService, faqs } = pageContent();
  return pageMeta(PATH, { jsonLd: [service({ ...leadGenerationService, path: PATH }), faqPage(faqs)] });
};

export default function LeadGenerationPage() {
  const { benefits, benefitsIntro, faqs, formIntro, hero, sections, steps, video, videoPoints } = pageContent();
  return (
    <>
      <ServiceHero hero={hero} />

      <Section id="benefits" title={sections.benefits.title} intro={benefitsIntro}>
        <FeatureGrid items={benefits} />
        <div className="mt-10">
          <StatsRow stats={sections.stats} />
        </div>
      </Section>

      <Section id="video" tone="muted" title={sections.video.title} intro={sections.video.intro}>
        <div className="grid items-start gap-10 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <EmbeddedVideo video={video} />
          </div>
          <div className="lg:col-span-2">
            <h3 className="text-lg font-semibold text-slate-900">{sections.video.pointsTitle}</h3>
            <BulletList marker="circle" items={videoPoints} className="mt-4" />
          </div>
        </div>
      </Section>

      <Section id="how-it-works" title={sections.howItWorks.title} intro={sections.howItWorks.intro}>
        <ServiceSteps steps={steps} />
        <p className="mt-8 text-slate-700">
          <RichText
            text={sections.howItWorks.reading}
            linkClassName="font-medium text-brand-700 underline underline-offset-2"
          />
        </p>
      </Section>

      <FaqSection faqs={faqs} />

      <Section id="enquiry" title={sections.enquiry.title} intro={formIntro}>
        <div className="grid gap-10 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <Island name="contact-form" props={{ kind: "lead-generation", consent: shownConsent() }} />
          </div>
          <div className="self-start">
            <ServiceContactPanel title={sections.enquiry.panelTitle} intro={sections.enquiry.panelIntro} />
          </div>
        </div>
      </Section>
    </>
  );
}
