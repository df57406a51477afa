// Choosing a new password from a recovery link (single use, 30 minutes). Every session of the
// account ends; signing in again still needs the second factor.
import { data, Form, redirect, useNavigation } from "react-router";
import { AuthFrame } from "#desk/components/auth-frame.tsx";
import { NewPasswordFields } from "#desk/components/new-password-fields.tsx";
import { currentSession, staffContext } from "#desk/lib/staff.server.ts";
import { PASSWORD_MIN } from "#server/staff/passwords.server.ts";
import { completeRecovery, RECOVERY_LINK_REFUSED, recoveryLinkUsable } from "#server/staff/recovery.server.ts";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Choose a new password | Staff desk" }];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services } = await currentSession(context, request);
  if (!(await recoveryLinkUsable(staffContext(services), params.token))) {
    throw data(RECOVERY_LINK_REFUSED, { status: 410 });
  }
  return { passwordMin: PASSWORD_MIN };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { services, desk } = await currentSession(context, request);
  const form = await request.formData();
  const password = String(form.get("password") ?? "");
  if (password !== String(form.get("confirm") ?? "")) {
    return data({ error: "The two passwords do not match." }, { status: 400 });
  }
  const result = await completeRecovery(staffContext(services), params.token, password, { ip: desk.clientAddress });
  if (!result.ok) return data({ error: result.error }, { status: result.field ? 400 : 410 });
  throw redirect("/sign-in?recovered=1");
}

export default function Recover({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <AuthFrame title="Choose a new password" error={actionData?.error}>
      <p className="text-slate-700">
        At least {loaderData.passwordMin} characters. A few unrelated words make a good one.
      </p>
      <Form method="post" className="mt-6 space-y-4">
        <NewPasswordFields email="" min={loaderData.passwordMin} />
        <button type="submit" className="btn-primary" disabled={busy}>
          Set new password
        </button>
      </Form>
    </AuthFrame>
  );
}
