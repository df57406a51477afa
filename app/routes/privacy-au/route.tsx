import { PolicyLayout } from "#app/components/article/policy-layout.tsx";
import { PrivacyRequestForm } from "#app/components/forms/privacy-request-form.tsx";
import { Section } from "#app/components/sections/section.tsx";
import { RichText } from "#app/components/ui/rich-text.tsx";
import { pageMeta } from "#shared/site/seo.ts";
import type { Route } from "./+types/route";
import { privacyAuPolicy, requestForm } from "./content.tsx";

export const meta: Route.MetaFunction = () => pageMeta("/privacy-au");

export default function PrivacyAuPage() {
  return (
    <PolicyLayout policy={privacyAuPolicy} formLabel={requestForm.jumpLabel}>
      <Section
        id="privacy-request"
        title={requestForm.title}
        tone="muted"
        intro={
          <p>
            <RichText
              text={requestForm.intro}
              linkClassName="font-medium text-brand-700 underline underline-offset-2"
            />
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
