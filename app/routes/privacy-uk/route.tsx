import { PolicyLayout } from "#app/components/article/policy-layout.tsx";
import { pageMeta } from "#shared/site/seo.ts";
import type { Route } from "./+types/route";
import { pageContent } from "./content.ts";

export const meta: Route.MetaFunction = () => pageMeta("/privacy-uk");

export default function PrivacyUkPage() {
  return <PolicyLayout policy={pageContent()} region="uk" />;
}
