import { ArticleLayout, articleMeta } from "#app/components/article/article-layout.tsx";
import { CtaBanner } from "#app/components/sections/cta-banner.tsx";
import type { Route } from "./+types/route";
import { closing, salesLeadsBuyingGuide } from "./content.tsx";

export const meta: Route.MetaFunction = () => articleMeta(salesLeadsBuyingGuide);

export default function SalesLeadsBuyingGuidePage() {
  return (
    <ArticleLayout content={salesLeadsBuyingGuide}>
      <CtaBanner cta={closing} />
    </ArticleLayout>
  );
}
