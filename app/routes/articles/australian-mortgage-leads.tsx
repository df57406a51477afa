import { Link } from "react-router";
import { ArticleLayout, articleMeta } from "~/components/article/article-layout";
import { CtaBanner } from "~/components/sections/cta-banner";
import { Button } from "~/components/ui/button";
import { australianMortgageLeadsArticle as content } from "~/content/articles/australian-mortgage-leads";
import { claims } from "~/site/facts";
import type { Route } from "./+types/australian-mortgage-leads";

export const meta: Route.MetaFunction = () => articleMeta(content);

export default function AustralianMortgageLeadsPage() {
  return (
    <ArticleLayout content={content}>
      <CtaBanner
        title="Test exclusive mortgage leads with your own team"
        text={`Start with a test order, for example ${claims.mortgageExampleTest} SMS-verified, pre-qualified leads sold only to you.`}
      >
        <Button asChild variant="inverse" size="lg">
          <Link to="/contact">Request a Test Order</Link>
        </Button>
        <Button
          asChild
          variant="outline"
          size="lg"
          className="border-white bg-transparent text-white hover:bg-white/10"
        >
          <Link to="/mortgage-leads">View Mortgage Leads</Link>
        </Button>
      </CtaBanner>
    </ArticleLayout>
  );
}
