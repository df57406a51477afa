import { ArticleLayout, articleMeta } from "~/components/article/article-layout";
import { CtaBanner, CtaLinks } from "~/components/sections/cta-banner";
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
        <CtaLinks
          primary={{ to: "/contact", label: "Get Expert Guidance" }}
          secondary={{ to: "/our-solutions", label: "Explore Our Solutions" }}
        />
      </CtaBanner>
    </ArticleLayout>
  );
}
