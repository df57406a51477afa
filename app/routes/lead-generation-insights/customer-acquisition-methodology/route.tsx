import {
  ArrowRight,
  BarChart3,
  CheckCircle2,
  Cpu,
  Database,
  Lightbulb,
  type LucideIcon,
  ShieldCheck,
  Target,
  TrendingUp,
  Users,
} from "lucide-react";
import { Link } from "react-router";
import { GuidePromo } from "#app/components/insights/guide-promo.tsx";
import { CtaBanner } from "#app/components/sections/cta-banner.tsx";
import { FeatureGrid } from "#app/components/sections/feature-grid.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { PhoneButtons } from "#app/components/sections/phone-buttons.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { StatsRow } from "#app/components/sections/stats-row.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { featuredGuide } from "#app/content/insights.ts";
import { claims } from "#shared/site/facts.ts";
import { pageMeta } from "#shared/site/seo.ts";
import type { Route } from "./+types/route";
import { type MethodologyStepKey, methodologySteps, qualityStandards, technology } from "./content.ts";

const PATH = "/lead-generation-insights/customer-acquisition-methodology";

export const meta: Route.MetaFunction = () => pageMeta(PATH);

const stepIcons: Record<MethodologyStepKey, LucideIcon> = {
  know: Users,
  strategy: Lightbulb,
  acquisition: Target,
  data: Database,
  optimise: BarChart3,
  grow: TrendingUp,
};

export default function MethodologyPage() {
  return (
    <>
      <PageHero
        eyebrow="How we work"
        title="Our Customer Acquisition Methodology"
        intro={
          <p>
            Six steps we follow on every campaign, refined over {claims.yearsExperience} years and{" "}
            {claims.leadsDeliveredLong} leads: from knowing your customer to growing and retaining the customers you
            win.
          </p>
        }
      >
        <Button asChild variant="inverse" size="lg">
          <Link to="/contact">Get Started Today</Link>
        </Button>
        <PhoneButtons variant="outline" />
      </PageHero>

      <Section
        id="overview"
        title="A proven process, not a guess"
        intro="Buying leads goes wrong when a campaign is rushed: the wrong audience, the wrong questions, slow follow-up and no feedback. Our methodology puts each of those decisions in order, so every campaign is built on what your customers actually do."
      >
        <StatsRow
          stats={[
            { value: claims.yearsExperience, label: "Years experience" },
            { value: claims.leadsDelivered, label: "Leads delivered" },
            { value: claims.campaigns, label: "Successful campaigns" },
          ]}
        />
      </Section>

      <Section
        id="six-steps"
        tone="muted"
        title="The six steps"
        intro="Each step has its own key activities. Together they take a campaign from the first conversation to steady, profitable volume."
      >
        <ol className="space-y-6">
          {methodologySteps.map((step, i) => {
            const Icon = stepIcons[step.key];
            return (
              <li
                key={step.key}
                data-testid="methodology-step"
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
              >
                <div className="grid gap-6 lg:grid-cols-[1fr_1fr]">
                  <div className="flex flex-col gap-4 sm:flex-row">
                    <span className="inline-flex size-12 shrink-0 sm:size-14 items-center justify-center rounded-2xl bg-brand-700 text-white">
                      <Icon aria-hidden="true" className="size-6 sm:size-7" />
                    </span>
                    <div>
                      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Step {i + 1}</p>
                      <h3 className="mt-1 text-xl font-bold text-slate-900 sm:text-2xl">{step.title}</h3>
                      <p className="mt-3 leading-7 text-slate-700">{step.summary}</p>
                    </div>
                  </div>
                  <div className="rounded-xl bg-slate-50 p-5">
                    <h4 className="text-base font-semibold text-slate-900">Key activities</h4>
                    <ul className="mt-3 space-y-2 text-slate-700">
                      {step.activities.map((a) => (
                        <li key={a} className="flex gap-3">
                          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
                          {a}
                        </li>
                      ))}
                    </ul>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      </Section>

      <Section
        id="quality-standards"
        title="Our quality standards"
        intro="The rules every lead we deliver is held to, whatever the campaign."
      >
        <FeatureGrid items={qualityStandards.map((q) => ({ ...q, icon: ShieldCheck }))} />
      </Section>

      <Section
        id="technology"
        tone="muted"
        title="The technology behind it"
        intro="The tools that validate, protect and deliver your leads."
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {technology.map((t) => (
            <li key={t} className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <Cpu aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span className="text-slate-800">{t}</span>
            </li>
          ))}
        </ul>
      </Section>

      <div className="pt-12">
        <GuidePromo
          eyebrow="Free guide"
          title="See the methodology from the buyer's side"
          text="The Sales Leads Buying Guide walks through the same decisions from your side of the table: what to buy, what to pay, how to stay compliant and how to convert."
          points={featuredGuide.highlights}
          to={featuredGuide.url}
          cta="Read the Buying Guide"
        />
      </div>

      <CtaBanner
        id="methodology-cta"
        title="Put the methodology to work on your campaign"
        text={`Start with a ${claims.strategyCallMinutes}-minute strategy call. We reply within ${claims.replyWithinHours} hours.`}
      >
        <Button asChild variant="inverse" size="lg">
          <Link to="/contact">
            Get Started Today
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to="/our-lead-generation-company">About Our Team</Link>
        </Button>
      </CtaBanner>
    </>
  );
}
