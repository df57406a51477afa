// Scheduling the draft's publish for a Sydney date and time (issue 42 item 4, schedule.server.ts):
// the form, its refusals beside the fields (a time passed, the hour daylight saving skips), and the
// entry's schedule with a way to cancel it.

import { Field } from "#desk/components/field.tsx";
import { formatDateTime } from "#desk/components/format.ts";
import { type AnswerLike, IntentForm, IntentMessage } from "#desk/components/intent-form.tsx";
import type { Scheduled } from "#server/content/content-desk.server.ts";
import type { ScheduleRefusal } from "#server/content/content-store.server.ts";
import { ScheduleRefused } from "./experiment-hold.tsx";
import { forms } from "./forms.ts";

export function Schedule({
  scheduled,
  refusal,
  hasDraft,
  answer,
  busy,
}: {
  scheduled: Scheduled | null;
  refusal: ScheduleRefusal | null;
  hasDraft: boolean;
  answer: AnswerLike | undefined;
  busy: boolean;
}) {
  return (
    <section aria-labelledby="schedule" className="mt-8 rounded border border-slate-200 p-4">
      <h2 id="schedule" className="text-lg font-bold">
        Schedule
      </h2>
      {!scheduled && <ScheduleRefused refusal={refusal} />}
      {scheduled && (
        <div className="mt-2">
          <p data-testid="schedule-status">
            {`Scheduled for ${formatDateTime(scheduled.at)} by ${scheduled.by}.`} The draft as it is then is published.
          </p>
          <IntentForm intent={forms.cancelSchedule} answer={answer} messages="refusals" className="mt-2">
            <button type="submit" className="btn-secondary" disabled={busy}>
              Cancel schedule
            </button>
          </IntentForm>
        </div>
      )}
      {answer?.intent === forms.cancelSchedule.name && answer.ok && <IntentMessage answer={answer} />}
      <p className="mt-2 text-sm text-slate-700">
        {scheduled ? "Or choose another time" : "Publish the saved draft later"}: a date and time in Sydney.
      </p>
      <IntentForm intent={forms.schedule} answer={answer} className="mt-2 flex flex-wrap items-end gap-3">
        {(fields) => (
          <>
            <Field meta={fields.date} label="Date (Sydney)" type="date" />
            <Field meta={fields.time} label="Time (Sydney)" type="time" />
            <button type="submit" className="btn-primary" disabled={busy || !hasDraft}>
              Schedule publish
            </button>
          </>
        )}
      </IntentForm>
      {!hasDraft && <p className="mt-1 text-sm text-slate-700">There are no saved changes to schedule.</p>}
    </section>
  );
}
