import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ArticleLayout, articleMeta } from "~/components/article/article-layout";
import { CtaBanner } from "~/components/sections/cta-banner";
import { Button } from "~/components/ui/button";
import { getMoreLeads } from "~/content/articles/get-more-leads";
import { claims } from "~/site/facts";
import type { Route } from "./+types/get-more-leads";

export const meta: Route.MetaFunction = () => articleMeta(getMoreLeads);

export default function GetMoreLeadsPage() {
  return (
    <ArticleLayout content={getMoreLeads}>
      <CtaBanner
        id="more-leads"
        title="Find the right place on the pyramid"
        text={`Start with a trial of ${claims.trialLeads[0]} or ${claims.trialLeads[1]} leads and judge them on sales, not promises.`}
      >
        <Button asChild variant="inverse" size="lg">
          <Link to="/contact">
            Talk to Our Team
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to="/lead-generation">Lead Generation Service</Link>
        </Button>
      </CtaBanner>
    </ArticleLayout>
  );
}
