// One enquiry as staff work it: every field as submitted, attribution, CRM delivery with a
// re-send, earlier submissions from the same person, status, assignment, notes and history.
// Every action is a declared intent (one schema each).
import { data, href, Link, useNavigation } from "react-router";
import { z } from "zod";
import { AssignForm } from "#desk/components/assign-form.tsx";
import { Field } from "#desk/components/field.tsx";
import { formatDateTime, formatMinutes, statusLabels, titleCase } from "#desk/components/format.ts";
import { IntentForm } from "#desk/components/intent-form.tsx";
import { RecordHeader } from "#desk/components/record-header.tsx";
import { Section } from "#desk/components/section.tsx";
import { Flag, StatusBadge } from "#desk/components/status-badge.tsx";
import { withParams } from "#desk/lib/inbox-place.ts";
import { handleIntents, intent, optionalText, outcomeOf, recordId, requiredText } from "#desk/lib/intents.server.ts";
import { assignableStaff, requireStaff } from "#desk/lib/staff.server.ts";
import { configuredDestinations } from "#server/config/config.server.ts";
import { addNote, assign, getEnquiry, logCall, resendToCrm, setStatus } from "#server/leads/enquiry.server.ts";
import { parseInboxQuery } from "#server/leads/filters.server.ts";
import { inboxNeighbours } from "#server/leads/inbox.server.ts";
import {
  CALL_NOTE_MAX,
  CALL_OUTCOMES,
  callOutcomeLabels,
  ENDING_STATUSES,
  ENQUIRY_STATUSES,
  NOTE_MAX,
} from "#shared/leads/enquiry.ts";
import { destinationSettings } from "#shared/outbox/destinations.ts";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.view.kind === "privacy" ? "Privacy request" : "Enquiry"} | Staff desk` },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services, staff: signedIn } = await requireStaff(context, request);
  const view = await getEnquiry(services, params.id);
  if (!view) throw notFound();
  // The inbox view this enquiry was opened from (its query string): the way back and the neighbours.
  const parsed = parseInboxQuery(new URL(request.url).searchParams);
  const place = parsed.ok ? parsed.query : { filters: {}, values: {} };
  const [staff, neighbours] = await Promise.all([
    assignableStaff(services),
    inboxNeighbours(services.storage, place.filters, view.id),
  ]);
  return {
    view,
    staff,
    me: signedIn.id,
    crmConfigured: configuredDestinations(services.config).crm,
    place: { values: place.values, ...neighbours },
  };
}

const notFound = () => data(null, { status: 404, statusText: "Not Found" });

/** A change's result: an enquiry that is not there is a 404 page, anything else the form's answer. */
function answered(result: { ok: true } | { ok: false; status: number; error: string }, message: string) {
  if (!result.ok && result.status === 404) throw notFound();
  return outcomeOf(result, message);
}

const intents = {
  status: intent({
    role: "staff",
    fields: { status: z.enum(ENQUIRY_STATUSES, { error: "Choose a status." }) },
    async run(input, { services, params, staff, ip }) {
      const result = await setStatus(services, params.id ?? "", input.status, { id: staff.id, ip });
      const answer = answered(result, `Status: ${statusLabels[input.status]}.`);
      // What it was, so the answer can offer to put it back.
      return result.ok && answer.ok ? { ...answer, undo: result.from } : answer;
    },
  }),
  assign: intent({
    role: "staff",
    fields: { assignee: recordId.optional() },
    async run(input, { services, params, staff, ip }) {
      const assignable = await assignableStaff(services);
      const result = await assign(services, params.id ?? "", input.assignee ?? null, { id: staff.id, ip }, async (id) =>
        assignable.some((s) => s.id === id),
      );
      return answered(result, "Assignment saved.");
    },
  }),
  note: intent({
    role: "staff",
    fields: { body: requiredText(NOTE_MAX, "Write the note.") },
    async run(input, { services, params, staff, ip }) {
      return answered(await addNote(services, params.id ?? "", input.body, { id: staff.id, ip }), "Note saved.");
    },
  }),
  call: intent({
    role: "staff",
    fields: {
      outcome: z.enum(CALL_OUTCOMES, { error: "Choose how the call went." }),
      note: optionalText(CALL_NOTE_MAX),
    },
    async run(input, { services, params, staff, ip }) {
      const result = await logCall(services, params.id ?? "", input.outcome, input.note, { id: staff.id, ip });
      return answered(result, `Call logged: ${callOutcomeLabels[input.outcome]}.`);
    },
  }),
  resend: intent({
    role: "staff",
    fields: {},
    async run(_input, { services, params, staff, ip }) {
      return answered(await resendToCrm(services, params.id ?? "", { id: staff.id, ip }), "Queued to be sent again.");
    },
  }),
};

export async function action(args: Route.ActionArgs) {
  return handleIntents(args, intents);
}

const actionLabels: Record<string, string> = {
  "enquiry.status": "changed the status",
  "enquiry.assign": "changed who it is assigned to",
  "enquiry.note": "added a note",
  "enquiry.resend": "sent it to the CRM again",
  "enquiry.call": "logged a call",
};

export default function Enquiry({ loaderData, actionData }: Route.ComponentProps) {
  const { view, staff, me, crmConfigured, place } = loaderData;
  const inView = (id: string) => `${href("/enquiries/:id", { id })}${withParams(place.values)}`;
  const names = new Map(staff.map((s) => [s.id, s.name]));
  const who = (id: string | null) => (id ? (names.get(id) ?? "A former staff member") : "The system");
  const busy = useNavigation().state === "submitting";
  const fieldValue = (column: string) => view.fields.find((f) => f.column === column)?.value ?? "";
  const name = fieldValue("first_name");
  const surname = fieldValue("last_name");
  const phone = fieldValue("phone");

  return (
    <>
      <RecordHeader
        back={{ to: `${href("/inbox")}${withParams(place.values)}`, label: "Back to the inbox" }}
        around={
          <nav aria-label="Enquiries in this view" className="flex gap-4 text-sm">
            <Step to={place.newer && inView(place.newer)} shortcut="k" label="Previous" none="First in this view" />
            <Step to={place.older && inView(place.older)} shortcut="j" label="Next" none="Last in this view" />
          </nav>
        }
        title={`${name} ${surname}`.trim() || "(no name)"}
        summary={`${view.kind === "privacy" ? "Privacy request" : "Enquiry"} from the ${titleCase(view.form)} form, ${formatDateTime(view.receivedAt)}`}
      >
        <StatusBadge status={view.status} />
        {view.duplicate && <Flag tone="info">Possible duplicate (same email or phone within 30 days)</Flag>}
        {view.suppressed && <Flag tone="warn">This person is on the suppression list: do not market to them</Flag>}
        {phone && (
          <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className="ml-2 font-semibold text-brand-700 underline">
            Call {phone}
          </a>
        )}
      </RecordHeader>

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <Section title="As submitted">
            <FieldList fields={view.fields} />
            {/* What sales rarely needs, one click away: the consent record and the browser. */}
            <details className="mt-4 rounded border border-slate-200">
              <summary className="cursor-pointer px-3 py-2 font-semibold text-brand-700">Consent record</summary>
              <div className="px-3 pb-3">
                <FieldList fields={view.record} />
              </div>
            </details>
          </Section>
          <Section title="Where they came from">
            <div className="grid gap-4 sm:grid-cols-2">
              {(["first", "last"] as const).map((touch) => (
                <div key={touch}>
                  <h3 className="font-semibold">
                    {touch === "first" ? "First visit" : "Last visit before submitting"}
                  </h3>
                  <Attribution values={view.attribution[touch]} />
                </div>
              ))}
            </div>
          </Section>
          <Section title="Notes">
            {view.notes.length === 0 ? (
              <p className="text-slate-700">No notes yet.</p>
            ) : (
              <ol className="space-y-3">
                {view.notes.map((note) => (
                  <li key={note.id} className="rounded border border-slate-200 p-3">
                    <p className="text-sm text-slate-700">
                      {who(note.authorId)}, {formatDateTime(note.at)}
                    </p>
                    <p className="mt-1 whitespace-pre-wrap">{note.body}</p>
                  </li>
                ))}
              </ol>
            )}
            <IntentForm intent="note" answer={actionData} messages="refusals" className="mt-4" key={view.notes.length}>
              <Field
                as="textarea"
                name="body"
                label="Add a note"
                rows={3}
                maxLength={NOTE_MAX}
                required
                labelClassName="block font-semibold"
              />
              <button type="submit" className="btn-primary mt-2" disabled={busy}>
                Save note
              </button>
            </IntentForm>
          </Section>
          <Section title="History">
            <ol className="space-y-1 text-sm">
              <li>
                {formatDateTime(view.receivedAt)}: received from the {titleCase(view.form)} form
              </li>
              {view.history.map((entry) => (
                <li key={entry.id}>
                  {formatDateTime(entry.at)}: {who(entry.actor)} {actionLabels[entry.action] ?? entry.action}
                  {entry.action === "enquiry.status" &&
                    ` from ${statusLabels[String(entry.details.from)] ?? entry.details.from} to ${statusLabels[String(entry.details.to)] ?? entry.details.to}`}
                  {entry.action === "enquiry.call" &&
                    `: ${callOutcomeLabels[String(entry.details.outcome) as keyof typeof callOutcomeLabels] ?? entry.details.outcome}`}
                  {entry.action === "enquiry.assign" &&
                    ` to ${entry.details.to ? who(String(entry.details.to)) : "nobody"}`}
                </li>
              ))}
            </ol>
          </Section>
        </div>

        <div className="space-y-6">
          {view.kind === "contact" && (
            <Section title="Work it">
              <StatusButtons current={view.status} busy={busy} answer={actionData} />
              <p className="mt-4 font-semibold">
                Assigned to:{" "}
                <span className="font-normal">{view.assigneeId ? who(view.assigneeId) : "nobody yet"}</span>
              </p>
              {view.assigneeId !== me && (
                <IntentForm intent="assign" target="me" answer={actionData} className="mt-2">
                  <input type="hidden" name="assignee" value={me} />
                  <button type="submit" className="btn-primary" disabled={busy} data-shortcut="a" aria-keyshortcuts="a">
                    Assign to me
                  </button>
                </IntentForm>
              )}
              <AssignForm staff={staff} current={view.assigneeId} busy={busy} answer={actionData} messages="refusals" />
              <LogCall busy={busy} answer={actionData} count={view.calls.length} />
              <p className="mt-4 text-sm">
                Time to first response:{" "}
                <strong>
                  {view.minutesToFirstResponse === null
                    ? "not yet answered"
                    : formatMinutes(view.minutesToFirstResponse)}
                </strong>
              </p>
              {view.calls.length > 0 && (
                <>
                  <h3 className="mt-4 font-semibold">Calls</h3>
                  <ol className="mt-1 space-y-2 text-sm">
                    {view.calls.map((call) => (
                      <li key={call.id}>
                        {formatDateTime(call.at)}: {who(call.authorId)},{" "}
                        {callOutcomeLabels[call.outcome] ?? call.outcome}
                        {call.note && <span className="block whitespace-pre-wrap text-slate-700">{call.note}</span>}
                      </li>
                    ))}
                  </ol>
                </>
              )}
            </Section>
          )}
          <Section title="Sent to the CRM">
            {view.delivery && !crmConfigured && view.delivery.status === "pending" ? (
              <p className="text-sm">
                <strong>{destinationSettings.crm.notice}</strong>: this enquiry is stored here and will be sent when it
                is ({destinationSettings.crm.setting} on the server).
              </p>
            ) : view.delivery ? (
              <>
                <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt>State</dt>
                  <dd>{titleCase(view.delivery.status)}</dd>
                  <dt>Attempts</dt>
                  <dd>{view.delivery.attempts}</dd>
                  <dt>Delivered</dt>
                  <dd>{formatDateTime(view.delivery.deliveredAt)}</dd>
                  {view.delivery.nextAttemptAt && (
                    <>
                      <dt>Next attempt</dt>
                      <dd>{formatDateTime(view.delivery.nextAttemptAt)}</dd>
                    </>
                  )}
                  {view.delivery.lastError && (
                    <>
                      <dt>Last error</dt>
                      <dd className="wrap-anywhere">
                        {view.delivery.lastStatus ? `${view.delivery.lastStatus}: ` : ""}
                        {view.delivery.lastError}
                      </dd>
                    </>
                  )}
                </dl>
                {view.delivery.status !== "pending" && (
                  <IntentForm intent="resend" answer={actionData} messages="refusals" className="mt-3">
                    <button type="submit" className="btn-secondary" disabled={busy}>
                      Send to the CRM again
                    </button>
                  </IntentForm>
                )}
              </>
            ) : (
              <p className="text-sm text-slate-700">Not forwarded (no CRM delivery for this submission).</p>
            )}
          </Section>
          <Section title="Earlier from the same person">
            {view.earlier.length === 0 ? (
              <p className="text-sm text-slate-700">None.</p>
            ) : (
              <ul className="space-y-2 text-sm">
                {view.earlier.map((e) => (
                  <li key={e.id}>
                    <Link to={href("/enquiries/:id", { id: e.id })} className="font-semibold text-brand-700 underline">
                      {titleCase(e.form)}, {formatDateTime(e.receivedAt)}
                    </Link>{" "}
                    <StatusBadge status={e.status} />{" "}
                    <span className="text-slate-700">same {e.matchedOn.join(" and ")}</span>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </div>
      </div>
    </>
  );
}

/** Fields as a list of terms; a time in the desk's zone, named ("Statement shown at" is stored in UTC). */
function FieldList({ fields }: { fields: readonly { column: string; label: string; value: string }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {fields.map((field) => (
        <div key={field.column} className="contents">
          <dt className="font-semibold text-slate-800">{field.label}</dt>
          <dd className="whitespace-pre-wrap">
            {field.value === "" ? "—" : field.column.endsWith("_at") ? formatDateTime(field.value) : field.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** One visit's attribution: only what was recorded (no rows of dashes for Gclid, Fbclid…). */
function Attribution({ values }: { values: Record<string, string | null> }) {
  const recorded = Object.entries(values).filter(([, value]) => value);
  if (recorded.length === 0) return <p className="mt-2 text-sm text-slate-700">Nothing recorded.</p>;
  return (
    <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
      {recorded.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="text-slate-700">{titleCase(key)}</dt>
          <dd className="min-w-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type Answer = Route.ComponentProps["actionData"];

/**
 * The status as one-click buttons (the current one pressed); after a change, what it was can be
 * put back with one more click, which matters most when the change ended the lead (won, lost, spam).
 */
function StatusButtons({ current, busy, answer }: { current: string; busy: boolean; answer: Answer }) {
  const changed = answer?.intent === "status" && answer.target === null && answer.ok ? answer : undefined;
  const undo =
    changed && "undo" in changed && typeof changed.undo === "string" && changed.undo !== current
      ? changed.undo
      : undefined;
  return (
    <>
      <IntentForm intent="status" answer={answer} messages="refusals" key={current}>
        <fieldset>
          <legend className="font-semibold">Status</legend>
          <div className="mt-1 flex flex-wrap gap-2" data-shortcut-group="s">
            {ENQUIRY_STATUSES.map((s, i) => (
              <button
                key={s}
                type="submit"
                name="status"
                value={s}
                aria-pressed={s === current}
                disabled={busy || s === current}
                className={s === current ? "btn-primary" : "btn-secondary"}
                {...(i === 0 ? { "aria-keyshortcuts": "s" } : {})}
              >
                {statusLabels[s]}
              </button>
            ))}
          </div>
        </fieldset>
      </IntentForm>
      {changed && (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <p role="status" className="text-sm font-semibold text-green-800">
            {changed.message}
            {ENDING_STATUSES.includes(current as (typeof ENDING_STATUSES)[number]) && " This ends the lead."}
          </p>
          {undo && (
            <IntentForm intent="status" target="undo" answer={answer}>
              <button type="submit" name="status" value={undo} className="btn-secondary" disabled={busy}>
                Undo (back to {statusLabels[undo]})
              </button>
            </IntentForm>
          )}
        </div>
      )}
    </>
  );
}

/** "Log a call": how it went (one of four), an optional note; a logged call is a response. */
function LogCall({ busy, answer, count }: { busy: boolean; answer: Answer; count: number }) {
  return (
    <IntentForm intent="call" answer={answer} className="mt-4" key={count}>
      <fieldset>
        <legend className="font-semibold">Log a call</legend>
        <div className="mt-1 grid gap-1">
          {CALL_OUTCOMES.map((outcome) => (
            <label key={outcome} className="flex items-center gap-2 text-sm">
              <input type="radio" name="outcome" value={outcome} required />
              {callOutcomeLabels[outcome]}
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        as="textarea"
        name="note"
        label="Note about the call (optional)"
        rows={2}
        maxLength={CALL_NOTE_MAX}
        labelClassName="mt-2 block text-sm font-semibold"
      />
      <button type="submit" className="btn-secondary mt-2" disabled={busy}>
        Log call
      </button>
    </IntentForm>
  );
}

/** A step to the enquiry before or after this one in the view (with its shortcut), or why there is none. */
function Step({
  to,
  shortcut,
  label,
  none,
}: {
  to: string | undefined;
  shortcut: string;
  label: string;
  none: string;
}) {
  return to ? (
    <Link
      to={to}
      className="font-semibold text-brand-700 underline"
      data-shortcut={shortcut}
      aria-keyshortcuts={shortcut}
    >
      {label}
    </Link>
  ) : (
    <span className="text-slate-700">{none}</span>
  );
}
