import { ArticleLayout, articleMeta } from "#app/components/article/article-layout.tsx";
import { CtaBanner, CtaLinks } from "#app/components/sections/cta-banner.tsx";
import { claims } from "#shared/site/facts.ts";
import type { Route } from "./+types/route";
import { mortgageSevenTipsArticle as content } from "./content.tsx";

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
