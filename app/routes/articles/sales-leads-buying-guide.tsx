import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ArticleLayout, articleMeta } from "~/components/article/article-layout";
import { CtaBanner } from "~/components/sections/cta-banner";
import { PhoneButtons } from "~/components/sections/phone-buttons";
import { Button } from "~/components/ui/button";
import { salesLeadsBuyingGuide } from "~/content/articles/sales-leads-buying-guide-australia";
import { claims } from "~/site/facts";
import type { Route } from "./+types/sales-leads-buying-guide";

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
