import { Link } from "react-router";
import { ArticleLayout, articleMeta } from "~/components/article/article-layout";
import { CtaBanner } from "~/components/sections/cta-banner";
import { Button } from "~/components/ui/button";
import { leadGenCompaniesArticle as content } from "~/content/articles/lead-gen-companies";
import { claims } from "~/site/facts";
import type { Route } from "./+types/lead-gen-companies";

export const meta: Route.MetaFunction = () => articleMeta(content);

export default function LeadGenCompaniesPage() {
  return (
    <ArticleLayout content={content}>
      <CtaBanner
        title="Put us through the checklist"
        text={`Ask us every question on this page. We reply within ${claims.replyWithinHours} hours and send a count and quote within ${claims.quoteWithinHours} hours at no cost.`}
      >
        <Button asChild variant="inverse" size="lg">
          <Link to="/contact">Ask Us Anything</Link>
        </Button>
        <Button
          asChild
          variant="outline"
          size="lg"
          className="border-white bg-transparent text-white hover:bg-white/10"
        >
          <Link to="/lead-generation">Our Lead Generation Service</Link>
        </Button>
      </CtaBanner>
    </ArticleLayout>
  );
}
