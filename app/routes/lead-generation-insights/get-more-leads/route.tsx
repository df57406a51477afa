import { ArrowRight } from "lucide-react";
import { ArticleLayout, articleMeta } from "#app/components/article/article-layout.tsx";
import { CtaBanner } from "#app/components/sections/cta-banner.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { PageLink } from "#app/components/ui/page-link.tsx";
import type { Route } from "./+types/route";
import { closing, getMoreLeads } from "./content.tsx";

export const meta: Route.MetaFunction = () => articleMeta(getMoreLeads);

export default function GetMoreLeadsPage() {
  return (
    <ArticleLayout content={getMoreLeads}>
      <CtaBanner id={closing.id} title={closing.title} text={closing.text}>
        <Button asChild variant="inverse" size="lg">
          <PageLink to={closing.primary.to}>
            {closing.primary.label}
            <ArrowRight aria-hidden="true" />
          </PageLink>
        </Button>
        <Button asChild variant="outline" size="lg">
          <PageLink to={closing.secondary.to}>{closing.secondary.label}</PageLink>
        </Button>
      </CtaBanner>
    </ArticleLayout>
  );
}
