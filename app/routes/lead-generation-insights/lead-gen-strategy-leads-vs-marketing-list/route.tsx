import { ArticleLayout, articleMeta } from "#app/components/article/article-layout.tsx";
import { GuidePromo } from "#app/components/insights/guide-promo.tsx";
import { insightCards } from "#app/content/insights.ts";
import type { Route } from "./+types/route";
import { pageContent } from "./content.tsx";

export const meta: Route.MetaFunction = () => articleMeta(pageContent().article);

export default function LeadsVsMarketingListPage() {
  const { article, data } = pageContent();
  const guidePromo = data.guidePromo!;
  // The hub's featured guide (its entry: a publish of the hub renders this page again, learnt).
  const featuredGuide = insightCards().featured;
  return (
    <ArticleLayout content={article}>
      <GuidePromo
        eyebrow={guidePromo.eyebrow}
        title={guidePromo.title}
        text={guidePromo.text}
        points={featuredGuide.highlights}
        to={featuredGuide.url}
        cta={guidePromo.cta}
      />
    </ArticleLayout>
  );
}
