// The privacy request forms: 'Privacy Request Form' on /privacy-au and the GDPR request form on
// /privacy-uk. Their fields, required fields, checks and texts are the rules in
// shared/forms/privacy-au.ts and privacy-uk.ts; the submit flow is use-form-submission.ts.
import { Button } from "#app/components/ui/button.tsx";
import type { ShownConsent } from "#shared/consent/statements.ts";
import { type PrivacyRegion, privacyForms } from "#shared/forms/privacy.ts";
import type { PrivacyFieldRules } from "#shared/forms/privacy-fields.ts";
import type { FieldRule, FormRules } from "#shared/forms/rules.ts";
import { DataCollectionStatement } from "./data-collection-statement.tsx";
import { Honeypot, SelectField, TextAreaField, TextField } from "./form-fields.tsx";
import { HumanCheck } from "./human-check.tsx";
import { useFormSubmission } from "./use-form-submission.ts";

export function PrivacyRequestForm({
  region,
  consent,
  className,
}: {
  region: PrivacyRegion;
  /** The statements shown with the form, as the page was rendered (decision 091). */
  consent: ShownConsent;
  className?: string;
}) {
  const rules: FormRules<PrivacyFieldRules & { country?: FieldRule }> = privacyForms[region];
  const form = useFormSubmission(rules, { formType: "privacy", region }, consent);

  return (
    <form
      {...form.formProps}
      aria-label={rules.texts.ariaLabel}
      className={className ?? "relative space-y-5"}
      data-privacy-form={region}
    >
      <SelectField {...form.select("subject")} />
      <TextField {...form.field("companyContacted")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...form.field("firstName")} />
        <TextField {...form.field("lastName")} />
      </div>
      {rules.fields.country ? <SelectField {...form.select("country")} /> : null}
      <SelectField {...form.select("communicationPreference")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...form.field("businessName")} />
        <TextField {...form.field("phone")} />
      </div>
      <TextField {...form.field("email")} />
      <TextField {...form.field("address")} />
      <TextAreaField {...form.field("message")} rows={5} textareaClassName="min-h-[120px]" />
      <div className="flex items-start gap-3">
        <input
          id={form.id("suppress")}
          type="checkbox"
          {...form.register("suppressFromMarketing")}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-500 accent-brand-700"
        />
        <label htmlFor={form.id("suppress")} className="text-sm text-slate-800">
          {rules.fields.suppressFromMarketing.label}
        </label>
      </div>
      <Honeypot {...form.honeypot} />
      <HumanCheck {...form.humanCheck} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <DataCollectionStatement facts={consent.statement} />
        <Button type="submit" size="lg" disabled={form.disabled}>
          {form.sending ? rules.texts.sending : rules.texts.submit}
        </Button>
      </div>
    </form>
  );
}
