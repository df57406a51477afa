// What the privacy case screen's forms do (decision 032): each a declared intent over the privacy
// service; its refusals come back as messages (4xx), never a 5xx, and a case that is not there is
// the 404 page.
import { data } from "react-router";
import type { FormIntent } from "#desk/lib/forms.ts";
import { intent, type MemberContext, outcomeOf } from "#desk/lib/intents.server.ts";
import { assignCase, extendCase, findCase, moveCase, setPaused } from "#server/privacy/cases.server.ts";
import { eraseCasePerson } from "#server/privacy/erasure.server.ts";
import { recordIdentity } from "#server/privacy/identity.server.ts";
import { sendResponse } from "#server/privacy/templates.server.ts";
import { assignableMembers } from "#server/staff/members.server.ts";
import { forms } from "./forms.ts";

export const notFound = () => data(null, { status: 404, statusText: "Not Found" });

/** The case the URL names (404 when there is none), with what every change takes. */
async function theCase({ params, services, staff, ip }: MemberContext) {
  const now = services.now();
  const found = await findCase(services.storage, params.reference ?? "", now);
  if (!found.ok) throw notFound();
  return { id: found.case.id, storage: services.storage, audit: services.audit, actor: { id: staff.id, ip }, now };
}

type PauseFields = (typeof forms.pause)["fields"];

/** Pausing or resuming the case's clock: the same change, the pause set or lifted, with its reason. */
function pausing<N extends "pause" | "resume">(form: FormIntent<N, PauseFields>, paused: boolean, done: string) {
  return intent(form, {
    role: "staff",
    async run(input, ctx) {
      const c = await theCase(ctx);
      return outcomeOf(
        await setPaused(c.storage, c.audit, c.id, { paused, reason: input.reason }, c.actor, c.now),
        done,
      );
    },
  });
}

export const intents = {
  move: intent(forms.move, {
    role: "staff",
    async run(input, ctx) {
      const c = await theCase(ctx);
      const change = { to: input.to, reason: input.reason ?? "", duplicateOf: input.duplicateOf ?? "" };
      return outcomeOf(await moveCase(c.storage, c.audit, c.id, change, c.actor, c.now), "Status changed.");
    },
  }),
  pause: pausing(forms.pause, true, "Case paused."),
  resume: pausing(forms.resume, false, "Case resumed."),
  extend: intent(forms.extend, {
    role: "staff",
    async run(input, ctx) {
      const c = await theCase(ctx);
      return outcomeOf(await extendCase(c.storage, c.audit, c.id, input, c.actor, c.now), "Due date extended.");
    },
  }),
  identity: intent(forms.identity, {
    role: "staff",
    async run(input, ctx) {
      const c = await theCase(ctx);
      return outcomeOf(await recordIdentity(c.storage, c.audit, c.id, input, c.actor, c.now), "Identity recorded.");
    },
  }),
  assign: intent(forms.assign, {
    role: "staff",
    async run(input, ctx) {
      const c = await theCase(ctx);
      const assignee = input.assignee ?? null;
      if (assignee !== null && !(await assignableMembers(ctx.services)).some((s) => s.id === assignee)) {
        return { ok: false, status: 400, error: "Choose a member of staff.", field: "assignee" };
      }
      return outcomeOf(await assignCase(c.storage, c.audit, c.id, assignee, c.actor, c.now), "Assignment saved.");
    },
  }),
  respond: intent(forms.respond, {
    role: "staff",
    async run(input, ctx) {
      const c = await theCase(ctx);
      const result = await sendResponse(c.storage, c.audit, c.id, input, c.actor, c.now);
      return outcomeOf(result, "Response queued for sending.");
    },
  }),
  erase: intent(forms.erase, {
    role: "staff",
    async run(_input, ctx) {
      const c = await theCase(ctx);
      return outcomeOf(
        await eraseCasePerson(c.storage, c.audit, c.id, c.actor, c.now),
        "The person's data was erased.",
      );
    },
  }),
};
