// Who an enquiry or a case is assigned to (its screen's "assign" intent, lib/forms.ts's
// assignFields; nobody when empty).
import type { assignFields, FormIntent } from "#desk/lib/forms.ts";
import { Field } from "./field.tsx";
import { type AnswerLike, IntentForm } from "./intent-form.tsx";

export function AssignForm({
  intent,
  staff,
  current,
  busy,
  answer,
  messages = "all",
}: {
  intent: FormIntent<"assign", typeof assignFields>;
  staff: readonly { id: string; name: string }[];
  current: string | null;
  busy: boolean;
  /** The route's last answer (shown here when it is this form's). */
  answer: AnswerLike | undefined;
  messages?: "all" | "refusals";
}) {
  return (
    <IntentForm intent={intent} answer={answer} messages={messages} className="mt-4" key={current ?? "nobody"}>
      {(fields) => (
        <>
          <Field
            as="select"
            meta={fields.assignee}
            label="Assigned to"
            defaultValue={current ?? ""}
            labelClassName="block font-semibold"
          >
            <option value="">Nobody</option>
            {staff.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </Field>
          <button type="submit" className="btn-secondary mt-2" disabled={busy}>
            Assign
          </button>
        </>
      )}
    </IntentForm>
  );
}
