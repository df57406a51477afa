// Accepting an invitation: choose a password (12+ characters, not a common one), then enrol a
// second factor before anything else. The link works once, for 72 hours.
import { data, Form, redirect, useNavigation } from "react-router";
import { AuthFrame } from "#desk/components/auth-frame.tsx";
import { NewPasswordFields } from "#desk/components/new-password-fields.tsx";
import { currentSession, staffContext } from "#desk/lib/staff.server.ts";
import { acceptInvitation, INVITATION_REFUSED, invitationEmail } from "#server/staff/invitations.server.ts";
import { PASSWORD_MIN } from "#server/staff/passwords.server.ts";
import { sessionCookie } from "#server/staff/sessions.server.ts";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Accept your invitation | Staff desk" }];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services } = await currentSession(context, request);
  const email = await invitationEmail(staffContext(services), params.token);
  if (!email) {
    throw data(INVITATION_REFUSED, {
      status: 410,
    });
  }
  return { email, passwordMin: PASSWORD_MIN };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { services, desk } = await currentSession(context, request);
  const form = await request.formData();
  const password = String(form.get("password") ?? "");
  if (password !== String(form.get("confirm") ?? ""))
    return data({ error: "The two passwords do not match." }, { status: 400 });
  const result = await acceptInvitation(staffContext(services), params.token, password, {
    ip: desk.clientAddress,
    userAgent: request.headers.get("user-agent"),
  });
  if (!result.ok) return data({ error: result.error }, { status: result.field ? 400 : 410 });
  throw redirect("/enrol", { headers: { "Set-Cookie": sessionCookie(result.session.token, desk.secure) } });
}

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <AuthFrame title="Welcome to the staff desk" error={actionData?.error}>
      <p className="text-slate-700">
        Choose a password for <strong>{loaderData.email}</strong>: at least {loaderData.passwordMin} characters. A few
        unrelated words make a good one.
      </p>
      <Form method="post" className="mt-6 space-y-4">
        <NewPasswordFields email={loaderData.email} min={loaderData.passwordMin} />
        <button type="submit" className="btn-primary" disabled={busy}>
          Set password
        </button>
      </Form>
    </AuthFrame>
  );
}
