import { Link } from "react-router";
import { PageHero } from "~/components/sections/page-hero";
import { PhoneButtons } from "~/components/sections/phone-buttons";
import { Button } from "~/components/ui/button";
import { page } from "~/site/pages";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/privacy-uk";

const PATH = "/privacy-uk";

export const meta: Route.MetaFunction = () => pageMeta(PATH);

export default function PrivacyUkPage() {
  return (
    <PageHero title="Privacy Notice: UK and GDPR" intro={page(PATH).description}>
      <Button asChild variant="inverse" size="lg">
        <Link to="/contact">Get Started Today</Link>
      </Button>
      <PhoneButtons variant="outline" />
    </PageHero>
  );
}
