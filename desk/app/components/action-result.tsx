// What an action answered, shown beside the form that sent it: its refusal as an alert, or what
// it did as a status. Nothing when the last action was another form's.
import type { ReactNode } from "react";
import { Form } from "react-router";

export interface ActionAnswer {
  intent: string;
  error: string | null;
  done: string | null;
}

export function ActionResult({ answer, intent }: { answer: ActionAnswer | undefined; intent: string }) {
  if (answer?.intent !== intent) return null;
  return answer.error ? (
    <p role="alert" className="mt-2 text-sm font-semibold text-red-800">
      {answer.error}
    </p>
  ) : (
    <p role="status" className="mt-2 text-sm font-semibold text-green-800">
      {answer.done}
    </p>
  );
}

/** Who an enquiry or a case is assigned to (intent "assign", field "assignee"). */
export function AssignForm({
  staff,
  current,
  busy,
  children,
}: {
  staff: readonly { id: string; name: string }[];
  current: string | null;
  busy: boolean;
  /** The action's answer for this form. */
  children?: ReactNode;
}) {
  return (
    <Form method="post" className="mt-4">
      <input type="hidden" name="intent" value="assign" />
      <label htmlFor="assignee" className="block font-semibold">
        Assigned to
      </label>
      <select id="assignee" name="assignee" defaultValue={current ?? ""} className="input mt-1">
        <option value="">Nobody</option>
        {staff.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
      {children}
      <button type="submit" className="btn-secondary mt-2" disabled={busy}>
        Assign
      </button>
    </Form>
  );
}
