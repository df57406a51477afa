// A member's own sessions: where they are signed in, and signing out of one or all of them.
import { data, Form } from "react-router";
import { formatDateTime } from "#desk/components/format.ts";
import { currentSession, requireStaff, staffContext } from "#desk/lib/staff.server.ts";
import { endAllSessions, endSession, listSessions } from "#server/staff/sessions.server.ts";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Your sessions | Staff desk" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { staff, services } = await requireStaff(context, request);
  const { session } = await currentSession(context, request);
  const sessions = await listSessions(staffContext(services), staff.id);
  return { sessions, current: session?.id };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { staff, services, ip } = await requireStaff(context, request);
  const { session } = await currentSession(context, request);
  const ctx = staffContext(services);
  const form = await request.formData();
  const target = { type: "staff", id: staff.id };
  if (form.get("intent") === "all-others") {
    const count = await endAllSessions(ctx, staff.id);
    // endAllSessions ended this one too: the member signs in again.
    await ctx.audit.record({ actor: staff.id, action: "auth.sign_out.all", target, ip, details: { count } });
    return data({ message: `Signed out of ${count} session${count === 1 ? "" : "s"}.` });
  }
  const id = String(form.get("session") ?? "");
  if (id === session?.id) return data({ message: "Use Sign out to end this session." }, { status: 400 });
  const ended = await endSession(ctx, id, staff.id);
  if (!ended) return data({ message: "That session has already ended." }, { status: 404 });
  await ctx.audit.record({ actor: staff.id, action: "auth.sign_out.session", target, ip });
  return data({ message: "Session ended." });
}

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
              <Form method="post">
                <input type="hidden" name="session" value={s.id} />
                <button type="submit" className="btn-secondary">
                  Sign out
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      <Form method="post" className="mt-6">
        <input type="hidden" name="intent" value="all-others" />
        <button type="submit" className="btn-secondary">
          Sign out everywhere
        </button>
      </Form>
    </>
  );
}
