import { ArticleLayout, articleMeta } from "#app/components/article/article-layout.tsx";
import { CtaBanner, CtaLinks } from "#app/components/sections/cta-banner.tsx";
import { claims } from "#shared/site/facts.ts";
import type { Route } from "./+types/route";
import { callCentrePartnerArticle as content } from "./content.tsx";

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
