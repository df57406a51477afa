// The privacy request forms: 'Privacy Request Form' on /privacy-au and the GDPR request
// form on /privacy-uk. Required: subject, company contacted, names, communication
// preference and message; the human check is checked on submit.
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { captureAttribution, readAttribution } from "#app/lib/attribution.ts";
import { newSubmissionId, sendSubmission } from "#app/lib/form-api.ts";
import {
  communicationPreferences,
  type FieldErrors,
  isBlank,
  type PrivacyRegion,
  privacyPageNames,
  privacyRequiredFields,
  privacySubjects,
} from "#shared/forms/form-options.ts";
import { stripUnsafe } from "#shared/sanitize.ts";
import { DataCollectionStatement } from "./data-collection-statement.tsx";
import {
  ensureVerified,
  focusFirstError,
  loadSchemas,
  notify,
  REDIRECT_DELAY_MS,
  waitUntilReady,
} from "./form-feedback.ts";
import { Honeypot, SelectField, TextAreaField, TextField } from "./form-fields.tsx";
import { HumanCheck, type HumanCheckController, type HumanCheckState } from "./human-check.tsx";

const FAILURE = "There was a problem submitting your request. Please try again.";

const fieldOrder = [
  "subject",
  "companyContacted",
  "firstName",
  "lastName",
  "communicationPreference",
  "businessName",
  "address",
  "email",
  "phone",
  "message",
] as const;
type FieldName = (typeof fieldOrder)[number];
type Values = Record<FieldName, string> & { suppressFromMarketing: boolean };
const EMPTY: Values = {
  subject: "",
  companyContacted: "",
  firstName: "",
  lastName: "",
  communicationPreference: "",
  businessName: "",
  address: "",
  email: "",
  phone: "",
  message: "",
  suppressFromMarketing: false,
};

