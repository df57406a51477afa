// Second-factor enrolment: a QR code and the secret as text for any authenticator app (the first
// code confirms it), or a passkey; then ten single-use recovery codes are shown once.
import QRCode from "qrcode";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AuthFrame } from "#desk/components/auth-frame.tsx";
import { PasskeyForm } from "#desk/components/passkey-form.tsx";
import { TextField } from "#desk/components/text-field.tsx";
import { currentSession, staffContext } from "#desk/lib/staff.server.ts";
import { addPasskey, relyingParty } from "#server/staff/passkeys.server.ts";
import { beginTotpEnrolment, confirmTotpEnrolment } from "#server/staff/second-factors.server.ts";
import { sessionCookie } from "#server/staff/sessions.server.ts";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Set up your second factor | Staff desk" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { session, services } = await currentSession(context, request);
  if (!session) throw redirect("/sign-in");
  // Already enrolled (e.g. right after confirming, so the recovery codes stay on screen).
  if (session.stage !== "enrol") return { secret: null, qr: null };
  const { secret, uri } = await beginTotpEnrolment(staffContext(services), session);
  return { secret, qr: await QRCode.toDataURL(uri, { margin: 1, width: 240 }) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { session, services, desk } = await currentSession(context, request);
  if (session?.stage !== "enrol") throw redirect("/sign-in");
  const form = await request.formData();
  const ctx = staffContext(services);
  const meta = { ip: desk.clientAddress };
  if (form.get("intent") === "passkey") {
    const added = await addPasskey(
      ctx,
      session,
      relyingParty(desk.origin),
      { response: String(form.get("response") ?? ""), name: String(form.get("name") ?? "") },
      meta,
    );
    if (!added.ok || !added.enrolled)
      return data({ error: added.ok ? undefined : added.error, recoveryCodes: undefined }, { status: 400 });
    return data(
      { error: undefined, recoveryCodes: added.enrolled.recoveryCodes },
      { headers: { "Set-Cookie": sessionCookie(added.enrolled.token, desk.secure) } },
    );
  }
  const result = await confirmTotpEnrolment(ctx, session, String(form.get("code") ?? ""), meta);
  if (!result.ok) return data({ error: result.error, recoveryCodes: undefined }, { status: 400 });
  return data(
    { error: undefined, recoveryCodes: result.recoveryCodes },
    { headers: { "Set-Cookie": sessionCookie(result.token, desk.secure) } },
  );
}

export default function Enrol({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if (actionData?.recoveryCodes) {
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
        <Link to="/inbox" className="btn-primary mt-6 inline-block">
          Continue to the desk
        </Link>
      </AuthFrame>
    );
  }
  if (!loaderData.secret) {
    return (
      <AuthFrame title="Second factor set up">
        <Link to="/inbox" className="btn-primary inline-block">
          Continue to the desk
        </Link>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title="Set up your second factor" error={actionData?.error}>
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
        <code data-testid="totp-secret" className="break-all font-mono">
          {loaderData.secret}
        </code>
      </p>
      <Form method="post" className="mt-6 space-y-4">
        <TextField
          id="code"
          label="Six-digit code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          maxLength={8}
        />
        <button type="submit" className="btn-primary" disabled={busy}>
          Confirm
        </button>
      </Form>
      <h2 className="mt-8 text-lg font-bold">Or use a passkey</h2>
      <p className="mt-1 text-slate-700">
        Your device's screen lock, your phone or a security key can be your second factor instead of an app.
      </p>
      <div className="mt-3">
        <PasskeyForm ceremony="register" intent="passkey" label="Use a passkey">
          <input type="hidden" name="name" value="First passkey" />
        </PasskeyForm>
      </div>
    </AuthFrame>
  );
}
