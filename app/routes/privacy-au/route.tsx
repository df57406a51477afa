import { PrivacyRequestForm } from "#app/components/forms/privacy-request-form.tsx";
import { PolicyLayout } from "#app/components/pages/policy-layout.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { privacyEmail, privacyResponseTimes } from "#shared/site/facts.ts";
import { pageMeta } from "#shared/site/seo.ts";
import type { Route } from "./+types/route";
import { privacyAuPolicy } from "./content.tsx";

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
