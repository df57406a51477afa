// One privacy case as the privacy officer works it (issue 14): what the requester asked, the
// statutory due date and the suppression's, identity, the workflow's next steps, pause, the UK
// extension, the response from a template, erasure for a completed deletion request, and history.
// Every action is a declared intent (one schema each); every step is the privacy service's, and its
// refusals come back as messages (4xx), never a 5xx.
import { data, href, useNavigation } from "react-router";
import { z } from "zod";
import { AssignForm } from "#desk/components/assign-form.tsx";
import { Field } from "#desk/components/field.tsx";
import {
  caseStatusLabels,
  daysLeftLabel,
  formatDateTime,
  jurisdictionLabels,
  titleCase,
} from "#desk/components/format.ts";
import { IntentForm, IntentMessage } from "#desk/components/intent-form.tsx";
import { RecordHeader } from "#desk/components/record-header.tsx";
import { Section } from "#desk/components/section.tsx";
import { Flag } from "#desk/components/status-badge.tsx";
import {
  handleIntents,
  intent,
  type MemberContext,
  optionalText,
  outcomeOf,
  recordId,
  requiredText,
} from "#desk/lib/intents.server.ts";
import { assignableStaff, requireStaff } from "#desk/lib/staff.server.ts";
import { assignCase, extendCase, findCase, moveCase, setPaused } from "#server/privacy/cases.server.ts";
import { eraseCasePerson } from "#server/privacy/erasure.server.ts";
import { identityMethods, recordIdentity } from "#server/privacy/identity.server.ts";
import { draftResponse, sendResponse } from "#server/privacy/templates.server.ts";
import { formatIsoDate } from "#shared/format-date.ts";
import { privacyFields } from "#shared/forms/privacy-fields.ts";
import { allowedSteps, asksForSuppression } from "#shared/privacy/cases.ts";
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

/** The case the URL names (404 when there is none), with what every change takes. */
async function theCase({ params, services, staff, ip }: MemberContext) {
  const now = services.now();
  const found = await findCase(services.storage, params.reference ?? "", now);
  if (!found.ok) throw notFound();
  return { id: found.case.id, storage: services.storage, audit: services.audit, actor: { id: staff.id, ip }, now };
}

const reason = requiredText(2000, "Give the reason.");

const intents = {
  move: intent({
    role: "staff",
    fields: {
      to: requiredText(40, "Choose the next step."),
      reason: optionalText(2000),
      duplicateOf: optionalText(40),
    },
    async run(input, ctx) {
      const c = await theCase(ctx);
      const change = { to: input.to, reason: input.reason ?? "", duplicateOf: input.duplicateOf ?? "" };
      return outcomeOf(await moveCase(c.storage, c.audit, c.id, change, c.actor, c.now), "Status changed.");
    },
  }),
  pause: intent({
    role: "staff",
    fields: { reason },
    async run(input, ctx) {
      const c = await theCase(ctx);
      const result = await setPaused(c.storage, c.audit, c.id, { paused: true, reason: input.reason }, c.actor, c.now);
      return outcomeOf(result, "Case paused.");
    },
  }),
  resume: intent({
    role: "staff",
    fields: { reason },
    async run(input, ctx) {
      const c = await theCase(ctx);
      const result = await setPaused(c.storage, c.audit, c.id, { paused: false, reason: input.reason }, c.actor, c.now);
      return outcomeOf(result, "Case resumed.");
    },
  }),
  extend: intent({
    role: "staff",
    fields: {
      months: z
        .number({ error: "Choose how many months." })
        .int()
        .min(1, "Choose how many months.")
        .max(UK_MAX_EXTENSION_MONTHS, `At most ${UK_MAX_EXTENSION_MONTHS} months.`),
      reason,
    },
    async run(input, ctx) {
      const c = await theCase(ctx);
      return outcomeOf(await extendCase(c.storage, c.audit, c.id, input, c.actor, c.now), "Due date extended.");
    },
  }),
  identity: intent({
    role: "staff",
    fields: {
      method: z.enum(identityMethods, { error: "Choose how the identity was checked." }),
      note: requiredText(1000, "Add a note on how the identity was checked."),
    },
    async run(input, ctx) {
      const c = await theCase(ctx);
      return outcomeOf(await recordIdentity(c.storage, c.audit, c.id, input, c.actor, c.now), "Identity recorded.");
    },
  }),
  assign: intent({
    role: "staff",
    fields: { assignee: recordId.optional() },
    async run(input, ctx) {
      const c = await theCase(ctx);
      const assignee = input.assignee ?? null;
      if (assignee !== null && !(await assignableStaff(ctx.services)).some((s) => s.id === assignee)) {
        return { ok: false, status: 400, error: "Choose a member of staff.", field: "assignee" };
      }
      return outcomeOf(await assignCase(c.storage, c.audit, c.id, assignee, c.actor, c.now), "Assignment saved.");
    },
  }),
  respond: intent({
    role: "staff",
    fields: {
      subject: requiredText(200, "Give the email a subject."),
      text: requiredText(20_000, "Write the response."),
    },
    async run(input, ctx) {
      const c = await theCase(ctx);
      const result = await sendResponse(c.storage, c.audit, c.id, input, c.actor, c.now);
      return outcomeOf(result, "Response queued for sending.");
    },
  }),
  erase: intent({
    role: "staff",
    fields: { confirm: z.literal("erase", { error: "Type erase to confirm: erasure cannot be undone." }) },
    async run(_input, ctx) {
      const c = await theCase(ctx);
      return outcomeOf(
        await eraseCasePerson(c.storage, c.audit, c.id, c.actor, c.now),
        "The person's data was erased.",
      );
    },
  }),
};

export async function action(args: Route.ActionArgs) {
  return handleIntents(args, intents);
}

