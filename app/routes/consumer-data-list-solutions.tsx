import { Link } from "react-router";
import { PageHero } from "~/components/sections/page-hero";
import { PhoneButtons } from "~/components/sections/phone-buttons";
import { Button } from "~/components/ui/button";
import { page } from "~/site/pages";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/consumer-data-list-solutions";

const PATH = "/consumer-data-list-solutions";

export const meta: Route.MetaFunction = () => pageMeta(PATH);

export default function ConsumerDataListSolutionsPage() {
  return (
    <PageHero title="Consumer Marketing Lists and Data Solutions" intro={page(PATH).description}>
      <Button asChild variant="inverse" size="lg">
        <Link to="/contact">Get Started Today</Link>
      </Button>
      <PhoneButtons variant="outline" />
    </PageHero>
  );
}