export function PrivacyRequestForm({ region, className }: { region: PrivacyRegion; className?: string }) {
  const formId = useId().replace(/:/g, "");
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(EMPTY);
  const [honeypot, setHoneypot] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [check, setCheck] = useState<HumanCheckState>({ verified: false, answer: null, proof: null, readyAt: null });
  const [submitting, setSubmitting] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const checkController = useRef<HumanCheckController | null>(null);
  const submissionId = useRef<string | null>(null);

  useEffect(() => {
    captureAttribution();
  }, []);

  function update(name: FieldName, raw: string) {
    const value = stripUnsafe(raw, name === "message" || name === "address");
    setValues((v) => ({ ...v, [name]: value }));
    submissionId.current = null;
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || redirecting) return;

    let schemas: Awaited<ReturnType<typeof loadSchemas>>;
    try {
      schemas = await loadSchemas();
    } catch {
      notify.failure(FAILURE);
      return;
    }
    const { validate, privacyFieldsSchema } = schemas;
    const result = validate(privacyFieldsSchema(region), { ...values, humanVerification: check.answer ?? "" });
    const fieldErrors: FieldErrors = result.ok ? {} : { ...result.fieldErrors };
    delete fieldErrors.humanVerification;

    // Required fields. On the AU form a message of only spaces has its own toast.
    const blankMessageOnly = region === "au" && values.message !== "" && values.message.trim() === "";
    const missing = privacyRequiredFields.filter(
      (name) => isBlank(values[name]) && !(name === "message" && blankMessageOnly),
    );
    if (missing.length > 0) {
      const missingErrors = Object.fromEntries(missing.map((name) => [name, fieldErrors[name] ?? "Required"]));
      setErrors(missingErrors);
      notify.requiredFields();
      focusFirstError(formId, missingErrors, fieldOrder);
      return;
    }
    if (blankMessageOnly) {
      const messageError = { message: fieldErrors.message ?? "Message is required" };
      setErrors(messageError);
      notify.messageRequired();
      focusFirstError(formId, messageError, fieldOrder);
      return;
    }
    if (Object.keys(fieldErrors).length > 0) {
      setErrors(fieldErrors);
      notify.validation(fieldOrder.map((name) => fieldErrors[name]).find(Boolean)!);
      focusFirstError(formId, fieldErrors, fieldOrder);
      return;
    }
    setErrors({});

    const verified = await ensureVerified(check, checkController.current);
    if (!verified.verified || !verified.proof || !verified.answer) {
      notify.verificationRequired();
      return;
    }

    setSubmitting(true);
    try {
      await waitUntilReady(verified);
      submissionId.current ??= newSubmissionId();
      const outcome = await sendSubmission({
        formType: "privacy",
        region,
        pageName: privacyPageNames[region],
        submissionId: submissionId.current,
        ...values,
        humanVerification: verified.answer,
        humanCheckProof: verified.proof,
        website: honeypot,
        attribution: readAttribution(),
        user_agent: navigator.userAgent,
        ip_address: null,
      });
      switch (outcome.kind) {
        case "ok":
          notify.success(
            "Privacy Request Submitted Successfully!",
            "Thank you for your submission. Redirecting to thank you page...",
          );
          setRedirecting(true);
          setTimeout(() => navigate("/thank-you?source=privacy"), REDIRECT_DELAY_MS);
          break;
        case "rate_limited":
          notify.tooManyRequests();
          break;
        case "verification":
          notify.verificationRequired();
          checkController.current?.reset();
          break;
        case "invalid": {
          setErrors(outcome.fieldErrors);
          notify.validation(fieldOrder.map((name) => outcome.fieldErrors[name]).find(Boolean) ?? FAILURE);
          break;
        }
        default:
          console.error("Privacy request failed", outcome.status);
          notify.failure(FAILURE);
      }
    } finally {
      setSubmitting(false);
    }
  }

  const id = (name: string) => `${formId}-${name}`;
  const text = (name: FieldName) => ({
    id: id(name),
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => update(name, e.target.value),
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={region === "uk" ? "GDPR privacy request form" : "Privacy request form"}
      className={className ?? "relative space-y-5"}
      data-privacy-form={region}
      onFocus={() => void loadSchemas()}
    >
      <SelectField
        {...text("subject")}
        label="Subject"
        required
        placeholder="Choose a subject"
        options={privacySubjects[region]}
      />
      <TextField {...text("companyContacted")} label="Company that contacted you" required autoComplete="off" />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...text("firstName")} label="First Name" required autoComplete="given-name" />
        <TextField {...text("lastName")} label="Last Name" required autoComplete="family-name" />
      </div>
      <SelectField
        {...text("communicationPreference")}
        label="Preferred Communication Method"
        required
        placeholder="Choose how we should reply"
        options={communicationPreferences}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...text("businessName")} label="Business Name" autoComplete="organization" />
        <TextField {...text("phone")} label="Phone" type="tel" autoComplete="tel" />
      </div>
      <TextField {...text("email")} label="Email" type="email" autoComplete="email" />
      <TextField {...text("address")} label="Address" autoComplete="street-address" />
      <TextAreaField {...text("message")} label="Message" required rows={5} textareaClassName="min-h-[120px]" />
      <div className="flex items-start gap-3">
        <input
          id={id("suppress")}
          type="checkbox"
          checked={values.suppressFromMarketing}
          onChange={(e) => setValues((v) => ({ ...v, suppressFromMarketing: e.target.checked }))}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-500 accent-brand-700"
        />
        <label htmlFor={id("suppress")} className="text-sm text-slate-800">
          Please suppress my details from all marketing lists and stop contacting me.
        </label>
      </div>
      <Honeypot id={id("website")} value={honeypot} onChange={setHoneypot} />
      <HumanCheck id={id("human-check")} controller={checkController} onChange={setCheck} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <DataCollectionStatement />
        <Button type="submit" size="lg" disabled={submitting || redirecting}>
          {submitting ? "Submitting..." : region === "uk" ? "Submit GDPR Privacy Request" : "Submit Privacy Request"}
        </Button>
      </div>
    </form>
  );
}
