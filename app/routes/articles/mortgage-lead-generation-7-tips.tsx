import { Link } from "react-router";
import { ArticleLayout, articleMeta } from "~/components/article/article-layout";
import { CtaBanner } from "~/components/sections/cta-banner";
import { Button } from "~/components/ui/button";
import { mortgageSevenTipsArticle as content } from "~/content/articles/mortgage-lead-generation-7-tips";
import { claims } from "~/site/facts";
import type { Route } from "./+types/mortgage-lead-generation-7-tips";

export const meta: Route.MetaFunction = () => articleMeta(content);

export default function MortgageLeadGeneration7TipsPage() {
  return (
    <ArticleLayout content={content}>
      <CtaBanner
        title="Put the tips to work on exclusive leads"
        text={`SMS-verified, pre-qualified and exclusive mortgage leads. Start with a test order, for example ${claims.mortgageExampleTest} leads.`}
      >
        <Button asChild variant="inverse" size="lg">
          <Link to="/mortgage-leads">View Mortgage Leads</Link>
        </Button>
        <Button
          asChild
          variant="outline"
          size="lg"
          className="border-white bg-transparent text-white hover:bg-white/10"
        >
          <Link to="/contact">Plan a Test Order</Link>
        </Button>
      </CtaBanner>
    </ArticleLayout>
  );
}
