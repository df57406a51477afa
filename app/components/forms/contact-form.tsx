// The five contact forms (home, contact page, lead generation, mortgage, energy): the
// specification's fields, checks, toasts and button states, posting to the form API.
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { captureAttribution, readAttribution } from "#app/lib/attribution.ts";
import {
  type ClientRateLimiter,
  CONTACT_FORM_RATE_KEY,
  createClientRateLimiter,
  startHourlyCleanUp,
} from "#app/lib/client-rate-limit.ts";
import { newSubmissionId, sendSubmission } from "#app/lib/form-api.ts";
import {
  type ContactFormKind,
  companyLabel,
  contactPageNames,
  contactRequiredFields,
  type FieldErrors,
  isBlank,
  messages,
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
import { Honeypot, TextAreaField, TextField } from "./form-fields.tsx";
import { HumanCheck, type HumanCheckController, type HumanCheckState } from "./human-check.tsx";

export type { ContactFormKind };

interface KindSettings {
  success: [title: string, description?: string];
  failure: string;
  /** Client-side limiter, checked first (contact page and lead generation). */
  rateLimited: boolean;
  /** Lead generation: a validation helper with an error list box. */
  errorList: boolean;
  /** Contact page: the submit button waits for the human check. */
  submitNeedsVerification: boolean;
  rows: number;
  textareaClassName?: string;
}

const FAILED = "Failed to send message. Please try again.";

const settings: Record<ContactFormKind, KindSettings> = {
  home: {
    success: ["Message Sent!"],
    failure: FAILED,
    rateLimited: false,
    errorList: false,
    submitNeedsVerification: false,
    rows: 4,
  },
  "contact-page": {
    success: ["Message Sent Successfully!", "Thank you for contacting us. Redirecting to thank you page..."],
    failure: "There was a problem sending your message. Please try again.",
    rateLimited: true,
    errorList: false,
    submitNeedsVerification: true,
    rows: 5,
    textareaClassName: "min-h-[120px]",
  },
  "lead-generation": {
    success: ["Message Sent!", "Thank you for your inquiry. Redirecting to thank you page..."],
    failure: FAILED,
    rateLimited: true,
    errorList: true,
    submitNeedsVerification: false,
    rows: 4,
  },
  mortgage: {
    success: ["Message Sent!"],
    failure: FAILED,
    rateLimited: false,
    errorList: false,
    submitNeedsVerification: false,
    rows: 4,
    textareaClassName: "min-h-[100px]",
  },
  energy: {
    success: ["Request Sent Successfully!", "Thank you for your interest. Redirecting to thank you page..."],
    failure: FAILED,
    rateLimited: false,
    errorList: false,
    submitNeedsVerification: false,
    rows: 4,
    textareaClassName: "min-h-[100px]",
  },
};

const fieldOrder = ["firstName", "lastName", "email", "phone", "company", "message", "humanVerification"] as const;
type FieldName = (typeof contactRequiredFields)[number];
type Values = Record<FieldName, string>;
const EMPTY: Values = { firstName: "", lastName: "", email: "", phone: "", company: "", message: "" };

let limiter: ClientRateLimiter | undefined;
function contactLimiter(): ClientRateLimiter {
  limiter ??= createClientRateLimiter(CONTACT_FORM_RATE_KEY);
  return limiter;
}

export function ContactForm({ kind, className }: { kind: ContactFormKind; className?: string }) {
  const config = settings[kind];
  const formId = useId().replace(/:/g, "");
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(EMPTY);
  const [honeypot, setHoneypot] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [errorList, setErrorList] = useState<string[]>([]);
  const [check, setCheck] = useState<HumanCheckState>({ verified: false, answer: null, proof: null, readyAt: null });
  const [submitting, setSubmitting] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const checkController = useRef<HumanCheckController | null>(null);
  const submissionId = useRef<string | null>(null);
  const errorBoxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    captureAttribution();
    if (config.rateLimited) return startHourlyCleanUp(contactLimiter());
  }, [config.rateLimited]);

  function update(name: FieldName, raw: string) {
    const value = stripUnsafe(raw, name === "message");
    setValues((v) => ({ ...v, [name]: value }));
    submissionId.current = null; // changed content is a new submission
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
    if (errorList.length > 0) setErrorList([]);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || redirecting) return;

    // 1. The client-side rate limit (contact page and lead generation).
    if (config.rateLimited && !contactLimiter().allowed()) {
      notify.tooManyRequests();
      return;
    }

    // 2. Validation.
    let schemas: Awaited<ReturnType<typeof loadSchemas>>;
    try {
      schemas = await loadSchemas();
    } catch {
      notify.failure(config.failure);
      return;
    }
    const { validate, contactFieldsSchema } = schemas;
    const result = validate(contactFieldsSchema(kind), { ...values, humanVerification: check.answer ?? "" });
    const fieldErrors: FieldErrors = result.ok ? {} : { ...result.fieldErrors };
    const verificationMissing = Boolean(fieldErrors.humanVerification);
    delete fieldErrors.humanVerification;

    if (config.errorList) {
      if (Object.keys(fieldErrors).length > 0) {
        const list = fieldOrder.map((name) => fieldErrors[name]).filter((m): m is string => Boolean(m));
        if (verificationMissing) list.push(messages.verificationRequired);
        setErrors(fieldErrors);
        setErrorList(list);
        notify.validation(list[0]!);
        focusFirstError(formId, fieldErrors, fieldOrder);
        return;
      }
    } else {
      const missing = contactRequiredFields.filter((name) => isBlank(values[name]));
      if (missing.length > 0) {
        const missingErrors = Object.fromEntries(
          missing.map((name) => [name, fieldErrors[name] ?? messages.required(name)]),
        );
        setErrors(missingErrors);
        notify.requiredFields();
        focusFirstError(formId, missingErrors, fieldOrder);
        return;
      }
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
        notify.validation(fieldOrder.map((name) => fieldErrors[name]).find(Boolean)!);
        focusFirstError(formId, fieldErrors, fieldOrder);
        return;
      }
    }
    setErrors({});

    // 3. Human verification.
    const verified = await ensureVerified(check, checkController.current);
    if (!verified.verified || !verified.proof || !verified.answer) {
      notify.verificationRequired();
      return;
    }

    // 4. Send.
    setSubmitting(true);
    try {
      await waitUntilReady(verified);
      submissionId.current ??= newSubmissionId();
      if (config.rateLimited) contactLimiter().record();
      const outcome = await sendSubmission({
        formType: "contact",
        pageName: contactPageNames[kind],
        submissionId: submissionId.current,
        firstName: values.firstName,
        lastName: values.lastName,
        phone: values.phone,
        email: values.email,
        message: values.message,
        company: values.company.trim() === "" ? null : values.company,
        humanVerification: verified.answer,
        humanCheckProof: verified.proof,
        website: honeypot,
        attribution: readAttribution(),
        user_agent: navigator.userAgent,
        ip_address: null,
      });
      switch (outcome.kind) {
        case "ok":
          notify.success(...config.success);
          setRedirecting(true);
          setTimeout(() => navigate("/thank-you"), REDIRECT_DELAY_MS);
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
          const first = fieldOrder.map((name) => outcome.fieldErrors[name]).find(Boolean);
          notify.validation(first ?? config.failure);
          break;
        }
        default:
          console.error("Form submission failed", outcome.status);
          notify.failure(config.failure);
      }
    } finally {
      setSubmitting(false);
    }
  }

  const id = (name: string) => `${formId}-${name}`;
  const disabled = submitting || redirecting || (config.submitNeedsVerification && !check.verified);

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={kind === "home" ? "Contact form" : "Enquiry form"}
      className={className ?? "relative space-y-5"}
      data-form-kind={kind}
      onFocus={() => void loadSchemas()}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={id("firstName")}
          label="First Name"
          required
          autoComplete="given-name"
          value={values.firstName}
          onChange={(e) => update("firstName", e.target.value)}
          error={errors.firstName}
        />
        <TextField
          id={id("lastName")}
          label="Last Name"
          required
          autoComplete="family-name"
          value={values.lastName}
          onChange={(e) => update("lastName", e.target.value)}
          error={errors.lastName}
        />
        <TextField
          id={id("email")}
          label="Email"
          type="email"
          required
          autoComplete="email"
          value={values.email}
          onChange={(e) => update("email", e.target.value)}
          error={errors.email}
        />
        <TextField
          id={id("phone")}
          label="Phone"
          type="tel"
          required
          autoComplete="tel"
          value={values.phone}
          onChange={(e) => update("phone", e.target.value)}
          error={errors.phone}
        />
      </div>
      <TextField
        id={id("company")}
        label={companyLabel(kind)}
        required
        autoComplete="organization"
        value={values.company}
        onChange={(e) => update("company", e.target.value)}
        error={errors.company}
      />
      <TextAreaField
        id={id("message")}
        label="Message"
        required
        rows={config.rows}
        textareaClassName={config.textareaClassName}
        value={values.message}
        onChange={(e) => update("message", e.target.value)}
        error={errors.message}
      />
      <Honeypot id={id("website")} value={honeypot} onChange={setHoneypot} />
      <HumanCheck
        id={id("human-check")}
        controller={checkController}
        onChange={setCheck}
        invalid={errorList.includes(messages.verificationRequired)}
      />
      {errorList.length > 0 ? (
        <div
          ref={errorBoxRef}
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-800"
          data-testid="form-error-list"
        >
          <p className="font-semibold">Please fix the following errors:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {errorList.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <DataCollectionStatement />
        <Button type="submit" size="lg" disabled={disabled} aria-disabled={disabled || undefined}>
          {submitting ? "Sending..." : "Send Message"}
        </Button>
      </div>
    </form>
  );
}
