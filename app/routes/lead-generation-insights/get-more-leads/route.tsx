import { ArticleLayout, articleMeta } from "#app/components/article/article-layout.tsx";
import { CtaBanner } from "#app/components/sections/cta-banner.tsx";
import type { Route } from "./+types/route";
import { closing, getMoreLeads } from "./content.tsx";

export const meta: Route.MetaFunction = () => articleMeta(getMoreLeads);

export default function GetMoreLeadsPage() {
  return (
    <ArticleLayout content={getMoreLeads}>
      <CtaBanner cta={closing} />
    </ArticleLayout>
  );
}
