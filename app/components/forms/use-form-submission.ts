// The one submit flow of every form, on React Hook Form: the form's rules module decides the
// fields, labels, required marks, checks and texts; this hook runs them in the specification's
// order (browser rate limit, checks with their toasts, human check, minimum fill time, send with
// retries, outcome toasts, thank-you page) and hands the form its field props.
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { type FieldValues, type Resolver, type ResolverResult, useForm } from "react-hook-form";
import { counted } from "#app/analytics/choice.ts";
import {
  type ClientRateLimiter,
  CONTACT_FORM_RATE_KEY,
  createClientRateLimiter,
  startHourlyCleanUp,
} from "#app/lib/client-rate-limit.ts";
import { newSubmissionId, sendSubmission } from "#app/lib/form-api.ts";
import { FORM_OUTCOME_EVENT, type FormOutcomeDetail } from "#shared/analytics/events.ts";
import type { ConsentVersion } from "#shared/consent/statements.ts";
import { touchFrom } from "#shared/forms/attribution.ts";
import { validatorMessages } from "#shared/forms/messages.ts";
import { type CheckOutcome, type FieldErrors, type FieldRule, type FormRules, runChecks } from "#shared/forms/rules.ts";
import { stripUnsafe } from "#shared/sanitize.ts";
import { PRIVACY_RECEIPT_KEY } from "#shared/site/thank-you-mode.ts";
import {
  ensureVerified,
  focusFirstError,
  loadValidation,
  notify,
  REDIRECT_DELAY_MS,
  waitUntilReady,
} from "./form-feedback.ts";
import type { HumanCheckController, HumanCheckState } from "./human-check.tsx";

let limiter: ClientRateLimiter | undefined;
function formLimiter(): ClientRateLimiter {
  limiter ??= createClientRateLimiter(CONTACT_FORM_RATE_KEY);
  return limiter;
}

const UNVERIFIED: HumanCheckState = { verified: false, answer: null, proof: null, readyAt: null };
type Outcome = CheckOutcome | { kind: "unavailable" };

