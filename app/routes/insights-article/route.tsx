// Any article entry at its address (decision 071): an article written in the desk, or a shipped one
// moved to a new address. Rendered only by the server's renderer (a publish, a preview), from the
// render source; the build prerenders no page with it (so no loader: the build is ssr:false), and an
// address without a published article here is the not-found page.
import { ArticleLayout, articleMeta } from "#app/components/article/article-layout.tsx";
import { GuidePromo } from "#app/components/insights/guide-promo.tsx";
import { CtaBanner } from "#app/components/sections/cta-banner.tsx";
import { articleAt } from "#app/content/article-schema.ts";
import { insightCards } from "#app/content/insights.ts";
import type { Route } from "./+types/route";

/** The article's address: the request's path without the trailing slash the prerender's request carries. */
const addressOf = (pathname: string) => pathname.replace(/\/+$/, "");

export const meta: Route.MetaFunction = ({ location }) => {
  const found = articleAt(addressOf(location.pathname));
  return found ? articleMeta(found.article) : [];
};

export default function InsightsArticlePage({ matches }: Route.ComponentProps) {
  const found = articleAt(addressOf(matches[matches.length - 1]?.pathname ?? ""));
  // Only the server's renderer renders this route, for a published article: anything else is a failed render.
  if (!found) throw new Error("no article is published at this address");
  const { article, data } = found;
  // The hub's featured guide, read only for a guide promotion: a publish of the hub renders again the
  // pages that read it (learnt by rendering, decision 089).
  const featuredGuide = data.guidePromo ? insightCards().featured : undefined;
  return (
    <ArticleLayout content={article}>
      {data.closing ? <CtaBanner cta={data.closing} /> : null}
      {data.guidePromo && featuredGuide ? (
        <GuidePromo
          eyebrow={data.guidePromo.eyebrow}
          title={data.guidePromo.title}
          text={data.guidePromo.text}
          points={featuredGuide.highlights}
          to={featuredGuide.url}
          cta={data.guidePromo.cta}
        />
      ) : null}
    </ArticleLayout>
  );
}
