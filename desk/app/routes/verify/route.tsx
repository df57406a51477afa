// Sign-in, second step: a code from the authenticator app (accepted once), a passkey, or a
// recovery code.
import { data, Form, redirect, useNavigation } from "react-router";
import { AuthFrame } from "#desk/components/auth-frame.tsx";
import { PasskeyForm } from "#desk/components/passkey-form.tsx";
import { TextField } from "#desk/components/text-field.tsx";
import { currentSession, safeNext, staffContext } from "#desk/lib/staff.server.ts";
import { listPasskeys, relyingParty, signInWithPasskey } from "#server/staff/passkeys.server.ts";
import { secondFactor } from "#server/staff/second-factors.server.ts";
import { sessionCookie } from "#server/staff/sessions.server.ts";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Second factor | Staff desk" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { session, services } = await currentSession(context, request);
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  if (session?.stage === "full") throw redirect(next);
  if (session?.stage === "enrol") throw redirect("/enrol");
  if (!session) throw redirect("/sign-in");
  const passkeys = await listPasskeys(staffContext(services), session.staffId);
  return { next, hasPasskeys: passkeys.length > 0 };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { session, services, desk } = await currentSession(context, request);
  if (session?.stage !== "factor") throw redirect("/sign-in");
  const form = await request.formData();
  const result =
    form.get("intent") === "passkey"
      ? await signInWithPasskey(
          staffContext(services),
          relyingParty(desk.origin),
          String(form.get("response") ?? ""),
          { ip: desk.clientAddress },
          session,
        )
      : await secondFactor(staffContext(services), session, String(form.get("code") ?? ""), {
          ip: desk.clientAddress,
        });
  if (!result.ok) return data({ error: result.error }, { status: result.status });
  throw redirect(safeNext(String(form.get("next") ?? "")), {
    headers: { "Set-Cookie": sessionCookie(result.token, desk.secure) },
  });
}

export default function Verify({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <AuthFrame title="Enter your code" error={actionData?.error}>
      <Form method="post" className="space-y-4">
        <input type="hidden" name="next" value={loaderData.next} />
        <TextField
          id="code"
          label="Code from your authenticator app, or a recovery code"
          autoComplete="one-time-code"
          required
          maxLength={32}
        />
        <button type="submit" className="btn-primary" disabled={busy}>
          Sign in
        </button>
      </Form>
      {loaderData.hasPasskeys && (
        <div className="mt-6">
          <PasskeyForm ceremony="second-factor" intent="passkey" label="Use a passkey instead">
            <input type="hidden" name="next" value={loaderData.next} />
          </PasskeyForm>
        </div>
      )}
    </AuthFrame>
  );
}