export function useFormSubmission<F extends Record<string, FieldRule>>(
  rules: FormRules<F>,
  /** The form's own part of the API payload (formType, pageName, region…). */
  envelope: Record<string, string>,
  /** The statements' version shown with the form, as the page was rendered (decision 091). */
  shown: ConsentVersion,
) {
  type Name = keyof F & string;
  const all = rules as unknown as FormRules;
  const formId = useId().replace(/:/g, "");
  const order = Object.keys(rules.fields);
  const [check, setCheck] = useState<HumanCheckState>(UNVERIFIED);
  const [errorList, setErrorList] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const checkController = useRef<HumanCheckController | null>(null);
  const latest = useRef({ check, outcome: { kind: "ok" } as Outcome });
  latest.current.check = check;
  const submissionId = useRef<string | null>(null);
  /** When the form and its statements were first on screen (the consent record). */
  const shownAt = useRef<string | null>(null);
  const formElement = useRef<HTMLFormElement | null>(null);
  /** Tells the page's counting beacon how the submission went (app/analytics/beacon.ts). */
  const announce = (detail: FormOutcomeDetail) =>
    formElement.current?.dispatchEvent(new CustomEvent(FORM_OUTCOME_EVENT, { bubbles: true, detail }));

  // The checks run in the resolver; the outcome (which toast) is read back on submit.
  const resolver: Resolver<FieldValues> = async (values): Promise<ResolverResult<FieldValues>> => {
    let fieldErrors: FieldErrors;
    try {
      const { fieldErrorsOf } = await loadValidation();
      fieldErrors = await fieldErrorsOf(all, { ...values, humanVerification: latest.current.check.answer ?? "" });
    } catch {
      latest.current.outcome = { kind: "unavailable" };
      return { values: {}, errors: { form: { type: "unavailable", message: rules.texts.failure } } };
    }
    const verificationMissing = Boolean(fieldErrors.humanVerification);
    delete fieldErrors.humanVerification;
    const outcome = runChecks(all, values, fieldErrors, verificationMissing);
    latest.current.outcome = outcome;
    if (outcome.kind === "ok") return { values, errors: {} };
    const errors = Object.fromEntries(
      Object.entries(outcome.errors).map(([name, message]) => [name, { type: outcome.kind, message }]),
    );
    return { values: {}, errors };
  };

  const form = useForm<FieldValues>({ resolver, reValidateMode: "onSubmit", shouldFocusError: false });
  const { errors } = form.formState;

  useEffect(() => {
    shownAt.current ??= new Date().toISOString();
    if (rules.rateLimited) return startHourlyCleanUp(formLimiter());
  }, [rules.rateLimited]);

  function showInvalid() {
    const outcome = latest.current.outcome;
    if (outcome.kind === "ok") return;
    announce({ reason: outcome.kind === "unavailable" ? "unavailable" : "validation" });
    if (outcome.kind === "unavailable") return notify.failure(rules.texts.failure);
    if (outcome.kind === "required") notify.requiredFields();
    else if (outcome.kind === "messageRequired") notify.messageRequired();
    else {
      if (outcome.list) setErrorList(outcome.list);
      notify.validation(outcome.first);
    }
    focusFirstError(formId, outcome.errors, order);
  }

  async function send(values: FieldValues) {
    const verified = await ensureVerified(latest.current.check, checkController.current);
    if (!verified.verified || !verified.proof || !verified.answer) {
      announce({ reason: "human_check" });
      notify.verificationRequired();
      return;
    }
    setSending(true);
    try {
      await waitUntilReady(verified);
      submissionId.current ??= newSubmissionId();
      if (rules.rateLimited) formLimiter().record();
      const { website, ...fields } = values;
      const outcome = await sendSubmission({
        ...envelope,
        pageName: rules.pageName,
        submissionId: submissionId.current,
        ...fields,
        humanVerification: verified.answer,
        humanCheckProof: verified.proof,
        website: website ?? "",
        // The touch of this page, read now and kept nowhere (decision 085): the server adds the visit's.
        // None for a privacy request (decision 038), nor for a visitor who asked not to be counted.
        ...(envelope.formType !== "privacy" && counted()
          ? { touch: touchFrom(window.location.href, document.referrer) }
          : {}),
        consent: {
          version: shown.label,
          hash: shown.sha256,
          formVersion: rules.version,
          pageUrl: `${window.location.origin}${window.location.pathname}`,
          shownAt: shownAt.current ?? new Date().toISOString(),
        },
        user_agent: navigator.userAgent,
        ip_address: null,
      });
      announce(
        outcome.kind === "ok"
          ? {}
          : {
              reason:
                outcome.kind === "rate_limited"
                  ? "rate_limited"
                  : outcome.kind === "verification"
                    ? "human_check"
                    : outcome.kind === "invalid"
                      ? "validation"
                      : outcome.status === null
                        ? "network"
                        : "unavailable",
            },
      );
      switch (outcome.kind) {
        case "ok":
          // A privacy request's case reference and due date, for the thank-you page (this tab only).
          if (outcome.receipt) {
            try {
              sessionStorage.setItem(PRIVACY_RECEIPT_KEY, JSON.stringify(outcome.receipt));
            } catch {}
          }
          notify.success(...rules.texts.success);
          setRedirecting(true);
          setTimeout(() => window.location.assign(rules.thankYou), REDIRECT_DELAY_MS);
          break;
        case "rate_limited":
          notify.tooManyRequests();
          break;
        case "verification":
          notify.verificationRequired();
          checkController.current?.reset();
          break;
        case "invalid": {
          for (const [name, message] of Object.entries(outcome.fieldErrors)) {
            form.setError(name, { type: "server", message });
          }
          const first = order.map((name) => outcome.fieldErrors[name]).find(Boolean);
          // Not a field's error: a stale page's consent version has its own message (reload).
          notify.validation(first ?? outcome.fieldErrors["consent.version"] ?? rules.texts.failure);
          break;
        }
        default:
          console.error("Form submission failed", outcome.status);
          notify.failure(rules.texts.failure);
      }
    } finally {
      setSending(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    formElement.current = event.currentTarget;
    if (sending || redirecting) return;
    // The browser's own limit comes before anything else (contact page and lead generation).
    if (rules.rateLimited && !formLimiter().allowed()) {
      announce({ reason: "rate_limited" });
      notify.tooManyRequests();
      return;
    }
    void form.handleSubmit(send, showInvalid)(event);
  }

  const id = (name: string) => `${formId}-${name}`;

  /** Typing strips what the server would (control characters, angle brackets) and clears the field's error. */
  function register(name: Name) {
    const rule = rules.fields[name] as FieldRule;
    const multiline = rule.kind === "message" || (rule.kind === "text" && rule.multiline === true);
    const key: string = name;
    return form.register(key, {
      onChange: (event: { target: { value: unknown } }) => {
        const raw = event.target.value;
        if (typeof raw === "string" && rule.kind !== "checkbox") {
          const clean = stripUnsafe(raw, multiline);
          if (clean !== raw) form.setValue(key, clean);
        }
        submissionId.current = null; // changed content is a new submission
        if (form.getFieldState(key).error) form.clearErrors(key);
        if (errorList.length > 0) setErrorList([]);
      },
    });
  }

  /** Props for a TextField or TextAreaField: id, label, required mark, error, input type. */
  function field(name: Name) {
    const rule = rules.fields[name] as FieldRule;
    return {
      id: id(name),
      label: rule.label,
      required: rules.required.includes(name),
      error: errors[name]?.message as string | undefined,
      ...(rule.autoComplete ? { autoComplete: rule.autoComplete } : {}),
      ...(rule.kind === "email" ? { type: "email" } : rule.kind === "phone" ? { type: "tel" } : {}),
      ...register(name),
    };
  }

  /** Props for a SelectField: a choice field with its options and placeholder. */
  function select(name: Name) {
    const rule = rules.fields[name] as FieldRule;
    if (rule.kind !== "choice") throw new Error(`${name} is not a choice`);
    return { ...field(name), options: rule.options, optionLabels: rule.optionLabels, placeholder: rule.placeholder };
  }

  return {
    id,
    field,
    select,
    register,
    /** The honeypot's props. */
    honeypot: { id: id("website"), ...form.register("website") },
    humanCheck: {
      id: id("human-check"),
      controller: checkController,
      onChange: setCheck,
      invalid: errorList.includes(validatorMessages.verificationRequired),
    },
    errorList,
    sending,
    /** Sending, on the way to the thank-you page, or (contact page) waiting for the human check. */
    disabled: sending || redirecting || (rules.submitNeedsVerification === true && !check.verified),
    formProps: { noValidate: true, onSubmit, onFocus: () => void loadValidation() },
  };
}
