import { ArticleLayout, articleMeta } from "#app/components/article/article-layout.tsx";
import { CtaBanner, CtaLinks } from "#app/components/sections/cta-banner.tsx";
import { claims } from "#shared/site/facts.ts";
import type { Route } from "./+types/route";
import { leadGenCompaniesArticle as content } from "./content.tsx";

export const meta: Route.MetaFunction = () => articleMeta(content);

export default function LeadGenCompaniesPage() {
  return (
    <ArticleLayout content={content}>
      <CtaBanner
        title="Put us through the checklist"
        text={`Ask us every question on this page. We reply within ${claims.replyWithinHours} hours and send a count and quote within ${claims.quoteWithinHours} hours at no cost.`}
      >
        <CtaLinks
          primary={{ to: "/contact", label: "Ask Us Anything" }}
          secondary={{ to: "/lead-generation", label: "Our Lead Generation Service" }}
        />
      </CtaBanner>
    </ArticleLayout>
  );
}
