// What a privacy case says: its due dates (and the suppression's, with why it was asked), what the
// requester asked, and its history from the audit log.
import {
  caseStatusLabels,
  daysLeftLabel,
  formatDateTime,
  jurisdictionLabels,
  labelOf,
  titleCase,
} from "#desk/components/format.ts";
import { Section } from "#desk/components/section.tsx";
import { auditLabel } from "#server/audit/actions.ts";
import { formatIsoDate } from "#shared/format-date.ts";
import { privacyFields } from "#shared/forms/privacy-fields.ts";
import { asksForSuppression } from "#shared/privacy/cases.ts";
import { suppressionPeriodText } from "#shared/privacy/jurisdictions.ts";
import type { Route } from "./+types/route";

type Data = Route.ComponentProps["loaderData"];
type Case = Data["case"];

export function DueDates({ c }: { c: Case }) {
  return (
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
              {c.suppressionEntryId ? "On the suppression list" : "Not on the suppression list yet (no contact detail)"}
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
  );
}

export function Requester({ requester }: { requester: Case["requester"] }) {
  return (
    <Section title="What they asked">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">Subject</dt>
        <dd>{requester.subject || "—"}</dd>
        <dt className="font-semibold">Email</dt>
        <dd className="wrap-anywhere">{requester.email || "—"}</dd>
        <dt className="font-semibold">Phone</dt>
        <dd>{requester.phone || "—"}</dd>
        <dt className="font-semibold">Message</dt>
        <dd className="wrap-anywhere whitespace-pre-wrap">{requester.message || "—"}</dd>
      </dl>
    </Section>
  );
}

export function History({
  receivedAt,
  history,
  who,
}: {
  receivedAt: string;
  history: Data["history"];
  who: (id: string | null) => string;
}) {
  return (
    <Section title="History">
      <ol className="space-y-1 text-sm">
        <li>{formatDateTime(receivedAt)}: received</li>
        {[...history].reverse().map((entry) => (
          <li key={entry.id}>
            {formatDateTime(entry.at)}: {who(entry.actor)} {auditLabel(entry.action)}
            {entry.action === "privacy.case.status" &&
              ` from ${labelOf(caseStatusLabels, entry.details.from)} to ${labelOf(caseStatusLabels, entry.details.to)}`}
            {typeof entry.details.reason === "string" && `: ${entry.details.reason}`}
          </li>
        ))}
      </ol>
    </Section>
  );
}
