import { ArrowRight, CircleCheck } from "lucide-react";
import { FaqSection } from "#app/components/sections/faq-section.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { ServiceComparison } from "#app/components/sections/service-comparison.tsx";
import { ServiceContactPanel } from "#app/components/sections/service-contact-panel.tsx";
import { ServiceHero } from "#app/components/sections/service-hero.tsx";
import { ServiceLeadChecklist } from "#app/components/sections/service-lead-checklist.tsx";
import { ServiceSteps } from "#app/components/sections/service-steps.tsx";
import { EmbeddedVideo } from "#app/components/sections/videos.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { PageLink } from "#app/components/ui/page-link.tsx";
import { RichText } from "#app/components/ui/rich-text.tsx";
import { Island } from "#app/islands/island.tsx";
import { shownConsent, siteFacts } from "#shared/content/site-facts.ts";
import { faqPage, service } from "#shared/site/json-ld.ts";
import { pageMeta } from "#shared/site/seo.ts";
import type { Route } from "./+types/route";
import { pageContent } from "./content.ts";

const PATH = "/mortgage-leads";

export const meta: Route.MetaFunction = () => {
  const { mortgageService, faqs } = pageContent();
  return pageMeta(PATH, { jsonLd: [service({ ...mortgageService, path: PATH }), faqPage(faqs)] });
};

export default function MortgageLeadsPage() {
  const {
    benefits,
    benefitsIntro,
    checklist,
    checklistIntro,
    comparison,
    contactIntro,
    exclusivityAdvice,
    exclusivityIntro,
    faqs,
    formIntro,
    furtherReading,
    hero,
    privacyNote,
    sections,
    testOrderIntro,
    testOrderSteps,
    videoIntro,
  } = pageContent();
  return (
    <>
      <ServiceHero hero={hero} />

      <Section id="benefits" title={sections.benefits.title} intro={benefitsIntro}>
        <FeatureGrid items={benefits} columns={4} />
      </Section>

      <Section id="lead-checklist" tone="muted" title={sections.checklist.title} intro={checklistIntro}>
        <ServiceLeadChecklist items={checklist} />
      </Section>

      <Section id="exclusivity" title={sections.exclusivity.title} intro={exclusivityIntro}>
        <ServiceComparison columns={comparison} />
        <p className="mt-8 max-w-3xl leading-7 text-slate-700">{exclusivityAdvice}</p>
      </Section>

      <Section id="exclusivity-video" tone="muted" title={sections.video.title} intro={videoIntro}>
        <div className="max-w-4xl">
          <EmbeddedVideo video={siteFacts().videos.exclusivity} />
        </div>
      </Section>

      <Section id="test-order" title={sections.testOrder.title} intro={testOrderIntro}>
        <ServiceSteps steps={testOrderSteps} variant="timeline" />
      </Section>

      <FaqSection faqs={faqs} title={sections.faq.title} />

      <Section id="privacy" title={sections.privacy.title}>
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
          <div className="space-y-4 leading-7 text-slate-700">
            {privacyNote.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <p>
              <RichText
                text={sections.privacy.links}
                linkClassName="font-medium text-brand-700 underline underline-offset-2"
              />
            </p>
          </div>
          <ul className="space-y-3 self-start rounded-2xl border border-accent-600 bg-white p-6">
            {privacyNote.points.map((p) => (
              <li key={p} className="flex gap-3 font-medium text-slate-800">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
                {p}
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section id="contact" tone="muted" title={sections.contact.title}>
        <div className="grid gap-8 lg:grid-cols-[2fr_3fr]">
          <ServiceContactPanel title={sections.contact.panelTitle} intro={contactIntro} className="lg:self-start" />
          <Card>
            <h3 className="text-xl font-semibold text-slate-900">{sections.contact.formTitle}</h3>
            <p className="mt-2 leading-7 text-slate-600">{formIntro}</p>
            <div className="mt-6">
              <Island name="contact-form" props={{ kind: "mortgage", consent: shownConsent() }} />
            </div>
          </Card>
        </div>
      </Section>

      <Section id="further-reading" title={sections.furtherReading.title}>
        <ul className="grid gap-6 md:grid-cols-2">
          {furtherReading.map((r) => (
            <li key={r.to}>
              <PageLink
                to={r.to}
                className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm hover:border-brand-700"
              >
                <span className="text-lg font-semibold text-brand-800 group-hover:underline">{r.title}</span>
                <span className="mt-2 leading-7 text-slate-600">{r.text}</span>
                <span className="mt-4 inline-flex items-center gap-1 font-medium text-brand-700" aria-hidden="true">
                  {sections.furtherReading.more} <ArrowRight className="size-4" />
                </span>
              </PageLink>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
