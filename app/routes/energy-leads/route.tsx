import { ArrowRight, FileText } from "lucide-react";
import { CtaBanner } from "#app/components/sections/cta-banner.tsx";
import { FaqSection } from "#app/components/sections/faq-section.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { ServiceContactPanel } from "#app/components/sections/service-contact-panel.tsx";
import { ServiceHero } from "#app/components/sections/service-hero.tsx";
import { TestimonialList } from "#app/components/sections/testimonial-card.tsx";
import { BulletList } from "#app/components/ui/bullet-list.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { PageLink } from "#app/components/ui/page-link.tsx";
import { Island } from "#app/islands/island.tsx";
import { shownConsent } from "#shared/content/site-facts.ts";
import { faqPage, service } from "#shared/site/json-ld.ts";
import { pageMeta } from "#shared/site/seo.ts";
import type { Route } from "./+types/route";
import { pageContent } from "./content.ts";

const PATH = "/energy-leads";

export const meta: Route.MetaFunction = () => {
  const { energyService, faqs } = pageContent();
  return pageMeta(PATH, { jsonLd: [service({ ...energyService, path: PATH }), faqPage(faqs)] });
};

export default function EnergyLeadsPage() {
  const {
    benefits,
    benefitsIntro,
    contactIntro,
    cta,
    faqs,
    formIntro,
    hero,
    homeMover,
    optIn,
    sections,
    solutions,
    solutionsIntro,
    testimonials,
    testimonialsIntro,
  } = pageContent();
  return (
    <>
      <ServiceHero hero={hero} />

      <Section id="benefits" title={sections.benefits.title} intro={benefitsIntro}>
        <FeatureGrid items={benefits} />
      </Section>

      <Section id="opt-in" tone="muted" title={sections.optIn.title}>
        <div className="grid gap-10 lg:grid-cols-2">
          <div className="space-y-4 leading-7 text-slate-700">
            {optIn.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <Card className="mt-6">
              <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                <FileText aria-hidden="true" className="size-5 text-brand-700" />
                {optIn.guide.title}
              </h3>
              <p className="mt-2 text-slate-600">{optIn.guide.text}</p>
              <Button asChild variant="primary" className="mt-4 h-auto min-h-11 py-2 whitespace-normal">
                <PageLink to={optIn.guide.to}>
                  {optIn.guide.label}
                  <ArrowRight aria-hidden="true" />
                </PageLink>
              </Button>
            </Card>
          </div>
          <Card>
            <h3 className="text-lg font-semibold text-slate-900">{optIn.includesTitle}</h3>
            <div className="mt-4">
              <BulletList marker="circle" items={optIn.includes} />
            </div>
          </Card>
        </div>
      </Section>

      <Section id="testimonials" title={sections.testimonials.title} intro={testimonialsIntro}>
        <TestimonialList items={testimonials} />
      </Section>

      <Section id="home-movers" tone="muted" title={sections.homeMovers.title} intro={homeMover.intro}>
        <div className="grid gap-10 lg:grid-cols-2">
          <div className="space-y-4 leading-7 text-slate-700">
            {homeMover.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <BulletList marker="circle" items={homeMover.points} />
        </div>
      </Section>

      <FaqSection faqs={faqs} title={sections.faq.title} tone="white" />

      <Section id="solutions" tone="muted" title={sections.solutions.title} intro={solutionsIntro}>
        <FeatureGrid items={solutions} />
      </Section>

      <Section id="enquiry" title={sections.enquiry.title} intro={formIntro}>
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
          <Card>
            <h3 className="text-xl font-semibold text-slate-900">{sections.enquiry.formTitle}</h3>
            <div className="mt-6">
              <Island name="contact-form" props={{ kind: "energy", consent: shownConsent() }} />
            </div>
          </Card>
          <ServiceContactPanel title={sections.enquiry.panelTitle} intro={contactIntro} className="lg:self-start" />
        </div>
      </Section>

      <CtaBanner cta={cta} />
    </>
  );
}
