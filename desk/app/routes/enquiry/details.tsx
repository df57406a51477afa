// The enquiry page's record parts: the fields as submitted, where they came from, notes, history,
// the CRM delivery, earlier submissions, and the steps to the enquiries either side in the view.
import { href, Link } from "react-router";
import { Field } from "#desk/components/field.tsx";
import { formatDateTime, labelOf, statusLabels, titleCase } from "#desk/components/format.ts";
import { IntentForm } from "#desk/components/intent-form.tsx";
import { Section } from "#desk/components/section.tsx";
import { StatusBadge } from "#desk/components/status-badge.tsx";
import { auditLabel } from "#server/audit/actions.ts";
import { callOutcomeLabels } from "#shared/leads/enquiry.ts";
import { destinationSettings } from "#shared/outbox/destinations.ts";
import type { Route } from "./+types/route";
import { forms } from "./forms.ts";

type Answer = Route.ComponentProps["actionData"];
type EnquiryView = Route.ComponentProps["loaderData"]["view"];
type Who = (id: string | null) => string;
/** What a part with a form of its own is given: whether a form is being sent, and the last answer. */
type FormProps = { busy: boolean; answer: Answer };

/** Fields as a list of terms; a time in the desk's zone, named ("Statement shown at" is stored in UTC). */
export function FieldList({ fields }: { fields: readonly { column: string; label: string; value: string }[] }) {
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

export function Attribution({ attribution }: { attribution: EnquiryView["attribution"] }) {
  return (
    <Section title="Where they came from">
      <div className="grid gap-4 sm:grid-cols-2">
        {(["first", "last"] as const).map((touch) => (
          <div key={touch}>
            <h3 className="font-semibold">{touch === "first" ? "First visit" : "Last visit before submitting"}</h3>
            <Visit values={attribution[touch]} />
          </div>
        ))}
      </div>
    </Section>
  );
}

/** The experiments' arms behind the enquiry (issue 43): which version of a page its sender saw. */
export function Experiments({ experiments }: { experiments: EnquiryView["experiments"] }) {
  if (experiments.length === 0) return null;
  return (
    <Section title="Experiments behind it">
      <ul className="space-y-1 text-sm">
        {experiments.map((e) => (
          <li key={e.id}>
            <span className="font-semibold">{e.name}</span>: {e.arm === 0 ? "the published page" : `arm ${e.arm + 1}`} (
            {e.label})
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** One visit's attribution: only what was recorded (no rows of dashes for Gclid, Fbclid…). */
function Visit({ values }: { values: Record<string, string | null> }) {
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

export function Notes({ notes, who, busy, answer }: { notes: EnquiryView["notes"]; who: Who } & FormProps) {
  return (
    <Section title="Notes">
      {notes.length === 0 ? (
        <p className="text-slate-700">No notes yet.</p>
      ) : (
        <ol className="space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded border border-slate-200 p-3">
              <p className="text-sm text-slate-700">
                {who(note.authorId)}, {formatDateTime(note.at)}
              </p>
              <p className="mt-1 whitespace-pre-wrap">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      <IntentForm intent={forms.note} answer={answer} messages="refusals" className="mt-4" key={notes.length}>
        {(fields) => (
          <>
            <Field as="textarea" meta={fields.body} label="Add a note" rows={3} labelClassName="block font-semibold" />
            <button type="submit" className="btn-primary mt-2" disabled={busy}>
              Save note
            </button>
          </>
        )}
      </IntentForm>
    </Section>
  );
}

export function History({ view, who }: { view: EnquiryView; who: Who }) {
  return (
    <Section title="History">
      <ol className="space-y-1 text-sm">
        <li>
          {formatDateTime(view.receivedAt)}: received from the {titleCase(view.form)} form
        </li>
        {view.history.map((entry) => (
          <li key={entry.id}>
            {formatDateTime(entry.at)}: {who(entry.actor)} {auditLabel(entry.action)}
            {entry.action === "enquiry.status" &&
              ` from ${labelOf(statusLabels, entry.details.from)} to ${labelOf(statusLabels, entry.details.to)}`}
            {entry.action === "enquiry.call" && `: ${labelOf(callOutcomeLabels, entry.details.outcome)}`}
            {entry.action === "enquiry.assign" && ` to ${entry.details.to ? who(String(entry.details.to)) : "nobody"}`}
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function Delivery({
  delivery,
  crmConfigured,
  busy,
  answer,
}: { delivery: EnquiryView["delivery"]; crmConfigured: boolean } & FormProps) {
  return (
    <Section title="Sent to the CRM">
      {delivery && !crmConfigured && delivery.status === "pending" ? (
        <p className="text-sm">
          <strong>{destinationSettings.crm.notice}</strong>: this enquiry is stored here and will be sent when it is (
          {destinationSettings.crm.setting} on the server).
        </p>
      ) : delivery ? (
        <>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
            <dt>State</dt>
            <dd>{titleCase(delivery.status)}</dd>
            <dt>Attempts</dt>
            <dd>{delivery.attempts}</dd>
            <dt>Delivered</dt>
            <dd>{formatDateTime(delivery.deliveredAt)}</dd>
            {delivery.nextAttemptAt && (
              <>
                <dt>Next attempt</dt>
                <dd>{formatDateTime(delivery.nextAttemptAt)}</dd>
              </>
            )}
            {delivery.lastError && (
              <>
                <dt>Last error</dt>
                <dd className="wrap-anywhere">
                  {delivery.lastStatus ? `${delivery.lastStatus}: ` : ""}
                  {delivery.lastError}
                </dd>
              </>
            )}
          </dl>
          {delivery.status !== "pending" && (
            <IntentForm intent={forms.resend} answer={answer} messages="refusals" className="mt-3">
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
  );
}

export function Earlier({ earlier }: { earlier: EnquiryView["earlier"] }) {
  return (
    <Section title="Earlier from the same person">
      {earlier.length === 0 ? (
        <p className="text-sm text-slate-700">None.</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {earlier.map((e) => (
            <li key={e.id}>
              <Link to={href("/enquiries/:id", { id: e.id })} className="font-semibold text-brand-700 underline">
                {titleCase(e.form)}, {formatDateTime(e.receivedAt)}
              </Link>{" "}
              <StatusBadge status={e.status} /> <span className="text-slate-700">same {e.matchedOn.join(" and ")}</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** A step to the enquiry before or after this one in the view (with its shortcut), or why there is none. */
export function Step({
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
