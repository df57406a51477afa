import { ArticleLayout, articleMeta } from "#app/components/article/article-layout.tsx";
import { CtaBanner, CtaLinks } from "#app/components/sections/cta-banner.tsx";
import { claims } from "#shared/site/facts.ts";
import type { Route } from "./+types/route";
import { fundraisingLeadsArticle as content } from "./content.tsx";

export const meta: Route.MetaFunction = () => articleMeta(content);

export default function FundraisingLeadsAustraliaPage() {
  return (
    <ArticleLayout content={content}>
      <CtaBanner
        title="Grow your regular-giver program"
        text={`Start with a trial of ${claims.trialLeads.join(" or ")} opt-in leads that follow the fundraising industry code, and pay only for the leads you receive.`}
      >
        <CtaLinks
          primary={{ to: "/fundraising-leads", label: "View Fundraising Leads" }}
          secondary={{ to: "/contact", label: "Talk to Our Team" }}
        />
      </CtaBanner>
    </ArticleLayout>
  );
}
