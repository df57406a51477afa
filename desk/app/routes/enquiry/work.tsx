// "Work it" on an enquiry: the status as one-click buttons with an undo, "Assign to me" and the
// assignment, "Log a call", the time to first response and the calls logged.
import { AssignForm } from "#desk/components/assign-form.tsx";
import { Field } from "#desk/components/field.tsx";
import { formatDateTime, formatMinutes, labelOf, statusLabels } from "#desk/components/format.ts";
import { IntentForm } from "#desk/components/intent-form.tsx";
import { Section } from "#desk/components/section.tsx";
import {
  CALL_OUTCOMES,
  callOutcomeLabels,
  ENDING_STATUSES,
  ENQUIRY_STATUSES,
  type EnquiryStatus,
} from "#shared/leads/enquiry.ts";
import type { Route } from "./+types/route";
import { forms } from "./forms.ts";

type Answer = Route.ComponentProps["actionData"];
type EnquiryView = Route.ComponentProps["loaderData"]["view"];

export function WorkIt({
  view,
  staff,
  me,
  who,
  busy,
  answer,
}: {
  view: EnquiryView;
  staff: readonly { id: string; name: string }[];
  me: string;
  who: (id: string | null) => string;
  busy: boolean;
  answer: Answer;
}) {
  return (
    <Section title="Work it">
      <StatusButtons current={view.status} busy={busy} answer={answer} />
      <p className="mt-4 font-semibold">
        Assigned to: <span className="font-normal">{view.assigneeId ? who(view.assigneeId) : "nobody yet"}</span>
      </p>
      {view.assigneeId !== me && (
        <IntentForm intent={forms.assign} target="me" answer={answer} className="mt-2">
          {(fields) => (
            <>
              <input type="hidden" name={fields.assignee.name} value={me} />
              <button type="submit" className="btn-primary" disabled={busy} data-shortcut="a" aria-keyshortcuts="a">
                Assign to me
              </button>
            </>
          )}
        </IntentForm>
      )}
      <AssignForm
        intent={forms.assign}
        staff={staff}
        current={view.assigneeId}
        busy={busy}
        answer={answer}
        messages="refusals"
      />
      <LogCall busy={busy} answer={answer} count={view.calls.length} />
      <p className="mt-4 text-sm">
        Time to first response:{" "}
        <strong>
          {view.minutesToFirstResponse === null ? "not yet answered" : formatMinutes(view.minutesToFirstResponse)}
        </strong>
      </p>
      {view.calls.length > 0 && (
        <>
          <h3 className="mt-4 font-semibold">Calls</h3>
          <ol className="mt-1 space-y-2 text-sm">
            {view.calls.map((call) => (
              <li key={call.id}>
                {formatDateTime(call.at)}: {who(call.authorId)}, {callOutcomeLabels[call.outcome] ?? call.outcome}
                {call.note && <span className="block whitespace-pre-wrap text-slate-700">{call.note}</span>}
              </li>
            ))}
          </ol>
        </>
      )}
    </Section>
  );
}

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
      <IntentForm intent={forms.status} answer={answer} messages="refusals" key={current}>
        {(fields) => (
          <fieldset>
            <legend className="font-semibold">Status</legend>
            <div className="mt-1 flex flex-wrap gap-2" data-shortcut-group="s">
              {ENQUIRY_STATUSES.map((s, i) => (
                <button
                  key={s}
                  type="submit"
                  name={fields.status.name}
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
        )}
      </IntentForm>
      {changed && (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <p role="status" className="text-sm font-semibold text-green-800">
            {changed.message}
            {ENDING_STATUSES.includes(current as EnquiryStatus) && " This ends the lead."}
          </p>
          {undo && (
            <IntentForm intent={forms.status} target="undo" answer={answer}>
              {(fields) => (
                <button type="submit" name={fields.status.name} value={undo} className="btn-secondary" disabled={busy}>
                  Undo (back to {labelOf(statusLabels, undo)})
                </button>
              )}
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
    <IntentForm intent={forms.call} answer={answer} className="mt-4" key={count}>
      {(fields) => (
        <>
          <fieldset>
            <legend className="font-semibold">Log a call</legend>
            <div className="mt-1 grid gap-1">
              {CALL_OUTCOMES.map((outcome) => (
                <label key={outcome} className="flex items-center gap-2 text-sm">
                  <input type="radio" name={fields.outcome.name} value={outcome} required={fields.outcome.required} />
                  {callOutcomeLabels[outcome]}
                </label>
              ))}
            </div>
          </fieldset>
          <Field
            as="textarea"
            meta={fields.note}
            label="Note about the call (optional)"
            rows={2}
            labelClassName="mt-2 block text-sm font-semibold"
          />
          <button type="submit" className="btn-secondary mt-2" disabled={busy}>
            Log call
          </button>
        </>
      )}
    </IntentForm>
  );
}
