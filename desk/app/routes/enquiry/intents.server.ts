// What the enquiry screen's forms do (decision 032): each a declared intent over the leads
// service; an enquiry that is not there is the 404 page, any other refusal the form's answer.
import { data } from "react-router";
import { statusLabels } from "#desk/components/format.ts";
import { intent, outcomeOf } from "#desk/lib/intents.server.ts";
import { resendCrmDelivery } from "#server/crm/log.server.ts";
import { addNote, assign, logCall, resendToCrm, setStatus } from "#server/leads/enquiry.server.ts";
import { assignableMembers } from "#server/staff/members.server.ts";
import { callOutcomeLabels } from "#shared/leads/enquiry.ts";
import { forms } from "./forms.ts";

export const notFound = () => data(null, { status: 404, statusText: "Not Found" });

/** A change's result: an enquiry that is not there is a 404 page, anything else the form's answer. */
function answered(result: { ok: true } | { ok: false; status: number; error: string }, message: string) {
  if (!result.ok && result.status === 404) throw notFound();
  return outcomeOf(result, message);
}

export const intents = {
  status: intent(forms.status, {
    role: "staff",
    async run(input, { services, params, staff, ip }) {
      const result = await setStatus(services, params.id ?? "", input.status, { id: staff.id, ip });
      const answer = answered(result, `Status: ${statusLabels[input.status]}.`);
      // What it was, so the answer can offer to put it back.
      return result.ok && answer.ok ? { ...answer, undo: result.from } : answer;
    },
  }),
  assign: intent(forms.assign, {
    role: "staff",
    async run(input, { services, params, staff, ip }) {
      const assignable = await assignableMembers(services);
      const result = await assign(services, params.id ?? "", input.assignee ?? null, { id: staff.id, ip }, async (id) =>
        assignable.some((s) => s.id === id),
      );
      return answered(result, "Assignment saved.");
    },
  }),
  note: intent(forms.note, {
    role: "staff",
    async run(input, { services, params, staff, ip }) {
      return answered(await addNote(services, params.id ?? "", input.body, { id: staff.id, ip }), "Note saved.");
    },
  }),
  call: intent(forms.call, {
    role: "staff",
    async run(input, { services, params, staff, ip }) {
      const result = await logCall(services, params.id ?? "", input.outcome, input.note, { id: staff.id, ip });
      return answered(result, `Call logged: ${callOutcomeLabels[input.outcome]}.`);
    },
  }),
  resend: intent(forms.resend, {
    role: "staff",
    async run(_input, { services, params, staff, ip }) {
      return answered(await resendToCrm(services, params.id ?? "", { id: staff.id, ip }), "Queued to be sent again.");
    },
  }),
  resendCrm: intent(forms.resendCrm, {
    role: "staff",
    async run({ id }, { services, params, staff, ip }) {
      const result = await resendCrmDelivery(services, params.id ?? "", id, { id: staff.id, ip });
      return answered(result, "Queued to be sent again.");
    },
  }),
};
