import { ArticleLayout, articleMeta } from "#app/components/article/article-layout.tsx";
import { GuidePromo } from "#app/components/insights/guide-promo.tsx";
import { featuredGuide } from "#app/content/insights.ts";
import type { Route } from "./+types/route";
import { leadsVsMarketingList } from "./content.tsx";

export const meta: Route.MetaFunction = () => articleMeta(leadsVsMarketingList);

export default function LeadsVsMarketingListPage() {
  return (
    <ArticleLayout content={leadsVsMarketingList}>
      <GuidePromo
        eyebrow="Free guide"
        title="Buying leads? Read the complete guide first"
        text="Our Sales Leads Buying Guide for 2025-2026 covers MQL versus SQL, pricing models, compliance, speed to lead and the five mistakes that waste a lead budget."
        points={featuredGuide.highlights}
        to={featuredGuide.url}
        cta="Read the Buying Guide"
      />
    </ArticleLayout>
  );
}
