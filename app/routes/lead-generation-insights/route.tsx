import { ArrowRight, BookOpen, Compass, HeartHandshake, Home, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { InsightCardGrid } from "#app/components/insights/insight-card.tsx";
import { SpotlightCard } from "#app/components/insights/spotlight-card.tsx";
import { CtaBanner } from "#app/components/sections/cta-banner.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { Button } from "#app/components/ui/button.tsx";
import {
  aboutCards,
  coreService,
  featuredGuide,
  type InsightIcon,
  industryCategories,
  supportingGuides,
} from "#app/content/insights.ts";
import { cn } from "#app/lib/cn.ts";
import { claims } from "#shared/site/facts.ts";
import { pageMeta } from "#shared/site/seo.ts";
import type { Route } from "./+types/route";

const PATH = "/lead-generation-insights";

export const meta: Route.MetaFunction = () => pageMeta(PATH);

const icons: Record<InsightIcon, LucideIcon> = { home: Home, heart: HeartHandshake, book: BookOpen, compass: Compass };

const coreStats = [
  { value: claims.yearsExperience, label: "Years experience" },
  { value: claims.qualityLeads, label: "Quality leads" },
  { value: claims.clients, label: "Clients" },
] as const;

export default function InsightsPage() {
  return (
    <>
      <PageHero
        eyebrow="Insights and guides"
        title="Lead Generation Insights & Guides"
        intro={
          <p>
            Practical advice on buying and converting sales leads in Australia, from a team that has run lead campaigns
            for {claims.yearsExperience} years. Start with the free buying guide, or go straight to your industry.
          </p>
        }
      >
        <Button asChild variant="inverse" size="lg">
          <Link to={featuredGuide.url}>
            <BookOpen aria-hidden="true" />
            Read the Buying Guide
          </Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to="/contact">Talk to Our Team</Link>
        </Button>
      </PageHero>

      <Section
        id="core-service"
        title="Our core service"
        intro="Everything in these guides comes from running real campaigns. If you would rather have the leads than the reading, start here."
      >
        <SpotlightCard
          card={coreService}
          stats={coreStats}
          actions={
            <Button asChild variant="outline" size="lg">
              <Link to="/contact">Get a Free Quote</Link>
            </Button>
          }
        />
        <h3 className="mt-12 text-xl font-semibold text-slate-900">How we work and who we are</h3>
        <div className="mt-5">
          <InsightCardGrid cards={aboutCards} columns={2} headingLevel={4} />
        </div>
      </Section>

      <Section
        id="featured-guide"
        tone="muted"
        title="Featured: the complete buying guide"
        intro="Our most complete guide, free to read: more than ten chapters on buying sales leads in Australia."
      >
        <SpotlightCard card={featuredGuide} highlights={featuredGuide.highlights} />
      </Section>

      <Section
        id="supporting-guides"
        title="Supporting guides"
        intro="Shorter reads on lead strategy, choosing a provider and working with call centres."
      >
        <InsightCardGrid cards={supportingGuides} columns={2} />
      </Section>

      <Section
        id="industries"
        tone="muted"
        title="Insights by industry"
        intro="Service pages and guides for the industries we work with most."
      >
        <div className="space-y-12">
          {industryCategories.map((category) => {
            const Icon = icons[category.icon];
            return (
              <section key={category.title} aria-labelledby={`category-${category.icon}`} data-insight-category>
                <div className="flex items-start gap-4">
                  <span
                    className={cn(
                      "inline-flex size-12 shrink-0 items-center justify-center rounded-xl text-white",
                      category.color === "green" ? "bg-accent-700" : "bg-brand-700",
                    )}
                  >
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <div>
                    <h3 id={`category-${category.icon}`} className="text-xl font-semibold text-slate-900">
                      {category.title}
                    </h3>
                    <p className="mt-1 text-slate-600">{category.description}</p>
                  </div>
                </div>
                <div className="mt-6">
                  <InsightCardGrid cards={category.pages} headingLevel={4} />
                </div>
              </section>
            );
          })}
        </div>
      </Section>

      <CtaBanner
        id="consultation"
        title="Not sure where to start?"
        text={`Tell us about your business and who you want to reach. We reply within ${claims.replyWithinHours} hours, with a count and quote within ${claims.quoteWithinHours} hours at no cost.`}
      >
        <Button asChild variant="inverse" size="lg">
          <Link to="/contact">
            Get Expert Consultation
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to="/our-solutions">Explore Our Solutions</Link>
        </Button>
      </CtaBanner>
    </>
  );
}
