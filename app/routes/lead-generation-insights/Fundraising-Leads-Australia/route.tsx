import { ArticleLayout, articleMeta } from "#app/components/article/article-layout.tsx";
import { CtaBanner } from "#app/components/sections/cta-banner.tsx";
import type { Route } from "./+types/route";
import { closing, fundraisingLeadsArticle as content } from "./content.tsx";

export const meta: Route.MetaFunction = () => articleMeta(content);

export default function FundraisingLeadsAustraliaPage() {
  return (
    <ArticleLayout content={content}>
      <CtaBanner cta={closing} />
    </ArticleLayout>
  );
}