const methodLabels: Record<string, string> = {
  phone_call: "A phone call",
  document: "A document",
  in_person: "In person",
  other: "Another way",
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
  const name = `${c.requester.firstName} ${c.requester.lastName}`.trim() || "(erased)";
  const reasonField = (label: string, required = true) => (
    <div className="mt-2">
      <Field as="textarea" name="reason" label={label} rows={2} required={required} maxLength={2000} />
    </div>
  );

  return (
    <>
      <RecordHeader
        back={{ to: href("/cases"), label: "Back to privacy cases" }}
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
                    <span className="block text-sm text-slate-700">
                      {asksForSuppression(c.requestType)
                        ? `Why: the request itself asks it (its subject is “${c.requester.subject || titleCase(c.requestType)}”), whatever the form's “suppress” box said.`
                        : `Why: they ticked “${privacyFields([""]).suppressFromMarketing.label}” on the form.`}
                    </span>
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
              <dd className="wrap-anywhere">{c.requester.email || "—"}</dd>
              <dt className="font-semibold">Phone</dt>
              <dd>{c.requester.phone || "—"}</dd>
              <dt className="font-semibold">Message</dt>
              <dd className="wrap-anywhere whitespace-pre-wrap">{c.requester.message || "—"}</dd>
            </dl>
          </Section>
          {!closed && (
            <Section title="Respond">
              <IntentForm
                intent="respond"
                answer={actionData}
                key={c.responseSentAt ?? "draft"}
                defaultValue={{ subject: draft.subject, text: draft.text }}
              >
                <Field name="subject" label="Subject" required maxLength={200} />
                <div className="mt-2">
                  <Field
                    as="textarea"
                    name="text"
                    label={`Response (from the ${c.requestType} template for ${c.jurisdiction}; edit before sending)`}
                    rows={12}
                    required
                    className="input mt-1 font-mono text-sm"
                  />
                </div>
                <button type="submit" className="btn-primary mt-2" disabled={busy || !c.requester.email}>
                  Send response by email
                </button>
                {!c.requester.email && <p className="mt-1 text-sm text-slate-700">No email address to send to.</p>}
              </IntentForm>
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
              <IntentForm intent="identity" answer={actionData} className="mt-3">
                <Field as="select" name="method" label="Verified another way">
                  {methods.map((m) => (
                    <option key={m} value={m}>
                      {methodLabels[m]}
                    </option>
                  ))}
                </Field>
                <div className="mt-2">
                  <Field as="textarea" name="note" label="Note" rows={2} required maxLength={1000} />
                </div>
                <button type="submit" className="btn-secondary mt-2" disabled={busy}>
                  Record identity
                </button>
              </IntentForm>
            )}
          </Section>
          {!closed && (
            <Section title="Next step">
              <IntentForm intent="move" answer={actionData}>
                <Field as="select" name="to" label="Move to">
                  {steps.map((s) => (
                    <option key={s} value={s}>
                      {caseStatusLabels[s]}
                    </option>
                  ))}
                </Field>
                {reasonField("Reason (required to refuse)", false)}
                <div className="mt-2">
                  <Field
                    name="duplicateOf"
                    label="Case it repeats (for a duplicate)"
                    maxLength={40}
                    placeholder="PR-2026-000001"
                  />
                </div>
                <button type="submit" className="btn-primary mt-2" disabled={busy}>
                  Change status
                </button>
              </IntentForm>
              <IntentForm
                intent={c.pausedAt ? "resume" : "pause"}
                answer={actionData}
                messages="refusals"
                className="mt-4"
                key={c.pausedAt ? "paused" : "running"}
              >
                {reasonField(c.pausedAt ? "Why it resumes" : "Why it pauses (e.g. waiting for the requester)")}
                <button type="submit" className="btn-secondary mt-2" disabled={busy}>
                  {c.pausedAt ? "Resume" : "Pause"}
                </button>
              </IntentForm>
              {/* Done, the form has turned into the other one: its message here. */}
              {(actionData?.intent === "pause" || actionData?.intent === "resume") && actionData.ok && (
                <IntentMessage answer={actionData} />
              )}
              {c.jurisdiction === "UK" && !c.extendedTo && (
                <IntentForm intent="extend" answer={actionData} className="mt-4">
                  <Field as="select" name="months" label="Extend by (UK GDPR Art. 12(3), once, within the first month)">
                    {Array.from({ length: UK_MAX_EXTENSION_MONTHS }, (_, i) => i + 1).map((m) => (
                      <option key={m} value={m}>
                        {m} month{m === 1 ? "" : "s"}
                      </option>
                    ))}
                  </Field>
                  {reasonField("Reason for the extension")}
                  <button type="submit" className="btn-secondary mt-2" disabled={busy}>
                    Extend
                  </button>
                </IntentForm>
              )}
              <AssignForm staff={staff} current={c.assigneeId} busy={busy} answer={actionData} />
            </Section>
          )}
          {c.requestType === "deletion" && c.status === "completed" && !c.erasedAt && (
            <Section title="Erase this person's data">
              <p className="text-sm">
                Erases their details from enquiries, privacy requests, notes and queued messages. Only the hashed
                identifiers the suppression list needs are kept. This cannot be undone.
              </p>
              <IntentForm intent="erase" answer={actionData} className="mt-3">
                <Field name="confirm" label="Type erase to confirm" required autoComplete="off" />
                <button type="submit" className="btn-danger mt-2" disabled={busy}>
                  Erase permanently
                </button>
              </IntentForm>
            </Section>
          )}
          {(actionData?.intent === "erase" || actionData?.intent === "move") && closed && (
            <IntentMessage answer={actionData} />
          )}
        </div>
      </div>
    </>
  );
}
