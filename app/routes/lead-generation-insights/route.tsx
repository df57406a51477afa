import { BookOpen } from "lucide-react";
import { InsightCardGrid } from "#app/components/insights/insight-card.tsx";
import { SpotlightCard } from "#app/components/insights/spotlight-card.tsx";
import { CtaBanner } from "#app/components/sections/cta-banner.tsx";
import { PageHero } from "#app/components/sections/page-hero.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { PageLink } from "#app/components/ui/page-link.tsx";
import { liveInsightLists } from "#app/content/insights.ts";
import { cn } from "#app/lib/cn.ts";
import { pageMeta } from "#shared/site/seo.ts";
import type { Route } from "./+types/route";
import { pageContent } from "./content.ts";

const PATH = "/lead-generation-insights";

export const meta: Route.MetaFunction = () => pageMeta(PATH);

export default function InsightsPage() {
  const { closingCta, hero, sections, cards } = pageContent();
  const { core: coreService, about: aboutCards, featured: featuredGuide } = cards;
  const { supportingGuides, industryCategories } = liveInsightLists(cards);
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={<p>{hero.intro}</p>}>
        <Button asChild variant="inverse" size="lg">
          <PageLink to={featuredGuide.url}>
            <BookOpen aria-hidden="true" />
            {hero.guideCta}
          </PageLink>
        </Button>
        <Button asChild variant="outline" size="lg">
          <PageLink to={hero.contact.to}>{hero.contact.label}</PageLink>
        </Button>
      </PageHero>

      <Section id="core-service" title={sections.core.title} intro={sections.core.intro}>
        <SpotlightCard
          card={coreService}
          stats={sections.core.stats}
          actions={
            <Button asChild variant="outline" size="lg">
              <PageLink to={sections.core.quote.to}>{sections.core.quote.label}</PageLink>
            </Button>
          }
        />
        <h3 className="mt-12 text-xl font-semibold text-slate-900">{sections.core.aboutTitle}</h3>
        <div className="mt-5">
          <InsightCardGrid cards={aboutCards} columns={2} headingLevel={4} />
        </div>
      </Section>

      <Section id="featured-guide" tone="muted" title={sections.featured.title} intro={sections.featured.intro}>
        <SpotlightCard card={featuredGuide} highlights={featuredGuide.highlights} />
      </Section>

      <Section id="supporting-guides" title={sections.supporting.title} intro={sections.supporting.intro}>
        <InsightCardGrid cards={supportingGuides} columns={2} />
      </Section>

      <Section id="industries" tone="muted" title={sections.industries.title} intro={sections.industries.intro}>
        <div className="space-y-12">
          {industryCategories.map((category) => {
            return (
              <section key={category.title} aria-labelledby={`category-${category.icon}`} data-insight-category>
                <div className="flex items-start gap-4">
                  <span
                    className={cn(
                      "inline-flex size-12 shrink-0 items-center justify-center rounded-xl text-white",
                      category.color === "green" ? "bg-accent-700" : "bg-brand-700",
                    )}
                  >
                    <Icon name={category.icon} aria-hidden="true" className="size-6" />
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

      <CtaBanner cta={closingCta} />
    </>
  );
}
