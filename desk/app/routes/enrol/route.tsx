// Second-factor enrolment: a QR code and the secret as text for any authenticator app (the first
// code confirms it), or a passkey; then ten single-use recovery codes are shown once.
import QRCode from "qrcode";
import { href, Link, redirect, useNavigation } from "react-router";
import { AuthFrame, authField } from "#desk/components/auth-frame.tsx";
import { Field } from "#desk/components/field.tsx";
import { IntentForm } from "#desk/components/intent-form.tsx";
import { PasskeyForm } from "#desk/components/passkey-form.tsx";
import { handleIntents, intent } from "#desk/lib/intents.server.ts";
import { currentSession } from "#desk/lib/staff.server.ts";
import { answerWhenUnreachable, revalidateUnlessUnreachable } from "#desk/lib/unreachable.ts";
import { addPasskey, relyingParty } from "#server/staff/passkeys.server.ts";
import { beginTotpEnrolment, confirmTotpEnrolment } from "#server/staff/second-factors.server.ts";
import { type SessionInfo, sessionCookie } from "#server/staff/sessions.server.ts";
import type { Route } from "./+types/route";
import { forms } from "./forms.ts";

export const meta: Route.MetaFunction = () => [{ title: "Set up your second factor | Staff desk" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { session, services } = await currentSession(context, request);
  if (!session) throw redirect(href("/sign-in"));
  // Already enrolled (e.g. right after confirming, so the recovery codes stay on screen).
  if (session.stage !== "enrol") return { secret: null, qr: null };
  const { secret, uri } = await beginTotpEnrolment(services, session);
  return { secret, qr: await QRCode.toDataURL(uri, { margin: 1, width: 240 }) };
}

/** Enrolment needs the session the invitation (or a password without a second factor) opened. */
function enrolling(session: SessionInfo | undefined): SessionInfo {
  if (session?.stage !== "enrol") throw redirect(href("/sign-in"));
  return session;
}

/** Enrolled: the recovery codes, shown once, and the full session's cookie. */
const enrolled = (recoveryCodes: string[], token: string, secure: boolean) => ({
  ok: true as const,
  message: "Your second factor is set up.",
  recoveryCodes,
  headers: { "Set-Cookie": sessionCookie(token, secure) },
});

const intents = {
  totp: intent(forms.totp, {
    role: "visitor",
    async run(input, { session, services, desk }) {
      const result = await confirmTotpEnrolment(services, enrolling(session), input.code, { ip: desk.clientAddress });
      if (!result.ok) return { ok: false, status: 400, error: result.error, field: "code" };
      return enrolled(result.recoveryCodes, result.token, desk.secure);
    },
  }),
  passkey: intent(forms.passkey, {
    role: "visitor",
    async run(input, { session, services, desk }) {
      const rp = relyingParty(desk.origin);
      const added = await addPasskey(services, enrolling(session), rp, input, { ip: desk.clientAddress });
      if (!added.ok) return { ok: false, status: 400, error: added.error };
      if (!added.enrolled) return { ok: false, status: 400, error: "That passkey could not be added. Try again." };
      return enrolled(added.enrolled.recoveryCodes, added.enrolled.token, desk.secure);
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

export default function Enrol({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if (actionData?.ok && actionData.recoveryCodes) {
    return (
      <AuthFrame title="Your recovery codes">
        <p className="text-slate-700">
          Keep these somewhere safe. Each works once, in place of your second factor, if you lose your phone or passkey.
          They are shown only now.
        </p>
        <ol className="mt-4 grid grid-cols-2 gap-2 font-mono" aria-label="Recovery codes">
          {actionData.recoveryCodes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ol>
        <Link to={href("/")} className="btn-primary mt-6 inline-block">
          Continue to the desk
        </Link>
      </AuthFrame>
    );
  }
  if (!loaderData.secret) {
    return (
      <AuthFrame title="Second factor set up">
        <Link to={href("/")} className="btn-primary inline-block">
          Continue to the desk
        </Link>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title="Set up your second factor" error={actionData?.ok === false ? actionData.message : undefined}>
      <p className="text-slate-700">
        Scan this code with an authenticator app (for example Google Authenticator, Microsoft Authenticator or
        1Password), then enter the six-digit code it shows.
      </p>
      <img
        src={loaderData.qr ?? ""}
        alt="QR code for your authenticator app"
        width={240}
        height={240}
        className="mt-4"
      />
      <p className="mt-4 text-slate-700">
        Or enter this key by hand:{" "}
        <code data-testid="totp-secret" className="wrap-anywhere font-mono">
          {loaderData.secret}
        </code>
      </p>
      <IntentForm intent={forms.totp} answer={actionData} className="mt-6 space-y-4" messages="none">
        {(fields) => (
          <>
            <Field
              autoFocus
              meta={fields.code}
              label="Six-digit code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              {...authField}
            />
            <button type="submit" className="btn-primary" disabled={busy}>
              Confirm
            </button>
          </>
        )}
      </IntentForm>
      <h2 className="mt-8 text-lg font-bold">Or use a passkey</h2>
      <p className="mt-1 text-slate-700">
        Your device's screen lock, your phone or a security key can be your second factor instead of an app.
      </p>
      <div className="mt-3">
        <PasskeyForm ceremony="register" intent={forms.passkey} label="Use a passkey" answer={actionData}>
          {(fields) => <input type="hidden" name={fields.name.name} value="First passkey" />}
        </PasskeyForm>
      </div>
    </AuthFrame>
  );
}
