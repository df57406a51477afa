// Sign-in, first step: email and password (the second factor follows), or a passkey on its own.
// The answer is the same whether or not the address has an account; an address that keeps
// failing waits, then is locked out of that account (server/staff/throttle.server.ts).
import { href, Link, redirect, useNavigation } from "react-router";
import { AuthFrame, authField } from "#desk/components/auth-frame.tsx";
import { Field } from "#desk/components/field.tsx";
import { IntentForm } from "#desk/components/intent-form.tsx";
import { PasskeyForm } from "#desk/components/passkey-form.tsx";
import { handleIntents, intent } from "#desk/lib/intents.server.ts";
import { currentSession, safeNext } from "#desk/lib/staff.server.ts";
import { answerWhenUnreachable, revalidateUnlessUnreachable } from "#desk/lib/unreachable.ts";
import { relyingParty, signInWithPasskey } from "#server/staff/passkeys.server.ts";
import { GUARDED_REFUSED } from "#server/staff/second-factors.server.ts";
import { sessionCookie } from "#server/staff/sessions.server.ts";
import { signIn } from "#server/staff/sign-in.server.ts";
import type { Route } from "./+types/route";
import { forms } from "./forms.ts";

export const meta: Route.MetaFunction = () => [{ title: "Sign in | Staff desk" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { session } = await currentSession(context, request);
  const next = safeNext(new URL(request.url).searchParams.get("next"), session?.role);
  if (session?.stage === "full") throw redirect(next);
  const params = new URL(request.url).searchParams;
  // Back from a guarded second step that failed: one answer, whichever step was wrong.
  return {
    next,
    recovered: params.get("recovered") === "1",
    again: params.get("again") === "1" ? GUARDED_REFUSED : null,
  };
}

const intents = {
  password: intent(forms.password, {
    role: "visitor",
    async run(input, { services, desk, request }) {
      const meta = { ip: desk.clientAddress, userAgent: request.headers.get("user-agent") };
      const result = await signIn(services, { email: input.email, password: input.password }, meta);
      if (!result.ok) return result;
      const to =
        result.stage === "enrol"
          ? href("/enrol")
          : `${href("/verify")}?next=${encodeURIComponent(safeNext(input.next))}`;
      throw redirect(to, { headers: { "Set-Cookie": sessionCookie(result.session.token, desk.secure) } });
    },
  }),
  passkey: intent(forms.passkey, {
    role: "visitor",
    async run(input, { services, desk, request }) {
      const meta = { ip: desk.clientAddress, userAgent: request.headers.get("user-agent") };
      const result = await signInWithPasskey(services, relyingParty(desk.origin), input.response, meta);
      if (!result.ok) return result;
      throw redirect(safeNext(input.next), { headers: { "Set-Cookie": sessionCookie(result.token, desk.secure) } });
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

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <AuthFrame
      title="Sign in to the staff desk"
      error={actionData?.ok === false ? actionData.message : (loaderData.again ?? undefined)}
    >
      {loaderData.recovered && (
        <p role="status" className="mb-4 rounded bg-green-50 p-3 text-green-900">
          Your password has been changed. Sign in with it and your authenticator app.
        </p>
      )}
      <IntentForm intent={forms.password} answer={actionData} className="space-y-4" messages="none">
        {(fields) => (
          <>
            <input type="hidden" name={fields.next.name} value={loaderData.next} />
            <Field meta={fields.email} label="Email" type="email" autoComplete="username" autoFocus {...authField} />
            <Field
              meta={fields.password}
              label="Password"
              type="password"
              autoComplete="current-password"
              {...authField}
            />
            <button type="submit" className="btn-primary" disabled={busy}>
              Continue
            </button>
          </>
        )}
      </IntentForm>
      <div className="mt-6">
        <PasskeyForm ceremony="sign-in" intent={forms.passkey} label="Sign in with a passkey" answer={actionData}>
          {(fields) => <input type="hidden" name={fields.next.name} value={loaderData.next} />}
        </PasskeyForm>
      </div>
      <p className="mt-6">
        <Link to={href("/forgot")} className="font-semibold text-brand-700 underline">
          Forgotten your password?
        </Link>
      </p>
      <p className="mt-2 text-slate-700">Staff accounts are by invitation only.</p>
    </AuthFrame>
  );
}
