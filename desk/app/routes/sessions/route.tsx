// A member's own sessions: where they are signed in, and signing out of one or all of them.

import { formatDateTime } from "#desk/components/format.ts";
import { IntentForm } from "#desk/components/intent-form.tsx";
import { handleIntents, intent } from "#desk/lib/intents.server.ts";
import { requireStaff } from "#desk/lib/staff.server.ts";
import { answerWhenUnreachable, revalidateUnlessUnreachable } from "#desk/lib/unreachable.ts";
import { endAllSessions, endSession, listSessions } from "#server/staff/sessions.server.ts";
import type { Route } from "./+types/route";
import { forms } from "./forms.ts";

export const meta: Route.MetaFunction = () => [{ title: "Your sessions | Staff desk" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { staff, services, session } = await requireStaff(context, request);
  const sessions = await listSessions(services, staff.id);
  return { sessions, current: session.id };
}

const intents = {
  end: intent(forms.end, {
    role: "staff",
    async run({ id }, { staff, services, ip, session }) {
      if (id === session?.id) return { ok: false, status: 400, error: "Use Sign out to end this session." };
      if (!(await endSession(services, id, staff.id))) {
        return { ok: false, status: 404, error: "That session has already ended." };
      }
      await services.audit.record({
        actor: staff.id,
        action: "auth.sign_out.session",
        target: { type: "staff", id: staff.id },
        ip,
      });
      return { ok: true, message: "Session ended." };
    },
  }),
  "all-others": intent(forms["all-others"], {
    role: "staff",
    async run(_input, { staff, services, ip }) {
      // This one too: the member signs in again.
      const count = await endAllSessions(services, staff.id);
      await services.audit.record({
        actor: staff.id,
        action: "auth.sign_out.all",
        target: { type: "staff", id: staff.id },
        ip,
        details: { count },
      });
      return { ok: true, message: `Signed out of ${count} session${count === 1 ? "" : "s"}.` };
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

export default function Sessions({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-2xl font-bold">Your sessions</h1>
      <p role="status" className="mt-2 min-h-6 text-slate-700">
        {actionData?.message}
      </p>
      <ul className="mt-4 divide-y divide-slate-200 rounded border border-slate-200 bg-white">
        {loaderData.sessions.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-4 p-4">
            <div>
              <p className="font-semibold">{s.userAgent ?? "Unknown browser"}</p>
              <p className="text-sm text-slate-700">
                Signed in {formatDateTime(s.createdAt)}, last active {formatDateTime(s.lastSeenAt)}
                {s.id === loaderData.current ? " (this session)" : ""}
              </p>
            </div>
            {s.id !== loaderData.current && (
              <IntentForm intent={forms.end} target={s.id} answer={actionData} messages="none">
                <button type="submit" className="btn-secondary">
                  Sign out
                </button>
              </IntentForm>
            )}
          </li>
        ))}
      </ul>
      <IntentForm intent={forms["all-others"]} answer={actionData} messages="none" className="mt-6">
        <button type="submit" className="btn-secondary">
          Sign out everywhere
        </button>
      </IntentForm>
    </>
  );
}
