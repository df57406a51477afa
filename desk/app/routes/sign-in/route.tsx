// Sign-in, first step: email and password (the second factor follows), or a passkey on its own.
// The answer is the same whether or not the address has an account; repeated failures are
// delayed and then locked (server/staff/throttle.server.ts).
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AuthFrame } from "#desk/components/auth-frame.tsx";
import { PasskeyForm } from "#desk/components/passkey-form.tsx";
import { TextField } from "#desk/components/text-field.tsx";
import { currentSession, safeNext, staffContext } from "#desk/lib/staff.server.ts";
import { relyingParty, signInWithPasskey } from "#server/staff/passkeys.server.ts";
import { sessionCookie } from "#server/staff/sessions.server.ts";
import { signIn } from "#server/staff/sign-in.server.ts";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Sign in | Staff desk" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { session } = await currentSession(context, request);
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  if (session?.stage === "full") throw redirect(next);
  return { next, recovered: new URL(request.url).searchParams.get("recovered") === "1" };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { services, desk } = await currentSession(context, request);
  const form = await request.formData();
  const next = safeNext(String(form.get("next") ?? ""));
  const meta = { ip: desk.clientAddress, userAgent: request.headers.get("user-agent") };
  if (form.get("intent") === "passkey") {
    const result = await signInWithPasskey(
      staffContext(services),
      relyingParty(desk.origin),
      String(form.get("response") ?? ""),
      meta,
    );
    if (!result.ok) return data({ error: result.error, email: "" }, { status: result.status });
    throw redirect(next, { headers: { "Set-Cookie": sessionCookie(result.token, desk.secure) } });
  }
  const email = String(form.get("email") ?? "").slice(0, 320);
  const password = String(form.get("password") ?? "");
  const result = await signIn(staffContext(services), { email, password }, meta);
  if (!result.ok) return data({ error: result.error, email }, { status: result.status });
  const to = result.stage === "enrol" ? "/enrol" : `/verify?next=${encodeURIComponent(next)}`;
  throw redirect(to, { headers: { "Set-Cookie": sessionCookie(result.session.token, desk.secure) } });
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <AuthFrame title="Sign in to the staff desk" error={actionData?.error}>
      {loaderData.recovered && (
        <p role="status" className="mb-4 rounded bg-green-50 p-3 text-green-900">
          Your password has been changed. Sign in with it and your authenticator app.
        </p>
      )}
      <Form method="post" className="space-y-4">
        <input type="hidden" name="next" value={loaderData.next} />
        <TextField
          id="email"
          label="Email"
          type="email"
          autoComplete="username"
          required
          defaultValue={actionData?.email}
        />
        <TextField id="password" label="Password" type="password" autoComplete="current-password" required />
        <button type="submit" className="btn-primary" disabled={busy}>
          Continue
        </button>
      </Form>
      <div className="mt-6">
        <PasskeyForm ceremony="sign-in" intent="passkey" label="Sign in with a passkey">
          <input type="hidden" name="next" value={loaderData.next} />
        </PasskeyForm>
      </div>
      <p className="mt-6">
        <Link to="/forgot" className="font-semibold text-brand-700 underline">
          Forgotten your password?
        </Link>
      </p>
      <p className="mt-2 text-slate-700">Staff accounts are by invitation only.</p>
    </AuthFrame>
  );
}
