// Staff management for administrators (issue 12): every member with role, status, second factor
// and last sign-in; invite (the single-use link is shown and emailed), change role, disable,
// re-enable, reset the second factor, delete. Every change audited; the last active administrator
// is kept. Staff who are not administrators get a 403.
import { data, Form, useNavigation } from "react-router";
import { formatDateTime, titleCase } from "#desk/components/format.ts";
import { Section } from "#desk/components/section.tsx";
import { Table } from "#desk/components/table.tsx";
import { requireStaff, staffContext } from "#desk/lib/staff.server.ts";
import { publicUrl } from "#server/config/config.server.ts";
import { enqueueMail } from "#server/mail/outbox.server.ts";
import { invitationMessage, invite } from "#server/staff/invitations.server.ts";
import {
  deleteStaff,
  disableStaff,
  enableStaff,
  listStaff,
  resetSecondFactor,
  setRole,
} from "#server/staff/members.server.ts";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => [{ title: "Staff | Staff desk" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff, services } = await requireStaff(context, request, { role: "admin" });
  return { members: await listStaff(staffContext(services)), me: staff.id };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { staff, services, ip } = await requireStaff(context, request, { role: "admin" });
  const form = await request.formData();
  const value = (name: string) => String(form.get(name) ?? "").slice(0, 300);
  const intent = value("intent");
  const ctx = staffContext(services);
  const who = { actor: staff.id, ip };
  const id = value("id");
  if (intent === "invite") {
    const role = value("role");
    if (role !== "admin" && role !== "staff") {
      return data({ intent, error: "Choose a role.", done: null, link: null }, { status: 400 });
    }
    const invited = await invite(ctx, { email: value("email"), role, name: value("name") || undefined }, who);
    if (!invited.ok) return data({ intent, error: invited.error, done: null, link: null }, { status: 400 });
    const link = `${publicUrl(services.config)}/desk/invitation/${invited.token}`;
    const email = value("email").trim().toLowerCase();
    if (services.config.SMTP_URL) {
      await enqueueMail(services.storage.db, invitationMessage(email, link), { kind: "staff-invitation" });
    }
    return {
      intent,
      error: null,
      done: services.config.SMTP_URL
        ? `Invitation emailed to ${email}. The link works once, for 72 hours:`
        : `Email is not configured: pass this link to ${email} yourself. It works once, for 72 hours:`,
      link,
    };
  }
  const result =
    intent === "role"
      ? await setRole(ctx, id, value("role") as "admin" | "staff", who)
      : intent === "disable"
        ? id === staff.id
          ? { ok: false as const, error: "You cannot disable your own account." }
          : await disableStaff(ctx, id, who)
        : intent === "enable"
          ? await enableStaff(ctx, id, who)
          : intent === "reset"
            ? await resetSecondFactor(ctx, id, who)
            : intent === "delete"
              ? id === staff.id
                ? { ok: false as const, error: "You cannot delete your own account." }
                : value("confirm") === "delete"
                  ? await deleteStaff(ctx, id, who)
                  : { ok: false as const, error: "Type delete to confirm." }
              : { ok: false as const, error: "Unknown action." };
  if (!result.ok) return data({ intent, error: result.error, done: null, link: null }, { status: 400 });
  const done: Record<string, string> = {
    role: "Role changed.",
    disable: "Account disabled; its sessions have ended.",
    enable: "Account re-enabled.",
    reset: "Second factor reset; the member enrols again at next sign-in.",
    delete: "Account deleted.",
  };
  return { intent, error: null, done: done[intent] ?? "Saved.", link: null };
}

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  const { members, me } = loaderData;
  const busy = useNavigation().state === "submitting";
  const feedback = actionData ? (
    actionData.error ? (
      <p role="alert" className="mt-3 text-sm font-semibold text-red-800">
        {actionData.error}
      </p>
    ) : (
      <div role="status" className="mt-3 text-sm font-semibold text-green-800">
        <p>{actionData.done}</p>
        {actionData.link && <p className="mt-1 font-mono text-xs break-all text-slate-900">{actionData.link}</p>}
      </div>
    )
  ) : null;
  return (
    <>
      <h1 className="text-2xl font-bold">Staff</h1>
      {feedback}
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        {/* min-w-0: a grid item may shrink below its table's width, so the table scrolls, not the page. */}
        <div className="min-w-0 lg:col-span-2">
          <Table caption="Staff members" columns={["Member", "Role", "Status", "Second factor", "Last sign-in", ""]}>
            {members.map((m) => (
              <tr key={m.id} className="border-t border-slate-200 align-top">
                <td className="px-3 py-2">
                  <span className="block font-semibold">{m.name}</span>
                  <span className="block break-all text-slate-700">{m.email}</span>
                </td>
                <td className="px-3 py-2">{titleCase(m.role)}</td>
                <td className="px-3 py-2">{titleCase(m.status)}</td>
                <td className="px-3 py-2">{m.factorsLabel}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(m.lastSignInAt)}</td>
                <td className="px-3 py-2">
                  {m.id === me ? (
                    <span className="text-slate-700">You</span>
                  ) : (
                    <details>
                      <summary className="cursor-pointer font-semibold text-brand-700">
                        Manage<span className="sr-only"> {m.email}</span>
                      </summary>
                      <div className="mt-2 w-60 space-y-3">
                        <Form method="post" className="flex items-end gap-2">
                          <input type="hidden" name="intent" value="role" />
                          <input type="hidden" name="id" value={m.id} />
                          <div>
                            <label htmlFor={`role-${m.id}`} className="block text-xs font-semibold">
                              Role
                            </label>
                            <select id={`role-${m.id}`} name="role" defaultValue={m.role} className="input mt-1">
                              <option value="staff">Staff</option>
                              <option value="admin">Admin</option>
                            </select>
                          </div>
                          <button type="submit" className="btn-secondary" disabled={busy}>
                            Change role
                          </button>
                        </Form>
                        <Form method="post">
                          <input type="hidden" name="intent" value={m.status === "disabled" ? "enable" : "disable"} />
                          <input type="hidden" name="id" value={m.id} />
                          <button type="submit" className="btn-secondary" disabled={busy}>
                            {m.status === "disabled" ? "Re-enable" : "Disable"}
                          </button>
                        </Form>
                        {m.secondFactor && (
                          <Form method="post">
                            <input type="hidden" name="intent" value="reset" />
                            <input type="hidden" name="id" value={m.id} />
                            <button type="submit" className="btn-secondary" disabled={busy}>
                              Reset second factor
                            </button>
                          </Form>
                        )}
                        <Form method="post">
                          <input type="hidden" name="intent" value="delete" />
                          <input type="hidden" name="id" value={m.id} />
                          <label htmlFor={`confirm-${m.id}`} className="block text-xs font-semibold">
                            Type delete to delete {m.email}
                          </label>
                          <input id={`confirm-${m.id}`} name="confirm" autoComplete="off" className="input mt-1" />
                          <button type="submit" className="btn-danger mt-2" disabled={busy}>
                            Delete account
                          </button>
                        </Form>
                      </div>
                    </details>
                  )}
                </td>
              </tr>
            ))}
          </Table>
        </div>
        <Section title="Invite a member">
          <Form method="post">
            <input type="hidden" name="intent" value="invite" />
            <label htmlFor="invite-email" className="block text-sm font-semibold">
              Email
            </label>
            <input id="invite-email" name="email" type="email" required maxLength={254} className="input mt-1" />
            <label htmlFor="invite-name" className="mt-2 block text-sm font-semibold">
              Name
            </label>
            <input id="invite-name" name="name" maxLength={100} className="input mt-1" />
            <label htmlFor="invite-role" className="mt-2 block text-sm font-semibold">
              Role
            </label>
            <select id="invite-role" name="role" defaultValue="staff" className="input mt-1">
              <option value="staff">Staff</option>
              <option value="admin">Admin</option>
            </select>
            <button type="submit" className="btn-primary mt-3" disabled={busy}>
              Send invitation
            </button>
          </Form>
        </Section>
      </div>
    </>
  );
}
