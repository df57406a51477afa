// A form that runs a WebAuthn ceremony before it posts: it asks the desk for options
// (/desk/passkey-options), lets the browser create or use a passkey (@simplewebauthn/browser),
// then posts the browser's answer as the field "response" with the form's other fields to the
// route's action, which verifies it (an IntentForm: the intent's answer shows here). Shown only
// once hydrated in a browser that has WebAuthn.
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from "@simplewebauthn/browser";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { href, useNavigation, useSubmit } from "react-router";
import type { z } from "zod";
import type { FormIntent } from "#desk/lib/forms.ts";
import { withBasename } from "#desk/lib/links.ts";
import { type AnswerLike, type FormFields, IntentForm } from "./intent-form.tsx";

const OPTIONS_URL = withBasename(href("/passkey-options"));

/** What to tell the member when the browser's part failed (the server's refusals come back as the action's answer). */
function problemOf(error: unknown): string {
  const name = error instanceof Error ? error.name : "";
  if (name === "InvalidStateError") return "This device already has a passkey for your account.";
  if (name === "NotAllowedError" || name === "AbortError")
    return "The passkey was not used (the browser's window was closed or timed out). Try again, or use another way.";
  return "The passkey could not be used in this browser. Try again, or use another way.";
}

/** A passkey form's intent: it posts the browser's answer as `response`, with its other fields. */
type PasskeyIntent = FormIntent<string, { response: z.ZodType }>;

export function PasskeyForm<F extends PasskeyIntent>({
  ceremony,
  intent,
  label,
  answer,
  messages = "none",
  children,
  unsupported,
}: {
  /** Create a passkey, use one to sign in on its own, or use one after the password. */
  ceremony: "register" | "sign-in" | "second-factor";
  intent: F;
  label: string;
  /** The route's last answer (shown here when it is this form's). */
  answer: AnswerLike | undefined;
  /** Which of the answer's messages this form shows (the screen may show them itself). */
  messages?: "all" | "refusals" | "none";
  /** More fields posted with the answer (a name for a new passkey), given the form's fields. */
  children?: (fields: FormFields<F>) => ReactNode;
  /** Said instead when this browser cannot use passkeys. */
  unsupported?: string;
}) {
  const responseField: keyof F["fields"] & string = "response";
  const [supported, setSupported] = useState<boolean>();
  const [problem, setProblem] = useState<string>();
  const [working, setWorking] = useState(false);
  const submit = useSubmit();
  const navigating = useNavigation().state === "submitting";
  const busy = working || navigating;
  useEffect(() => setSupported(browserSupportsWebAuthn()), []);
  if (supported === undefined) return null;
  if (!supported) return unsupported ? <p className="text-slate-700">{unsupported}</p> : null;

  async function run(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    setProblem(undefined);
    setWorking(true);
    try {
      const optionsAnswer = await fetch(OPTIONS_URL, {
        method: "POST",
        body: new URLSearchParams({ intent: "options", for: ceremony }),
      });
      if (!optionsAnswer.ok) throw new Error("options");
      const optionsJSON = await optionsAnswer.json();
      const response =
        ceremony === "register" ? await startRegistration({ optionsJSON }) : await startAuthentication({ optionsJSON });
      fields.set(responseField, JSON.stringify(response));
      await submit(fields, { method: "post" });
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setWorking(false);
    }
  }

  return (
    <IntentForm intent={intent} answer={answer} messages={messages} onSubmit={run} className="space-y-3">
      {(fields) => (
        <>
          {children?.(fields)}
          <button type="submit" className="btn-secondary" disabled={busy}>
            {label}
          </button>
          {problem && (
            <p role="alert" className="text-sm font-semibold text-red-800">
              {problem}
            </p>
          )}
        </>
      )}
    </IntentForm>
  );
}
