// Forwarding operations (the same as `npm run outbox`): entries per destination and state, the
// dead ones with their last error, and re-sending one or all. Every re-send is audited.
import { href, Link, useNavigation } from "react-router";
import { formatDateTime, formatMinutes, titleCase } from "#desk/components/format.ts";
import { IntentForm } from "#desk/components/intent-form.tsx";
import { Table } from "#desk/components/table.tsx";
import { handleIntents, intent } from "#desk/lib/intents.server.ts";
import { requireStaff } from "#desk/lib/staff.server.ts";
import { answerWhenUnreachable, revalidateUnlessUnreachable } from "#desk/lib/unreachable.ts";
import { configuredDestinations } from "#server/config/config.server.ts";
import { listConnections } from "#server/crm/connections.server.ts";
import { lastBackup } from "#server/operations/backup.server.ts";
import { outboxEntries, outboxSummary, resend } from "#server/outbox/operations.server.ts";
import { crmLabels } from "#shared/crm/mapping.ts";
import { type Destination, destinationSettings } from "#shared/outbox/destinations.ts";
import type { Route } from "./+types/route";
import { forms } from "./forms.ts";

export const meta: Route.MetaFunction = () => [{ title: "Forwarding | Staff desk" }];

const destinations: Record<string, string> = { crm: "CRM webhook", mail: "Email", lists: "List systems", ...crmLabels };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStaff(context, request);
  const crms = await listConnections(services.storage);
  const [summary, dead, backup] = await Promise.all([
    outboxSummary(
      services.storage,
      crms.map((c) => c.destination),
    ),
    outboxEntries(services.storage, { status: "dead", limit: 100 }),
    lastBackup(services.storage),
  ]);
  const backupAgeHours = backup ? (services.now() - Date.parse(backup.at)) / 3_600_000 : null;
  const configured = configuredDestinations(services.config);
  return {
    summary,
    dead,
    backup: backup ? { at: backup.at, file: backup.file, ageHours: backupAgeHours } : null,
    unconfigured: (Object.keys(configured) as Destination[]).filter((d) => !configured[d]),
    /** CRM connections only an administrator can mend (a refused refresh token). */
    reconnect: crms.flatMap((c) => (c.problem ? [{ destination: c.destination, problem: c.problem }] : [])),
  };
}

const queued = (count: number) =>
  count === 0 ? "Nothing to send again." : `${count} ${count === 1 ? "entry" : "entries"} queued to be sent again.`;

