import { ArticleLayout, articleMeta } from "~/components/article/article-layout";
import { CtaBanner, CtaLinks } from "~/components/sections/cta-banner";
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
        <CtaLinks
          primary={{ to: "/contact", label: "Request a Test Order" }}
          secondary={{ to: "/mortgage-leads", label: "View Mortgage Leads" }}
        />
      </CtaBanner>
    </ArticleLayout>
  );
}
