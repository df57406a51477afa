// Forgotten password: the same answer whether or not the address has an account; an active
// account gets a single-use link by email, valid 30 minutes (issue 12). Audited either way. With
// no mail server configured no link is made at all: one nobody can receive would only lie in the
// outbox (issue 22).
import { href, Link, useNavigation } from "react-router";
import { AuthFrame, authField } from "#desk/components/auth-frame.tsx";
import { Field } from "#desk/components/field.tsx";
import { IntentForm } from "#desk/components/intent-form.tsx";
import { handleIntents, intent } from "#desk/lib/intents.server.ts";
import { answerWhenUnreachable, revalidateUnlessUnreachable } from "#desk/lib/unreachable.ts";
import { publicUrl } from "#server/config/config.server.ts";
import { mailRecoveryLink, RECOVERY_ANSWER } from "#server/staff/recovery.server.ts";
import type { Route } from "./+types/route";
import { forms } from "./forms.ts";

export const meta: Route.MetaFunction = () => [{ title: "Forgotten password | Staff desk" }];

const intents = {
  request: intent(forms.request, {
    role: "visitor",
    async run(input, { services, desk }) {
      const mail = Boolean(services.config.SMTP_URL);
      // After the answer: a known address costs more work (a link, a mail) than an unknown one, and
      // the time to answer must not tell them apart.
      services.afterAnswer("password recovery", () =>
        mailRecoveryLink({ ...services, mail }, input.email, { ip: desk.clientAddress }, publicUrl(services.config)),
      );
      return { ok: true, message: RECOVERY_ANSWER };
    },
  }),
};

export async function action(args: Route.ActionArgs) {
  return handleIntents(args, intents);
}

// A form sent with no connection is answered on the screen, its words kept (lib/unreachable.ts).
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  answerWhenUnreachable(request, serverAction);
export const shouldRevalidate = revalidateUnlessUnreachable;

export default function Forgot({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <AuthFrame title="Forgotten password" error={actionData?.ok === false ? actionData.message : undefined}>
      {actionData?.ok ? (
        <p role="status" className="text-slate-800">
          {actionData.message}
        </p>
      ) : (
        <IntentForm intent={forms.request} answer={actionData} className="space-y-4" messages="none">
          {(fields) => (
            <>
              <p className="text-slate-700">
                Enter your staff email address. We will email you a link to choose a new password; you will still need
                your authenticator app or a recovery code to sign in.
              </p>
              <Field meta={fields.email} label="Email" type="email" autoComplete="username" autoFocus {...authField} />
              <button type="submit" className="btn-primary" disabled={busy}>
                Email me a link
              </button>
            </>
          )}
        </IntentForm>
      )}
      <p className="mt-6">
        <Link to={href("/sign-in")} className="font-semibold text-brand-700 underline">
          Back to sign in
        </Link>
      </p>
    </AuthFrame>
  );
}
