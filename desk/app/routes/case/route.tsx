// One privacy case as the privacy officer works it (issue 14): what the requester asked, the
// statutory due date and the suppression's, identity, the workflow's next steps, pause, the UK
// extension, the response from a template, erasure for a completed deletion request, and history.
// Every step is the privacy service's; its refusals come back as messages (4xx), never a 5xx.
import { data, Form, useNavigation } from "react-router";
import { ActionResult, AssignForm } from "#desk/components/action-result.tsx";
import {
  caseStatusLabels,
  daysLeftLabel,
  formatDateTime,
  jurisdictionLabels,
  titleCase,
} from "#desk/components/format.ts";
import { RecordHeader } from "#desk/components/record-header.tsx";
import { Section } from "#desk/components/section.tsx";
import { Flag } from "#desk/components/status-badge.tsx";
import { assignableStaff, requireStaff } from "#desk/lib/staff.server.ts";
import { assignCase, extendCase, findCase, moveCase, setPaused } from "#server/privacy/cases.server.ts";
import { eraseCasePerson } from "#server/privacy/erasure.server.ts";
import { identityMethods, recordIdentity } from "#server/privacy/identity.server.ts";
import { draftResponse, sendResponse } from "#server/privacy/templates.server.ts";
import { formatIsoDate } from "#shared/format-date.ts";
import { allowedSteps } from "#shared/privacy/cases.ts";
import { suppressionPeriodText, UK_MAX_EXTENSION_MONTHS } from "#shared/privacy/jurisdictions.ts";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.case.reference ?? "Privacy case"} | Staff desk` },
];

const notFound = () => data(null, { status: 404, statusText: "Not Found" });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services } = await requireStaff(context, request);
  const now = services.now();
  const found = await findCase(services.storage, params.reference, now);
  if (!found.ok) throw notFound();
  const [draft, history, staff] = await Promise.all([
    draftResponse(services.storage, found.case.id, now),
    services.audit.forTarget("privacy_case", found.case.id, 200),
    assignableStaff(services),
  ]);
  const response = draft.ok ? draft.draft : { subject: "", text: "" };
  return { case: found.case, draft: response, history, staff, methods: identityMethods };
}

const methodLabels: Record<string, string> = {
  phone_call: "A phone call",
  document: "A document",
  in_person: "In person",
  other: "Another way",
};

export async function action({ request, context, params }: Route.ActionArgs) {
  const { staff, services, ip } = await requireStaff(context, request);
  const now = services.now();
  const found = await findCase(services.storage, params.reference, now);
  if (!found.ok) throw notFound();
  const id = found.case.id;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const value = (name: string) => String(form.get(name) ?? "").slice(0, 20_000);
  const actor = { id: staff.id, ip };
  const { storage, audit } = services;
  let result: { ok: true } | { ok: false; status: number; error: string };
  switch (intent) {
    case "move":
      result = await moveCase(
        storage,
        audit,
        id,
        { to: value("to"), reason: value("reason"), duplicateOf: value("duplicateOf") },
        actor,
        now,
      );
      break;
    case "pause":
    case "resume":
      result = await setPaused(storage, audit, id, { paused: intent === "pause", reason: value("reason") }, actor, now);
      break;
    case "extend":
      result = await extendCase(
        storage,
        audit,
        id,
        { months: Number(value("months")), reason: value("reason") },
        actor,
        now,
      );
      break;
    case "identity":
      result = await recordIdentity(storage, audit, id, { method: value("method"), note: value("note") }, actor, now);
      break;
    case "assign": {
      const assignee = value("assignee") || null;
      const allowed = assignee === null || (await assignableStaff(services)).some((s) => s.id === assignee);
      result = allowed
        ? await assignCase(storage, audit, id, assignee, actor, now)
        : { ok: false, status: 400, error: "Choose a member of staff." };
      break;
    }
    case "respond":
      result = await sendResponse(storage, audit, id, { subject: value("subject"), text: value("text") }, actor, now);
      break;
    case "erase":
      result =
        value("confirm") === "erase"
          ? await eraseCasePerson(storage, audit, id, actor, now)
          : { ok: false, status: 400, error: "Type erase to confirm: erasure cannot be undone." };
      break;
    default:
      result = { ok: false, status: 400, error: "Unknown action." };
  }
  if (!result.ok) {
    const fields = intent === "respond" ? { subject: value("subject"), text: value("text") } : null;
    return data({ intent, error: result.error, done: null, fields }, { status: result.status });
  }
  return { intent, error: null, done: doneMessages[intent] ?? "Saved.", fields: null };
}

const doneMessages: Record<string, string> = {
  move: "Status changed.",
  pause: "Case paused.",
  resume: "Case resumed.",
  extend: "Due date extended.",
  identity: "Identity recorded.",
  assign: "Assignment saved.",
  respond: "Response queued for sending.",
  erase: "The person's data was erased.",
};

const historyLabels: Record<string, string> = {
  "privacy.case.opened": "opened the case",
  "privacy.case.status": "changed the status",
  "privacy.case.paused": "paused the case",
  "privacy.case.resumed": "resumed the case",
  "privacy.case.extended": "extended the due date",
  "privacy.case.assigned": "changed who it is assigned to",
  "privacy.identity.verified": "confirmed the identity (emailed link)",
  "privacy.identity.recorded": "recorded the identity as checked",
  "privacy.case.response_sent": "sent a response",
  "privacy.erasure": "erased the person's data",
};

export default function PrivacyCase({ loaderData, actionData }: Route.ComponentProps) {
  const { case: c, draft, history, staff, methods } = loaderData;
  const busy = useNavigation().state === "submitting";
  const names = new Map(staff.map((s) => [s.id, s.name]));
  const who = (id: string | null) => (id ? (names.get(id) ?? "A former staff member") : "The system");
  const closed = c.closedAt !== null;
  const steps = allowedSteps[c.status];
  const feedback = (intent: string) => <ActionResult answer={actionData} intent={intent} />;
  const name = `${c.requester.firstName} ${c.requester.lastName}`.trim() || "(erased)";
  const reasonField = (id: string, label: string, required = true) => (
    <>
      <label htmlFor={id} className="mt-2 block text-sm font-semibold">
        {label}
      </label>
      <textarea id={id} name="reason" rows={2} required={required} maxLength={2000} className="input mt-1" />
    </>
  );

  return (
    <>
      <RecordHeader
        back={{ to: "/cases", label: "Back to privacy cases" }}
        title={c.reference}
        summary={`${titleCase(c.requestType)} request from ${name}, received ${formatDateTime(c.receivedAt)}`}
      >
        <span className="rounded bg-slate-100 px-2 py-0.5 text-sm font-semibold">{caseStatusLabels[c.status]}</span>
        {c.pausedAt && <Flag tone="info">Paused</Flag>}
        {c.suppressionNeedsContact && (
          <Flag tone="warn">Suppression needs an email or phone number: ask the requester</Flag>
        )}
        {c.erasedAt && <Flag tone="info">Personal data erased</Flag>}
      </RecordHeader>

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <Section title="Due dates">
            <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
              <dt className="font-semibold">Jurisdiction</dt>
              <dd>{jurisdictionLabels[c.jurisdiction]}</dd>
              <dt className="font-semibold">Answer due</dt>
              <dd>
                {formatIsoDate(c.dueDate)} ({daysLeftLabel(c.daysLeft)})
                {c.extendedTo && (
                  <span className="block text-sm text-slate-700">
                    Extended from {formatIsoDate(c.firstDueDate)}: {c.extensionReason}
                  </span>
                )}
              </dd>
              {c.suppressionRequested && (
                <>
                  <dt className="font-semibold">Suppression</dt>
                  <dd>
                    {c.suppressionEntryId
                      ? "On the suppression list"
                      : "Not on the suppression list yet (no contact detail)"}
                    {c.suppressionDueDate &&
                      ` — due by ${formatIsoDate(c.suppressionDueDate)} (${suppressionPeriodText(c.jurisdiction)})`}
                  </dd>
                </>
              )}
              {c.outcomeReason && (
                <>
                  <dt className="font-semibold">Outcome</dt>
                  <dd className="whitespace-pre-wrap">{c.outcomeReason}</dd>
                </>
              )}
            </dl>
          </Section>
          <Section title="What they asked">
            <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
              <dt className="font-semibold">Subject</dt>
              <dd>{c.requester.subject || "—"}</dd>
              <dt className="font-semibold">Email</dt>
              <dd className="break-all">{c.requester.email || "—"}</dd>
              <dt className="font-semibold">Phone</dt>
              <dd>{c.requester.phone || "—"}</dd>
              <dt className="font-semibold">Message</dt>
              <dd className="break-words whitespace-pre-wrap">{c.requester.message || "—"}</dd>
            </dl>
          </Section>
          {!closed && (
            <Section title="Respond">
              <Form method="post" key={c.responseSentAt ?? "draft"}>
                <input type="hidden" name="intent" value="respond" />
                <label htmlFor="subject" className="block text-sm font-semibold">
                  Subject
                </label>
                <input
                  id="subject"
                  name="subject"
                  required
                  maxLength={200}
                  defaultValue={actionData?.fields?.subject ?? draft.subject}
                  className="input mt-1"
                />
                <label htmlFor="text" className="mt-2 block text-sm font-semibold">
                  Response (from the {c.requestType} template for {c.jurisdiction}; edit before sending)
                </label>
                <textarea
                  id="text"
                  name="text"
                  rows={12}
                  required
                  defaultValue={actionData?.fields?.text ?? draft.text}
                  className="input mt-1 font-mono text-sm"
                />
                {feedback("respond")}
                <button type="submit" className="btn-primary mt-2" disabled={busy || !c.requester.email}>
                  Send response by email
                </button>
                {!c.requester.email && <p className="mt-1 text-sm text-slate-700">No email address to send to.</p>}
              </Form>
              {c.responseSentAt && (
                <p className="mt-2 text-sm text-slate-700">Last response sent {formatDateTime(c.responseSentAt)}.</p>
              )}
            </Section>
          )}
          <Section title="History">
            <ol className="space-y-1 text-sm">
              <li>{formatDateTime(c.receivedAt)}: received</li>
              {[...history].reverse().map((entry) => (
                <li key={entry.id}>
                  {formatDateTime(entry.at)}: {who(entry.actor)} {historyLabels[entry.action] ?? entry.action}
                  {entry.action === "privacy.case.status" &&
                    ` from ${caseStatusLabels[String(entry.details.from)] ?? entry.details.from} to ${caseStatusLabels[String(entry.details.to)] ?? entry.details.to}`}
                  {typeof entry.details.reason === "string" && `: ${entry.details.reason}`}
                </li>
              ))}
            </ol>
          </Section>
        </div>

        <div className="space-y-6">
          <Section title="Identity">
            {c.identityVerifiedAt ? (
              <p>
                Verified {formatDateTime(c.identityVerifiedAt)} by{" "}
                {c.identityMethod === "email_link"
                  ? "the emailed link"
                  : (methodLabels[c.identityMethod ?? ""] ?? c.identityMethod)?.toLowerCase()}
                {c.identityNote && <span className="block text-sm text-slate-700">{c.identityNote}</span>}
              </p>
            ) : (
              <p>Not verified yet.</p>
            )}
            {!closed && !c.identityVerifiedAt && (
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="identity" />
                <label htmlFor="method" className="block text-sm font-semibold">
                  Verified another way
                </label>
                <select id="method" name="method" className="input mt-1">
                  {methods.map((m) => (
                    <option key={m} value={m}>
                      {methodLabels[m]}
                    </option>
                  ))}
                </select>
                <label htmlFor="identity-note" className="mt-2 block text-sm font-semibold">
                  Note
                </label>
                <textarea id="identity-note" name="note" rows={2} required maxLength={1000} className="input mt-1" />
                {feedback("identity")}
                <button type="submit" className="btn-secondary mt-2" disabled={busy}>
                  Record identity
                </button>
              </Form>
            )}
          </Section>
          {!closed && (
            <Section title="Next step">
              <Form method="post">
                <input type="hidden" name="intent" value="move" />
                <label htmlFor="to" className="block text-sm font-semibold">
                  Move to
                </label>
                <select id="to" name="to" className="input mt-1">
                  {steps.map((s) => (
                    <option key={s} value={s}>
                      {caseStatusLabels[s]}
                    </option>
                  ))}
                </select>
                {reasonField("move-reason", "Reason (required to refuse)", false)}
                <label htmlFor="duplicate-of" className="mt-2 block text-sm font-semibold">
                  Case it repeats (for a duplicate)
                </label>
                <input
                  id="duplicate-of"
                  name="duplicateOf"
                  maxLength={40}
                  className="input mt-1"
                  placeholder="PR-2026-000001"
                />
                {feedback("move")}
                <button type="submit" className="btn-primary mt-2" disabled={busy}>
                  Change status
                </button>
              </Form>
              <Form method="post" className="mt-4">
                <input type="hidden" name="intent" value={c.pausedAt ? "resume" : "pause"} />
                {reasonField(
                  "pause-reason",
                  c.pausedAt ? "Why it resumes" : "Why it pauses (e.g. waiting for the requester)",
                )}
                {feedback(c.pausedAt ? "resume" : "pause")}
                <button type="submit" className="btn-secondary mt-2" disabled={busy}>
                  {c.pausedAt ? "Resume" : "Pause"}
                </button>
              </Form>
              {c.jurisdiction === "UK" && !c.extendedTo && (
                <Form method="post" className="mt-4">
                  <input type="hidden" name="intent" value="extend" />
                  <label htmlFor="months" className="block text-sm font-semibold">
                    Extend by (UK GDPR Art. 12(3), once, within the first month)
                  </label>
                  <select id="months" name="months" className="input mt-1">
                    {Array.from({ length: UK_MAX_EXTENSION_MONTHS }, (_, i) => i + 1).map((m) => (
                      <option key={m} value={m}>
                        {m} month{m === 1 ? "" : "s"}
                      </option>
                    ))}
                  </select>
                  {reasonField("extend-reason", "Reason for the extension")}
                  {feedback("extend")}
                  <button type="submit" className="btn-secondary mt-2" disabled={busy}>
                    Extend
                  </button>
                </Form>
              )}
              <AssignForm staff={staff} current={c.assigneeId} busy={busy}>
                {feedback("assign")}
              </AssignForm>
            </Section>
          )}
          {c.requestType === "deletion" && c.status === "completed" && !c.erasedAt && (
            <Section title="Erase this person's data">
              <p className="text-sm">
                Erases their details from enquiries, privacy requests, notes and queued messages. Only the hashed
                identifiers the suppression list needs are kept. This cannot be undone.
              </p>
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="erase" />
                <label htmlFor="confirm" className="block text-sm font-semibold">
                  Type erase to confirm
                </label>
                <input id="confirm" name="confirm" required autoComplete="off" className="input mt-1" />
                {feedback("erase")}
                <button type="submit" className="btn-danger mt-2" disabled={busy}>
                  Erase permanently
                </button>
              </Form>
            </Section>
          )}
          {(actionData?.intent === "erase" || actionData?.intent === "move") && closed && feedback(actionData.intent)}
        </div>
      </div>
    </>
  );
}
