import { Link } from "react-router";
import { ArticleLayout, articleMeta } from "~/components/article/article-layout";
import { CtaBanner } from "~/components/sections/cta-banner";
import { Button } from "~/components/ui/button";
import { callCentrePartnerArticle as content } from "~/content/articles/call-centre-partner";
import { claims } from "~/site/facts";
import type { Route } from "./+types/call-centre-partner";

export const meta: Route.MetaFunction = () => articleMeta(content);

export default function CallCentrePartnerPage() {
  return (
    <ArticleLayout content={content}>
      <CtaBanner
        title="Find a lead partner your floor can rely on"
        text={`Tell us about your campaign: we reply within ${claims.replyWithinHours} hours and provide a count and quote within ${claims.quoteWithinHours} hours at no cost.`}
      >
        <Button asChild variant="inverse" size="lg">
          <Link to="/contact">Get Expert Guidance</Link>
        </Button>
        <Button
          asChild
          variant="outline"
          size="lg"
          className="border-white bg-transparent text-white hover:bg-white/10"
        >
          <Link to="/our-solutions">Explore Our Solutions</Link>
        </Button>
      </CtaBanner>
    </ArticleLayout>
  );
}
