import { ArticleLayout, articleMeta } from "#app/components/article/article-layout.tsx";
import { CtaBanner, CtaLinks } from "#app/components/sections/cta-banner.tsx";
import { claims } from "#shared/site/facts.ts";
import type { Route } from "./+types/route";
import { australianMortgageLeadsArticle as content } from "./content.tsx";

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
