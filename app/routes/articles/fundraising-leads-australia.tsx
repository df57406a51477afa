import { ArticleLayout, articleMeta } from "~/components/article/article-layout";
import { CtaBanner, CtaLinks } from "~/components/sections/cta-banner";
import { fundraisingLeadsArticle as content } from "~/content/articles/fundraising-leads-australia";
import { claims } from "~/site/facts";
import type { Route } from "./+types/fundraising-leads-australia";

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
