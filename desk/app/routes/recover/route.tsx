// Choosing a new password from a recovery link (single use, 30 minutes). Every session of the
// account ends; signing in again still needs the second factor.
import { data, href, redirect, useNavigation } from "react-router";
import { AuthFrame } from "#desk/components/auth-frame.tsx";
import { IntentForm } from "#desk/components/intent-form.tsx";
import { NewPasswordFields } from "#desk/components/new-password-fields.tsx";
import { handleIntents, intent } from "#desk/lib/intents.server.ts";
import { currentSession } from "#desk/lib/staff.server.ts";
import { answerWhenUnreachable, revalidateUnlessUnreachable } from "#desk/lib/unreachable.ts";
import { PASSWORD_MIN } from "#server/staff/password-rules.ts";
import { completeRecovery, RECOVERY_LINK_REFUSED, recoveryLinkUsable } from "#server/staff/recovery.server.ts";
import type { Route } from "./+types/route";
import { forms } from "./forms.ts";

export const meta: Route.MetaFunction = () => [{ title: "Choose a new password | Staff desk" }];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services } = await currentSession(context, request);
  if (!(await recoveryLinkUsable(services, params.token))) throw data(RECOVERY_LINK_REFUSED, { status: 410 });
  return { passwordMin: PASSWORD_MIN };
}

const intents = {
  set: intent(forms.set, {
    role: "visitor",
    async run(input, { services, desk, params }) {
      if (input.password !== input.confirm) {
        return { ok: false, status: 400, error: "The two passwords do not match.", field: "confirm" };
      }
      const result = await completeRecovery(services, params.token ?? "", input.password, { ip: desk.clientAddress });
      if (!result.ok) return { ok: false, status: result.field ? 400 : 410, error: result.error, field: result.field };
      throw redirect(`${href("/sign-in")}?recovered=1`);
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

export default function Recover({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <AuthFrame title="Choose a new password" error={actionData?.ok === false ? actionData.message : undefined}>
      <p className="text-slate-700">
        At least {loaderData.passwordMin} characters. A few unrelated words make a good one.
      </p>
      <IntentForm intent={forms.set} answer={actionData} className="mt-6 space-y-4" messages="none">
        {(fields) => (
          <>
            <NewPasswordFields email="" min={loaderData.passwordMin} fields={fields} />
            <button type="submit" className="btn-primary" disabled={busy}>
              Set new password
            </button>
          </>
        )}
      </IntentForm>
    </AuthFrame>
  );
}
