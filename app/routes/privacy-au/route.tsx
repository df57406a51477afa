import { PolicyLayout } from "#app/components/article/policy-layout.tsx";
import { pageMeta } from "#shared/site/seo.ts";
import type { Route } from "./+types/route";
import { privacyAuPolicy, requestForm } from "./content.tsx";

export const meta: Route.MetaFunction = () => pageMeta("/privacy-au");

export default function PrivacyAuPage() {
  return <PolicyLayout policy={privacyAuPolicy} region="au" requestForm={requestForm} />;
}
