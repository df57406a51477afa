import { PrivacyRequestForm } from "~/components/forms/privacy-request-form";
import { PolicyLayout } from "~/components/pages/policy-layout";
import { Section } from "~/components/sections/section";
import { privacyAuPolicy } from "~/content/privacy-au";
import { privacyEmail, privacyResponseTimes } from "~/site/facts";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/privacy-au";

export const meta: Route.MetaFunction = () => pageMeta("/privacy-au");

export default function PrivacyAuPage() {
  return (
    <PolicyLayout policy={privacyAuPolicy} formLabel="Make a Privacy Request">
      <Section
        id="privacy-request"
        title="Privacy Request Form"
        tone="muted"
        intro={
          <p>
            Ask us to opt you out of our database, confirm where we got your details, or give you access to or correct
            the information we hold. We respond within {privacyResponseTimes.auDays} days. You can also email{" "}
            <a href={`mailto:${privacyEmail}`} className="font-medium text-brand-700 underline underline-offset-2">
              {privacyEmail}
            </a>
            .
          </p>
        }
      >
        <div className="max-w-3xl">
          <PrivacyRequestForm region="au" />
        </div>
      </Section>
    </PolicyLayout>
  );
}
