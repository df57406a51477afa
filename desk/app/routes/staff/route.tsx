// Staff management for administrators (issue 12): every member with role, status, second factor
// and last sign-in; invite (the single-use link is shown and emailed), change role, disable,
// re-enable, reset the second factor, delete. Every change audited; the last active administrator
// is kept. Staff who are not administrators get a 403.
import { useNavigation } from "react-router";
import { Field, type FieldMeta } from "#desk/components/field.tsx";
import { formatDateTime, titleCase } from "#desk/components/format.ts";
import { IntentForm } from "#desk/components/intent-form.tsx";
import { Section } from "#desk/components/section.tsx";
import { Table } from "#desk/components/table.tsx";
import { handleIntents } from "#desk/lib/intents.server.ts";
import { requireStaff } from "#desk/lib/staff.server.ts";
import { answerWhenUnreachable, revalidateUnlessUnreachable } from "#desk/lib/unreachable.ts";
import { listStaff } from "#server/staff/members.server.ts";
import { isStaffRole, roles, staffRoles } from "#shared/staff/roles.ts";
import type { Route } from "./+types/route";
import { forms } from "./forms.ts";
import { intents } from "./intents.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Staff | Staff desk" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff, services } = await requireStaff(context, request);
  return { members: await listStaff(services), me: staff.id };
}

export async function action(args: Route.ActionArgs) {
  return handleIntents(args, intents);
}

// A form sent with no connection is answered on the screen, its words kept (lib/unreachable.ts).
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  answerWhenUnreachable(request, serverAction);
export const shouldRevalidate = revalidateUnlessUnreachable;

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  const { members, me } = loaderData;
  const busy = useNavigation().state === "submitting";
  const feedback = actionData ? (
    actionData.ok ? (
      <div role="status" className="mt-3 text-sm font-semibold text-green-800">
        <p>{actionData.message}</p>
        {actionData.intent === "invite" && actionData.link && (
          <p className="mt-1 font-mono text-xs wrap-anywhere text-slate-900">{actionData.link}</p>
        )}
      </div>
    ) : (
      <p role="alert" className="mt-3 text-sm font-semibold text-red-800">
        {actionData.message}
      </p>
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
                  <span className="block wrap-anywhere text-slate-700">{m.email}</span>
                </td>
                <td className="px-3 py-2">{roleLabel(m.role)}</td>
                <td className="px-3 py-2">{titleCase(m.status)}</td>
                <td className="px-3 py-2">{m.factorsLabel}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(m.lastSignInAt)}</td>
                <td className="px-3 py-2">
                  {m.id === me ? (
                    <span className="text-slate-700">You</span>
                  ) : (
                    <details open={actionData?.target === m.id && !actionData.ok ? true : undefined}>
                      <summary className="cursor-pointer font-semibold text-brand-700">
                        Manage<span className="sr-only"> {m.email}</span>
                      </summary>
                      <div className="mt-2 w-60 space-y-3">
                        <IntentForm
                          intent={forms.role}
                          target={m.id}
                          answer={actionData}
                          messages="none"
                          className="flex items-end gap-2"
                          defaultValue={{ role: m.role }}
                        >
                          {(fields) => (
                            <>
                              <RoleField meta={fields.role} labelClassName="block text-xs font-semibold" />
                              <button type="submit" className="btn-secondary" disabled={busy}>
                                Change role
                              </button>
                            </>
                          )}
                        </IntentForm>
                        <IntentForm
                          intent={m.status === "disabled" ? forms.enable : forms.disable}
                          target={m.id}
                          answer={actionData}
                          messages="none"
                        >
                          <button type="submit" className="btn-secondary" disabled={busy}>
                            {m.status === "disabled" ? "Re-enable" : "Disable"}
                          </button>
                        </IntentForm>
                        {m.secondFactor && (
                          <IntentForm intent={forms.reset} target={m.id} answer={actionData} messages="none">
                            <button type="submit" className="btn-secondary" disabled={busy}>
                              Reset second factor
                            </button>
                          </IntentForm>
                        )}
                        <IntentForm intent={forms.delete} target={m.id} answer={actionData} messages="none">
                          {(fields) => (
                            <>
                              <Field
                                meta={fields.confirm}
                                label={`Type delete to delete ${m.email}`}
                                autoComplete="off"
                                labelClassName="block text-xs font-semibold"
                              />
                              <button type="submit" className="btn-danger mt-2" disabled={busy}>
                                Delete account
                              </button>
                            </>
                          )}
                        </IntentForm>
                      </div>
                    </details>
                  )}
                </td>
              </tr>
            ))}
          </Table>
        </div>
        <Section title="Invite a member">
          <IntentForm intent={forms.invite} answer={actionData} messages="none" className="space-y-2">
            {(fields) => (
              <>
                <Field meta={fields.email} label="Email" type="email" />
                <Field meta={fields.name} label="Name" />
                <RoleField meta={fields.role} defaultValue="staff" />
                <button type="submit" className="btn-primary mt-1" disabled={busy}>
                  Send invitation
                </button>
              </>
            )}
          </IntentForm>
        </Section>
      </div>
    </>
  );
}

/** The role select of both forms (change role, invite): every declared role, by its label. */
function RoleField(props: { meta: FieldMeta; labelClassName?: string; defaultValue?: string }) {
  return (
    <Field as="select" label="Role" {...props}>
      {staffRoles.map((role) => (
        <option key={role} value={role}>
          {roles[role].label}
        </option>
      ))}
    </Field>
  );
}

/** A stored role's label (its code if it is none of the declared roles). */
const roleLabel = (role: string) => (isStaffRole(role) ? roles[role].label : role);
