import { ArrowRight, CalendarClock, CircleCheck, FileText } from "lucide-react";
import { Link } from "react-router";
import { ContactForm } from "#app/components/forms/contact-form.tsx";
import { BackLink } from "#app/components/sections/back-link.tsx";
import { CtaBanner } from "#app/components/sections/cta-banner.tsx";
import { FaqSection } from "#app/components/sections/faq-section.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { PhoneButtons } from "#app/components/sections/phone-buttons.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { ServiceContactPanel } from "#app/components/sections/service-contact-panel.tsx";
import { TestimonialCard } from "#app/components/sections/testimonial-card.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { faqPage, service } from "#shared/site/json-ld.ts";
import { pageMeta } from "#shared/site/seo.ts";
import type { Route } from "./+types/route";
import {
  benefits,
  benefitsIntro,
  contactIntro,
  cta,
  energyService,
  faqs,
  formIntro,
  hero,
  homeMover,
  optIn,
  solutions,
  solutionsIntro,
  testimonials,
  testimonialsIntro,
} from "./content.ts";

const PATH = "/energy-leads";

export const meta: Route.MetaFunction = () =>
  pageMeta(PATH, { jsonLd: [service({ ...energyService, path: PATH }), faqPage(faqs)] });

function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-7 text-slate-700">
          <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-600" />
          {item}
        </li>
      ))}
    </ul>
  );
}

export default function EnergyLeadsPage() {
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 py-3 sm:px-6">
        <BackLink to="/our-solutions">Back to Solutions</BackLink>
      </div>

      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro}>
        <Button asChild variant="inverse" size="lg">
          <Link to="/contact">
            <CalendarClock aria-hidden="true" />
            {hero.quoteCall}
          </Link>
        </Button>
        <PhoneButtons variant="outline" />
      </PageHero>

      <Section id="benefits" title="Why Energy Retailers Work With Us" intro={benefitsIntro}>
        <FeatureGrid items={benefits} />
      </Section>

      <Section id="opt-in" tone="muted" title="Opt-In Energy Leads Built for Compliance">
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
                <Link to={optIn.guide.href}>
                  {optIn.guide.label}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </Card>
          </div>
          <Card>
            <h3 className="text-lg font-semibold text-slate-900">{optIn.includesTitle}</h3>
            <div className="mt-4">
              <CheckList items={optIn.includes} />
            </div>
          </Card>
        </div>
      </Section>

      <Section id="testimonials" title="What Energy Clients Say" intro={testimonialsIntro}>
        <ul className="grid gap-6 md:grid-cols-2">
          {testimonials.map((t) => (
            <li key={t.name}>
              <TestimonialCard t={t} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="home-movers" tone="muted" title="Home-Mover Leads" intro={homeMover.intro}>
        <div className="grid gap-10 lg:grid-cols-2">
          <div className="space-y-4 leading-7 text-slate-700">
            {homeMover.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <CheckList items={homeMover.points} />
        </div>
      </Section>

      <FaqSection faqs={faqs} title="Energy Leads: Frequently Asked Questions" tone="white" />

      <Section id="solutions" tone="muted" title="Energy Lead Solutions" intro={solutionsIntro}>
        <FeatureGrid
          items={solutions.map(({ linkLabel, ...s }) => ({
            ...s,
            footer: (
              <Button asChild variant="outline" className="h-auto min-h-11 py-2 whitespace-normal">
                <Link to="/contact">
                  {linkLabel}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            ),
          }))}
        />
      </Section>

      <Section id="enquiry" title="Request an Energy Leads Quote" intro={formIntro}>
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
          <Card>
            <h3 className="text-xl font-semibold text-slate-900">Send an enquiry</h3>
            <div className="mt-6">
              <ContactForm kind="energy" />
            </div>
          </Card>
          <ServiceContactPanel title="Prefer to talk?" intro={contactIntro} className="lg:self-start" />
        </div>
      </Section>

      <CtaBanner title={cta.title} text={cta.text}>
        <Button asChild variant="inverse" size="lg">
          <Link to="/contact">
            <CalendarClock aria-hidden="true" />
            {hero.quoteCall}
          </Link>
        </Button>
        <PhoneButtons variant="outline" />
      </CtaBanner>
    </>
  );
}
