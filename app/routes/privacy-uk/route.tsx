import { PrivacyRequestForm } from "#app/components/forms/privacy-request-form.tsx";
import { PolicyLayout } from "#app/components/pages/policy-layout.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { privacyEmail, privacyResponseTimes } from "#shared/site/facts.ts";
import { pageMeta } from "#shared/site/seo.ts";
import type { Route } from "./+types/route";
import { privacyUkPolicy } from "./content.tsx";

export const meta: Route.MetaFunction = () => pageMeta("/privacy-uk");

export default function PrivacyUkPage() {
  return (
    <PolicyLayout policy={privacyUkPolicy} formLabel="Make a GDPR Request">
      <Section
        id="privacy-request"
        title="GDPR Request Form"
        tone="muted"
        intro={
          <p>
            Use this form to exercise any of your rights: access, rectification, erasure, restriction, portability or
            objection. We respond within{" "}
            {privacyResponseTimes.gdprMonths === 1 ? "one month" : `${privacyResponseTimes.gdprMonths} months`}. You can
            also email{" "}
            <a href={`mailto:${privacyEmail}`} className="font-medium text-brand-700 underline underline-offset-2">
              {privacyEmail}
            </a>
            .
          </p>
        }
      >
        <div className="max-w-3xl">
          <PrivacyRequestForm region="uk" />
        </div>
      </Section>
    </PolicyLayout>
  );
}
