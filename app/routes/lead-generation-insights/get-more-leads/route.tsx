import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ArticleLayout, articleMeta } from "#app/components/article/article-layout.tsx";
import { CtaBanner } from "#app/components/sections/cta-banner.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { claims } from "#shared/site/facts.ts";
import type { Route } from "./+types/route";
import { getMoreLeads } from "./content.tsx";

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
