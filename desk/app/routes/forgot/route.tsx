// Forgotten password: the same answer whether or not the address has an account; an active
// account gets a single-use link by email, valid 30 minutes (issue 12). Audited either way.
import { Form, Link, useNavigation } from "react-router";
import { AuthFrame } from "#desk/components/auth-frame.tsx";
import { TextField } from "#desk/components/text-field.tsx";
import { currentSession, staffContext } from "#desk/lib/staff.server.ts";
import { publicUrl } from "#server/config/config.server.ts";
import { enqueueMail } from "#server/mail/outbox.server.ts";
import { RECOVERY_ANSWER, recoveryMessage, requestRecovery } from "#server/staff/recovery.server.ts";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Forgotten password | Staff desk" }];

export async function action({ context, request }: Route.ActionArgs) {
  const { services, desk } = await currentSession(context, request);
  const form = await request.formData();
  const email = String(form.get("email") ?? "").slice(0, 300);
  const link = await requestRecovery(staffContext(services), email, { ip: desk.clientAddress });
  if (link) {
    const url = `${publicUrl(services.config)}/desk/recover/${link.token}`;
    await enqueueMail(services.storage.db, recoveryMessage(link.email, url), { kind: "staff-recovery" });
  }
  return { sent: RECOVERY_ANSWER };
}

export default function Forgot({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <AuthFrame title="Forgotten password">
      {actionData ? (
        <p role="status" className="text-slate-800">
          {actionData.sent}
        </p>
      ) : (
        <Form method="post" className="space-y-4">
          <p className="text-slate-700">
            Enter your staff email address. We will email you a link to choose a new password; you will still need your
            authenticator app or a recovery code to sign in.
          </p>
          <TextField id="email" label="Email" type="email" autoComplete="username" required />
          <button type="submit" className="btn-primary" disabled={busy}>
            Email me a link
          </button>
        </Form>
      )}
      <p className="mt-6">
        <Link to="/sign-in" className="font-semibold text-brand-700 underline">
          Back to sign in
        </Link>
      </p>
    </AuthFrame>
  );
}
