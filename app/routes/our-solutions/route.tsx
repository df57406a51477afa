import {
  ArrowRight,
  ChartColumn,
  DatabaseZap,
  HeartHandshake,
  HeartPulse,
  Home,
  ListChecks,
  type LucideIcon,
  Megaphone,
  Sun,
  Umbrella,
  Zap,
} from "lucide-react";
import { Link } from "react-router";
import { HomePricing } from "#app/components/sections/home-pricing.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { PhoneButtons } from "#app/components/sections/phone-buttons.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { BulletList } from "#app/components/ui/bullet-list.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { pricingModels } from "#app/routes/home/content.ts";
import { hours } from "#shared/site/facts.ts";
import { pageMeta } from "#shared/site/seo.ts";
import type { Route } from "./+types/route";
import { consultation, industriesIntro, industryExamples, solutionCards, solutionsHero } from "./content.ts";

const PATH = "/our-solutions";

export const meta: Route.MetaFunction = () => pageMeta(PATH);

const cardIcons: readonly LucideIcon[] = [Megaphone, ChartColumn, ListChecks, DatabaseZap];
const industryIcons: readonly LucideIcon[] = [HeartHandshake, Zap, Sun, Home, HeartPulse, Umbrella];

export default function OurSolutionsPage() {
  return (
    <>
      <PageHero eyebrow={solutionsHero.eyebrow} title={solutionsHero.title} intro={<p>{solutionsHero.intro}</p>}>
        <Button asChild variant="accent" size="lg">
          <Link to="/contact">{consultation.button}</Link>
        </Button>
        <PhoneButtons variant="inverse" />
      </PageHero>

      <Section
        id="solutions"
        title="Four Ways We Help You Grow"
        intro="Choose one service or combine them: profiling your customers first shows which leads or lists will suit you best."
      >
        <ul className="grid gap-6 md:grid-cols-2" data-testid="solution-cards">
          {solutionCards.map((s, i) => {
            const Icon = cardIcons[i] ?? Megaphone;
            return (
              <li key={s.link} className="flex min-w-0">
                <Card className="flex w-full flex-col">
                  <div className="flex items-start justify-between gap-4">
                    <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                      <Icon aria-hidden="true" className="size-6" />
                    </span>
                    <span className="rounded-full bg-accent-600/10 px-3 py-1 text-xs font-semibold text-accent-700">
                      {s.badge}
                    </span>
                  </div>
                  <h3 className="mt-4 text-xl font-bold text-slate-900">{s.title}</h3>
                  <p className="mt-2 leading-7 text-slate-600">{s.description}</p>
                  <BulletList marker="check" items={s.features} />
                  <div className="mt-auto pt-6">
                    <Button asChild variant="outline" className="h-auto min-h-11 py-2 text-center whitespace-normal">
                      <Link to={s.link}>
                        {s.linkLabel}
                        <ArrowRight aria-hidden="true" />
                      </Link>
                    </Button>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="industries" title="Industries We Serve" intro={industriesIntro} tone="muted">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="industry-examples">
          {industryExamples.map((ind, i) => {
            const Icon = industryIcons[i] ?? HeartHandshake;
            return (
              <li key={ind.name} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{ind.name}</h3>
                  <p className="mt-1 text-sm leading-6 text-slate-600">{ind.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>

      <HomePricing
        models={pricingModels}
        intro="Every solution is priced in one of three ways, and every quote is free with a clear upfront cost."
      />

      <Section id="consultation" title={consultation.title} intro={consultation.text} tone="brand">
        <div className="flex flex-wrap gap-3">
          <Button asChild variant="inverse" size="lg">
            <Link to="/contact">{consultation.button}</Link>
          </Button>
          <PhoneButtons variant="outline" />
        </div>
        <p className="mt-4 text-sm text-brand-50">Phone lines are open {hours.display}.</p>
      </Section>
    </>
  );
}