const intents = {
  one: intent(forms.one, {
    role: "staff",
    async run({ id }, { services, staff, ip }) {
      const count = await resend(services.storage, { id }, services.now());
      await services.audit.record({ actor: staff.id, action: "outbox.resend", ip, details: { id, count } });
      return { ok: true, message: queued(count) };
    },
  }),
  all: intent(forms.all, {
    role: "staff",
    async run({ destination }, { services, staff, ip }) {
      const count = await resend(services.storage, { allDead: true, destination }, services.now());
      await services.audit.record({ actor: staff.id, action: "outbox.resend", ip, details: { destination, count } });
      return { ok: true, message: queued(count) };
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

export default function Outbox({ loaderData, actionData }: Route.ComponentProps) {
  const { summary, dead, backup, unconfigured, reconnect } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <h1 className="text-2xl font-bold">Forwarding</h1>
      <p className="mt-1 text-slate-700">
        Every submission is stored first, then forwarded; failed deliveries are retried, then parked here as dead.
      </p>
      {unconfigured.length > 0 && (
        <ul className="mt-3 space-y-2">
          {unconfigured.map((d) => (
            <li key={d} className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950">
              <strong>{destinationSettings[d].notice}</strong> ({destinationSettings[d].setting} not set on the server):
              its entries are kept and wait here until it is set; nothing is being tried.
            </li>
          ))}
        </ul>
      )}
      {reconnect.length > 0 && (
        <ul className="mt-3 space-y-2">
          {reconnect.map((c) => (
            <li key={c.destination} className="rounded border border-red-300 bg-red-50 px-3 py-2 text-red-950">
              <strong>{destinations[c.destination]} needs reconnecting.</strong> {c.problem}. Its deliveries fail until
              an administrator connects it again on the{" "}
              <Link to={href("/crm")} className="underline">
                CRM screen
              </Link>
              ; then send its dead deliveries again.
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="mt-2 min-h-6 font-semibold">
        {actionData?.message}
      </p>
      <div className="mt-4">
        <Table
          caption="Deliveries by destination"
          columns={["Destination", "Waiting", "Oldest waiting", "Delivered", "Dead", ""]}
        >
          {summary.map((s) => (
            <tr key={s.destination} className="border-t border-slate-200">
              <th scope="row" className="px-3 py-2">
                {destinations[s.destination] ?? s.destination}
              </th>
              <td className="px-3 py-2">
                {s.pending}
                {(unconfigured as string[]).includes(s.destination) && (
                  <span className="block text-amber-900">not configured</span>
                )}
              </td>
              <td className="px-3 py-2">{formatDateTime(s.oldestPendingAt)}</td>
              <td className="px-3 py-2">{s.delivered}</td>
              <td className="px-3 py-2">{s.dead}</td>
              <td className="px-3 py-2">
                {s.dead > 0 && (
                  <IntentForm intent={forms.all} target={s.destination} answer={actionData} messages="none">
                    {(fields) => (
                      <>
                        <input type="hidden" name={fields.destination.name} value={s.destination} />
                        <button type="submit" className="btn-secondary" disabled={busy}>
                          Send all {s.dead} again<span className="sr-only"> ({destinations[s.destination]})</span>
                        </button>
                      </>
                    )}
                  </IntentForm>
                )}
              </td>
            </tr>
          ))}
        </Table>
      </div>
      <h2 className="mt-8 text-lg font-bold">Backups</h2>
      <p className="mt-2 text-slate-700" data-testid="last-backup">
        {backup ? (
          <>
            {`Last good backup: ${formatDateTime(backup.at)} (${formatMinutes((backup.ageHours ?? 0) * 60)} ago), ${backup.file}`}
            {(backup.ageHours ?? 0) > 26 && (
              <strong className="text-red-700"> Older than a day: check the backup job.</strong>
            )}
          </>
        ) : (
          <strong className="text-red-700">No backup yet: run npm run backup on the server.</strong>
        )}
      </p>
      <h2 className="mt-8 text-lg font-bold">Dead deliveries</h2>
      {dead.length === 0 ? (
        <p className="mt-2 text-slate-700">None: everything was delivered or is still being tried.</p>
      ) : (
        <div className="mt-2">
          <Table
            caption="Dead deliveries, newest first"
            columns={["Created", "Destination", "What", "Attempts", "Last error", ""]}
          >
            {dead.map((e) => (
              <tr key={e.id} className="border-t border-slate-200">
                <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(e.createdAt)}</td>
                <td className="px-3 py-2">{destinations[e.destination] ?? e.destination}</td>
                <td className="px-3 py-2">{titleCase(e.formType)}</td>
                <td className="px-3 py-2">{e.attempts}</td>
                <td className="px-3 py-2 wrap-anywhere">
                  {e.lastStatus ? `${e.lastStatus}: ` : ""}
                  {e.lastError ?? "—"}
                </td>
                <td className="px-3 py-2">
                  <IntentForm intent={forms.one} target={e.id} answer={actionData} messages="none">
                    <button type="submit" className="btn-secondary" disabled={busy}>
                      Send again<span className="sr-only"> (created {formatDateTime(e.createdAt)})</span>
                    </button>
                  </IntentForm>
                </td>
              </tr>
            ))}
          </Table>
        </div>
      )}
    </>
  );
}
