import { ArticleLayout, articleMeta } from "~/components/article/article-layout";
import { CtaBanner, CtaLinks } from "~/components/sections/cta-banner";
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
        <CtaLinks
          primary={{ to: "/mortgage-leads", label: "View Mortgage Leads" }}
          secondary={{ to: "/contact", label: "Plan a Test Order" }}
        />
      </CtaBanner>
    </ArticleLayout>
  );
}
