import { ArticleLayout, articleMeta } from "~/components/article/article-layout";
import { CtaBanner, CtaLinks } from "~/components/sections/cta-banner";
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
        <CtaLinks
          primary={{ to: "/contact", label: "Ask Us Anything" }}
          secondary={{ to: "/lead-generation", label: "Our Lead Generation Service" }}
        />
      </CtaBanner>
    </ArticleLayout>
  );
}
