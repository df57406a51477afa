// Sign-in, second step: a code from the authenticator app (accepted once), a passkey, or a
// recovery code. While the account is guarded (server/staff/throttle.server.ts) this step looks
// and answers the same whether the password was right or not, and a failure starts again (back to
// the sign-in page, which says so).
import { href, redirect, useNavigation } from "react-router";
import { AuthFrame, authField } from "#desk/components/auth-frame.tsx";
import { Field } from "#desk/components/field.tsx";
import { IntentForm } from "#desk/components/intent-form.tsx";
import { PasskeyForm } from "#desk/components/passkey-form.tsx";
import { handleIntents, intent } from "#desk/lib/intents.server.ts";
import { currentSession, safeNext } from "#desk/lib/staff.server.ts";
import { answerWhenUnreachable, revalidateUnlessUnreachable } from "#desk/lib/unreachable.ts";
import { listPasskeys, relyingParty, signInWithPasskey } from "#server/staff/passkeys.server.ts";
import { secondFactor, secondStepGuarded } from "#server/staff/second-factors.server.ts";
import { clearedSessionCookie, type SessionInfo, sessionCookie } from "#server/staff/sessions.server.ts";
import type { StaffRole } from "#shared/staff/roles.ts";
import type { Route } from "./+types/route";
import { forms } from "./forms.ts";

export const meta: Route.MetaFunction = () => [{ title: "Second factor | Staff desk" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { session, services } = await currentSession(context, request);
  const next = safeNext(new URL(request.url).searchParams.get("next"), session?.role);
  if (session?.stage === "full") throw redirect(next);
  if (session?.stage === "enrol") throw redirect(href("/enrol"));
  if (!session) throw redirect(href("/sign-in"));
  // Guarded: the same page whether the password was right (a passkey is always offered).
  const hasPasskeys =
    (await secondStepGuarded(services, session)) || (await listPasskeys(services, session.staffId)).length > 0;
  return { next, hasPasskeys };
}

/** The second step needs the session the password step opened. */
function pending(session: SessionInfo | undefined): SessionInfo {
  if (session?.stage !== "factor") throw redirect(href("/sign-in"));
  return session;
}

/**
 * Signed in: the full session's cookie, on to where they were going. A guarded failure ended the
 * attempt: back to the first step, which says why (the same whichever step was wrong). Otherwise
 * the refusal is this page's answer.
 */
function answered(
  result: Awaited<ReturnType<typeof secondFactor>> | Awaited<ReturnType<typeof signInWithPasskey>>,
  to: string | undefined,
  secure: boolean,
  role: StaffRole,
): { ok: false; status: 401 | 429; error: string } {
  if (result.ok) throw redirect(safeNext(to, role), { headers: { "Set-Cookie": sessionCookie(result.token, secure) } });
  if ("restart" in result && result.restart) {
    throw redirect(`${href("/sign-in")}?again=1`, { headers: { "Set-Cookie": clearedSessionCookie(secure) } });
  }
  return result;
}

const intents = {
  code: intent(forms.code, {
    role: "visitor",
    async run(input, { session, services, desk }) {
      const waiting = pending(session);
      const result = await secondFactor(services, waiting, input.code, { ip: desk.clientAddress });
      return answered(result, input.next, desk.secure, waiting.role);
    },
  }),
  passkey: intent(forms.passkey, {
    role: "visitor",
    async run(input, { session, services, desk }) {
      const rp = relyingParty(desk.origin);
      const meta = { ip: desk.clientAddress };
      const waiting = pending(session);
      const result = await signInWithPasskey(services, rp, input.response, meta, waiting);
      return answered(result, input.next, desk.secure, waiting.role);
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

export default function Verify({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <AuthFrame title="Enter your code" error={actionData?.ok === false ? actionData.message : undefined}>
      <IntentForm intent={forms.code} answer={actionData} className="space-y-4" messages="none">
        {(fields) => (
          <>
            <input type="hidden" name={fields.next.name} value={loaderData.next} />
            <Field
              autoFocus
              meta={fields.code}
              label="Code from your authenticator app, or a recovery code"
              autoComplete="one-time-code"
              maxLength={32}
              {...authField}
            />
            <button type="submit" className="btn-primary" disabled={busy}>
              Sign in
            </button>
          </>
        )}
      </IntentForm>
      {loaderData.hasPasskeys && (
        <div className="mt-6">
          <PasskeyForm
            ceremony="second-factor"
            intent={forms.passkey}
            label="Use a passkey instead"
            answer={actionData}
          >
            {(fields) => <input type="hidden" name={fields.next.name} value={loaderData.next} />}
          </PasskeyForm>
        </div>
      )}
    </AuthFrame>
  );
}
