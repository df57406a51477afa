import { Check, Globe2 } from "lucide-react";
import { AboutTeamSection } from "#app/components/sections/about-team.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { HomePartners } from "#app/components/sections/home-partners.tsx";
import { HomeReviews } from "#app/components/sections/home-reviews.tsx";
import { TrustSection } from "#app/components/sections/home-trust.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { PhoneButtons } from "#app/components/sections/phone-buttons.tsx";
import { PricingModels } from "#app/components/sections/pricing-models.tsx";
import { RebrandPopup } from "#app/components/sections/rebrand-popup.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { StatsRow } from "#app/components/sections/stats-row.tsx";
import { TestimonialList } from "#app/components/sections/testimonial-card.tsx";
import { BulletList } from "#app/components/ui/bullet-list.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { PageLink } from "#app/components/ui/page-link.tsx";
import { pricing, pricingModels } from "#app/content/pricing.ts";
import { Island } from "#app/islands/island.tsx";
import { shownConsent, siteFacts } from "#shared/content/site-facts.ts";
import { localBusiness, organization, service } from "#shared/site/json-ld.ts";
import { page } from "#shared/site/pages.ts";
import { reviews } from "#shared/site/reviews.ts";
import { pageMeta } from "#shared/site/seo.ts";
import type { Route } from "./+types/route";
import { pageContent } from "./content.ts";
import { clientQuotes, partnerTestimonials } from "./testimonials.ts";

const PATH = "/";

export const meta: Route.MetaFunction = () =>
  pageMeta(PATH, {
    jsonLd: [
      organization(),
      service({
        name: "Lead Generation and Data Services",
        description: page(PATH).description,
        path: PATH,
        serviceType: "Lead generation",
      }),
      localBusiness(reviews),
    ],
  });

export default function HomePage() {
  const { hours, industries } = siteFacts();
  const {
    aboutTeam,
    clientQuotesCta,
    clientQuotesTitle,
    contactSection,
    experience,
    hero,
    homeStats,
    partnersIntro,
    pricingIntro,
    rebrand,
    reviewsIntro,
    solutionsSection,
    solutionTeasers,
    statsTitle,
    trust,
  } = pageContent();
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={<p>{hero.intro}</p>}>
        <Button asChild variant="accent" size="lg">
          <PageLink to={hero.cta.to}>{hero.cta.label}</PageLink>
        </Button>
        <PhoneButtons variant="inverse" />
        <BulletList
          items={hero.points}
          marker={Check}
          className="mt-4 grid w-full gap-2 text-brand-50 sm:grid-cols-3"
          itemClassName="flex gap-2 text-sm leading-6"
          iconClassName="mt-0.5 size-5 shrink-0 text-accent-500"
        />
      </PageHero>

      <Section id="solutions" title={solutionsSection.title} intro={solutionsSection.intro}>
        <FeatureGrid
          items={solutionTeasers.map((s) => ({
            icon: s.icon,
            title: s.title,
            text: s.text,
            points: s.points,
            link: { label: s.linkLabel, to: s.to },
          }))}
          marker="check"
        />
      </Section>

      <PricingModels content={pricing} models={pricingModels()} intro={pricingIntro} />

      <HomeReviews reviews={reviews} intro={reviewsIntro} />

      <HomePartners partners={partnerTestimonials} intro={partnersIntro} />

      <Section id="client-quotes" title={clientQuotesTitle} tone="muted">
        <TestimonialList items={clientQuotes} columns={3} />
        <div className="mt-10 flex flex-col gap-4 rounded-2xl bg-brand-800 p-6 text-white sm:p-8 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h3 className="text-xl font-bold">{clientQuotesCta.title}</h3>
            <p className="mt-2 text-brand-50">{clientQuotesCta.text}</p>
          </div>
          <Button asChild variant="inverse" size="lg" className="shrink-0">
            <PageLink to={clientQuotesCta.cta.to}>{clientQuotesCta.cta.label}</PageLink>
          </Button>
        </div>
      </Section>

      <Section id="contact-form" title={contactSection.title} intro={contactSection.intro}>
        <div className="grid gap-10 lg:grid-cols-3">
          <div className="space-y-6">
            <ul className="space-y-3 text-slate-700">
              {contactSection.points.map((p) => (
                <li key={p} className="flex gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
                  {p}
                </li>
              ))}
            </ul>
            <div>
              <p className="font-semibold text-slate-900">{contactSection.callTitle}</p>
              <p className="mt-1 text-sm text-slate-600">{hours.display}</p>
              <PhoneButtons variant="outline" className="mt-3 flex-col items-start" />
            </div>
          </div>
          <div className="lg:col-span-2">
            <Island name="contact-form" props={{ kind: "home", consent: shownConsent() }} />
          </div>
        </div>
      </Section>

      <Section id="experience" title={experience.title} intro={experience.intro} tone="muted">
        <h3 className="text-lg font-semibold text-slate-900">{experience.industriesTitle}</h3>
        <ul className="mt-4 flex flex-wrap gap-2" data-testid="industry-badges">
          {industries.map((i) => (
            <li
              key={i}
              className="rounded-full border border-brand-100 bg-white px-4 py-1.5 text-sm font-medium text-brand-800"
            >
              {i}
            </li>
          ))}
          <li className="rounded-full border border-slate-200 bg-white px-4 py-1.5 text-sm text-slate-600">
            {experience.industriesMore}
          </li>
        </ul>

        <div className="mt-8 grid gap-6 lg:grid-cols-3">
          <Card className="bg-brand-800 text-white">
            <Globe2 aria-hidden="true" className="size-10 text-accent-500" />
            <h3 className="mt-4 text-lg font-semibold">{experience.focus.title}</h3>
            <p className="mt-2 leading-7 text-brand-50">{experience.focus.text}</p>
          </Card>
          {experience.cards.map((c) => {
            return (
              <Card key={c.title} className="flex flex-col">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={c.icon} aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{c.title}</h3>
                <p className="mt-2 leading-7 text-slate-600">{c.text}</p>
                <BulletList marker="check" items={c.points} />
              </Card>
            );
          })}
        </div>

        <div className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 sm:p-8">
          <h3 className="text-xl font-bold text-slate-900">{experience.ctaTitle}</h3>
          <p className="mt-2 max-w-3xl text-slate-600">{experience.ctaText}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <PageLink to={experience.primary.to}>{experience.primary.label}</PageLink>
            </Button>
            <Button asChild variant="outline" size="lg">
              <PageLink to={experience.secondary.to}>
                {experience.secondary.label}
                <span className="sr-only">{experience.secondary.srOnly}</span>
              </PageLink>
            </Button>
          </div>
        </div>
      </Section>

      <Section id="stats" title={statsTitle}>
        <StatsRow stats={homeStats} />
      </Section>

      <AboutTeamSection content={aboutTeam} />

      <TrustSection content={trust} />

      <RebrandPopup content={rebrand} />
    </>
  );
}
