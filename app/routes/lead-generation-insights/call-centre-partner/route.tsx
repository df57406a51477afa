import { ArticleLayout, articleMeta } from "#app/components/article/article-layout.tsx";
import { CtaBanner } from "#app/components/sections/cta-banner.tsx";
import type { Route } from "./+types/route";
import { pageContent } from "./content.tsx";

export const meta: Route.MetaFunction = () => articleMeta(pageContent().article);

export default function CallCentrePartnerPage() {
  const { article, data } = pageContent();
  const closing = data.closing!;
  return (
    <ArticleLayout content={article}>
      <CtaBanner cta={closing} />
    </ArticleLayout>
  );
}
