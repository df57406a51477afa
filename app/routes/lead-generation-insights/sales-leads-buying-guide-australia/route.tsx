import { ArrowRight } from "lucide-react";
import { ArticleLayout, articleMeta } from "#app/components/article/article-layout.tsx";
import { CtaBanner } from "#app/components/sections/cta-banner.tsx";
import { PhoneButtons } from "#app/components/sections/phone-buttons.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { PageLink } from "#app/components/ui/page-link.tsx";
import type { Route } from "./+types/route";
import { closing, salesLeadsBuyingGuide } from "./content.tsx";

export const meta: Route.MetaFunction = () => articleMeta(salesLeadsBuyingGuide);

export default function SalesLeadsBuyingGuidePage() {
  return (
    <ArticleLayout content={salesLeadsBuyingGuide}>
      <CtaBanner id={closing.id} title={closing.title} text={closing.text}>
        <Button asChild variant="inverse" size="lg">
          <PageLink to={closing.primary.to}>
            {closing.primary.label}
            <ArrowRight aria-hidden="true" />
          </PageLink>
        </Button>
        <PhoneButtons variant="outline" />
      </CtaBanner>
    </ArticleLayout>
  );
}
