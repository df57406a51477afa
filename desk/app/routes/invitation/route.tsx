// Accepting an invitation: choose a password (12+ characters, not a common one), then enrol a
// second factor before anything else. The link works once, for 72 hours.
import { data, href, redirect, useNavigation } from "react-router";
import { AuthFrame } from "#desk/components/auth-frame.tsx";
import { IntentForm } from "#desk/components/intent-form.tsx";
import { NewPasswordFields } from "#desk/components/new-password-fields.tsx";
import { handleIntents, intent } from "#desk/lib/intents.server.ts";
import { currentSession } from "#desk/lib/staff.server.ts";
import { answerWhenUnreachable, revalidateUnlessUnreachable } from "#desk/lib/unreachable.ts";
import { acceptInvitation, INVITATION_REFUSED, invitationEmail } from "#server/staff/invitations.server.ts";
import { PASSWORD_MIN } from "#server/staff/password-rules.ts";
import { sessionCookie } from "#server/staff/sessions.server.ts";
import type { Route } from "./+types/route";
import { forms } from "./forms.ts";

export const meta: Route.MetaFunction = () => [{ title: "Accept your invitation | Staff desk" }];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services } = await currentSession(context, request);
  const email = await invitationEmail(services, params.token);
  if (!email) throw data(INVITATION_REFUSED, { status: 410 });
  return { email, passwordMin: PASSWORD_MIN };
}

const intents = {
  accept: intent(forms.accept, {
    role: "visitor",
    async run(input, { services, desk, request, params }) {
      if (input.password !== input.confirm) {
        return { ok: false, status: 400, error: "The two passwords do not match.", field: "confirm" };
      }
      const result = await acceptInvitation(services, params.token ?? "", input.password, {
        ip: desk.clientAddress,
        userAgent: request.headers.get("user-agent"),
      });
      if (!result.ok) return { ok: false, status: result.field ? 400 : 410, error: result.error, field: result.field };
      throw redirect(href("/enrol"), { headers: { "Set-Cookie": sessionCookie(result.session.token, desk.secure) } });
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

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <AuthFrame title="Welcome to the staff desk" error={actionData?.ok === false ? actionData.message : undefined}>
      <p className="text-slate-700">
        Choose a password for <strong>{loaderData.email}</strong>: at least {loaderData.passwordMin} characters. A few
        unrelated words make a good one.
      </p>
      <IntentForm intent={forms.accept} answer={actionData} className="mt-6 space-y-4" messages="none">
        {(fields) => (
          <>
            <NewPasswordFields email={loaderData.email} min={loaderData.passwordMin} fields={fields} />
            <button type="submit" className="btn-primary" disabled={busy}>
              Set password
            </button>
          </>
        )}
      </IntentForm>
    </AuthFrame>
  );
}
