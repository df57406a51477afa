// The five contact forms (home, contact page, lead generation, mortgage, energy). Their fields,
// checks and texts are the rules in shared/forms/contact.ts; the submit flow is
// use-form-submission.ts. This module is the markup.
import { Button } from "#app/components/ui/button.tsx";
import type { ShownConsent } from "#shared/consent/statements.ts";
import { type ContactFormKind, contactForms } from "#shared/forms/contact.ts";
import { DataCollectionStatement } from "./data-collection-statement.tsx";
import { Honeypot, TextAreaField, TextField } from "./form-fields.tsx";
import { HumanCheck } from "./human-check.tsx";
import { useFormSubmission } from "./use-form-submission.ts";

export type { ContactFormKind };

/** The message box's size on each page. */
const messageBox: Record<ContactFormKind, { rows: number; textareaClassName?: string }> = {
  home: { rows: 4 },
  "contact-page": { rows: 5, textareaClassName: "min-h-[120px]" },
  "lead-generation": { rows: 4 },
  mortgage: { rows: 4, textareaClassName: "min-h-[100px]" },
  energy: { rows: 4, textareaClassName: "min-h-[100px]" },
};

const envelope = { formType: "contact" };

export function ContactForm({
  kind,
  consent,
  className,
}: {
  kind: ContactFormKind;
  /** The statements shown with the form, as the page was rendered (decision 091). */
  consent: ShownConsent;
  className?: string;
}) {
  const rules = contactForms[kind];
  const form = useFormSubmission(rules, envelope, consent);

  return (
    <form
      {...form.formProps}
      aria-label={rules.texts.ariaLabel}
      className={className ?? "relative space-y-5"}
      data-form-kind={kind}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...form.field("firstName")} />
        <TextField {...form.field("lastName")} />
        <TextField {...form.field("email")} />
        <TextField {...form.field("phone")} />
      </div>
      <TextField {...form.field("company")} />
      <TextAreaField {...form.field("message")} {...messageBox[kind]} />
      <Honeypot {...form.honeypot} />
      <HumanCheck {...form.humanCheck} />
      {form.errorList.length > 0 ? (
        <div
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-800"
          data-testid="form-error-list"
        >
          <p className="font-semibold">Please fix the following errors:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {form.errorList.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <DataCollectionStatement facts={consent.statement} />
        <Button type="submit" size="lg" disabled={form.disabled} aria-disabled={form.disabled || undefined}>
          {form.sending ? rules.texts.sending : rules.texts.submit}
        </Button>
      </div>
    </form>
  );
}
