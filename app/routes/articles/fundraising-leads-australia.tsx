import { Link } from "react-router";
import { PageHero } from "~/components/sections/page-hero";
import { PhoneButtons } from "~/components/sections/phone-buttons";
import { Button } from "~/components/ui/button";
import { page } from "~/site/pages";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/fundraising-leads-australia";

const PATH = "/lead-generation-insights/Fundraising-Leads-Australia";

export const meta: Route.MetaFunction = () => pageMeta(PATH);

export default function FundraisingLeadsAustraliaPage() {
  return (
    <PageHero title="Fundraising Leads in Australia" intro={page(PATH).description}>
      <Button asChild variant="inverse" size="lg">
        <Link to="/contact">Get Started Today</Link>
      </Button>
      <PhoneButtons variant="outline" />
    </PageHero>
  );
}
