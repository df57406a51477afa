import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ArticleLayout, articleMeta } from "#app/components/article/article-layout.tsx";
import { CtaBanner } from "#app/components/sections/cta-banner.tsx";
import { PhoneButtons } from "#app/components/sections/phone-buttons.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { claims } from "#shared/site/facts.ts";
import type { Route } from "./+types/route";
import { salesLeadsBuyingGuide } from "./content.tsx";

export const meta: Route.MetaFunction = () => articleMeta(salesLeadsBuyingGuide);

export default function SalesLeadsBuyingGuidePage() {
  return (
    <ArticleLayout content={salesLeadsBuyingGuide}>
      <CtaBanner
        id="lead-strategy"
        title="Ready to put this guide to work?"
        text={`Tell us who you want to reach. We reply within ${claims.replyWithinHours} hours, with a count and quote within ${claims.quoteWithinHours} hours at no cost.`}
      >
        <Button asChild variant="inverse" size="lg">
          <Link to="/contact">
            Get Your Lead Strategy
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <PhoneButtons variant="outline" />
      </CtaBanner>
    </ArticleLayout>
  );
}
