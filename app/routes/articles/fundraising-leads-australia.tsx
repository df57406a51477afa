import { Link } from "react-router";
import { ArticleLayout, articleMeta } from "~/components/article/article-layout";
import { CtaBanner } from "~/components/sections/cta-banner";
import { Button } from "~/components/ui/button";
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
        <Button asChild variant="inverse" size="lg">
          <Link to="/fundraising-leads">View Fundraising Leads</Link>
        </Button>
        <Button
          asChild
          variant="outline"
          size="lg"
          className="border-white bg-transparent text-white hover:bg-white/10"
        >
          <Link to="/contact">Talk to Our Team</Link>
        </Button>
      </CtaBanner>
    </ArticleLayout>
  );
}
