import { ArticleLayout, articleMeta } from "~/components/article/article-layout";
import { GuidePromo } from "~/components/insights/guide-promo";
import { leadsVsMarketingList } from "~/content/articles/lead-gen-strategy-leads-vs-marketing-list";
import { featuredGuide } from "~/content/insights";
import type { Route } from "./+types/leads-vs-marketing-list";

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
