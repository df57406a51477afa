import { PrivacyRequestForm } from "~/components/forms/privacy-request-form";
import { PolicyLayout } from "~/components/pages/policy-layout";
import { Section } from "~/components/sections/section";
import { privacyUkPolicy } from "~/content/privacy-uk";
import { privacyEmail, privacyResponseTimes } from "~/site/facts";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/privacy-uk";

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
