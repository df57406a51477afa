// What the content editor's forms do (members whose role has `content`; the screen's access is
// checked before the form is read): save a draft (refused with messages by field, or as a conflict
// with what the other member changed), publish with a note, restore a version as a new draft.
import { formatDateTime } from "#desk/components/format.ts";
import { intent, type Refusal } from "#desk/lib/intents.server.ts";
import { contentIdsAt } from "#desk/lib/links.ts";
import {
  cancelEntrySchedule,
  type DeskSaveResult,
  entryPreviewLink,
  publishEntry,
  restoreVersion,
  saveEntryDraft,
  scheduleEntry,
  takeDownEntry,
} from "#server/content/content-desk.server.ts";
import { readEntry } from "#server/content/content-store.server.ts";
import { previewPathOf } from "#server/content/preview.server.ts";
import type { DeskServices } from "#server/desk/services.server.ts";
import { HELD } from "./experiment-hold.tsx";
import { forms } from "./forms.ts";

/** The entry the editor's address names (params["*"]), if it exists. */
export async function entryAt(services: DeskServices, part: string | undefined) {
  for (const id of contentIdsAt(part ?? "")) {
    const entry = await readEntry(services.storage, id);
    if (entry) return entry;
  }
  return undefined;
}

const missing: Refusal = { ok: false, status: 404, error: "There is no such entry. Go back to the list." };

function answerOf(result: DeskSaveResult | { ok: false; reason: "unknown-version" }, message: string) {
  if (result.ok) return { ok: true as const, message, draftRevision: result.draftRevision };
  if (result.reason === "invalid")
    return {
      ok: false as const,
      status: 400 as const,
      error: `Not saved: ${Object.keys(result.fieldErrors).length === 1 ? "one field needs" : `${Object.keys(result.fieldErrors).length} fields need`} changing (marked below).`,
      fieldErrors: result.fieldErrors,
    };
  if (result.reason === "conflict")
    return {
      ok: false as const,
      status: 409 as const,
      error: `Not saved: ${result.current.by ?? "someone"} changed this entry since you opened it. Their words are shown below; yours are kept in this browser.`,
      conflict: result.current,
    };
  return result.reason === "unknown-version"
    ? { ok: false as const, status: 404 as const, error: "There is no such version." }
    : missing;
}

export const intents = {
  save: intent(forms.save, {
    role: "staff",
    async run(input, { services, params, staff, ip }) {
      const entry = await entryAt(services, params["*"]);
      if (!entry) return missing;
      let data: unknown;
      try {
        data = JSON.parse(input.data);
      } catch {
        return { ok: false, status: 400, error: "The draft could not be read. Reload the page and try again." };
      }
      const base = input.base === undefined || input.base === "" ? null : input.base;
      const result = await saveEntryDraft(
        services,
        { id: entry.id, data, baseVersion: base, draftRevision: input.revision },
        { id: staff.id, ip },
      );
      return answerOf(result, input.mode === "auto" ? "Draft saved." : "Draft saved. Publish it when it is ready.");
    },
  }),
  publish: intent(forms.publish, {
    role: "staff",
    async run(input, { services, params, staff, ip }) {
      const entry = await entryAt(services, params["*"]);
      if (!entry) return missing;
      const result = await publishEntry(services, { id: entry.id, note: input.note }, { id: staff.id, ip });
      if (result.ok) return { ok: true, message: `Published as version ${result.version}.` };
      if (result.reason === "experiment-running")
        return { ok: false, status: 409, error: `Not published. ${HELD} The draft is kept.` };
      if (result.reason === "no-draft") return { ok: false, status: 409, error: "There are no changes to publish." };
      if (result.reason === "invalid")
        return {
          ok: false,
          status: 400,
          error: "Not published: some fields need changing (marked below).",
          fieldErrors: result.fieldErrors,
        };
      if (result.reason === "conflict")
        return {
          ok: false,
          status: 409,
          error: "Not published: another version was published after this draft was started. Reload to see it.",
        };
      if (result.reason === "render-failed")
        return {
          ok: false,
          status: 409,
          error: `Not published: ${result.failures
            .slice(0, 3)
            .map((f) => `${f.path} could not be built (${f.message})`)
            .join(
              "; ",
            )}${result.failures.length > 3 ? `, and ${result.failures.length - 3} more pages` : ""}. Nothing was changed.`,
        };
      return missing;
    },
  }),
  restore: intent(forms.restore, {
    role: "staff",
    async run(input, { services, params, staff, ip }) {
      const entry = await entryAt(services, params["*"]);
      if (!entry) return missing;
      const result = await restoreVersion(
        services,
        { id: entry.id, version: input.version, draftRevision: input.revision },
        { id: staff.id, ip },
      );
      return answerOf(result, `Version ${input.version} restored as a draft. Publish it to put it back on the site.`);
    },
  }),
  schedule: intent(forms.schedule, {
    role: "staff",
    async run(input, { services, params, staff, ip }) {
      const entry = await entryAt(services, params["*"]);
      if (!entry) return missing;
      const result = await scheduleEntry(services, { id: entry.id, ...input }, { id: staff.id, ip });
      if (result.ok) return { ok: true, message: `Scheduled for ${formatDateTime(result.at)}.` };
      if (result.reason === "experiment-running") return { ok: false, status: 409, error: `Not scheduled. ${HELD}` };
      if (result.reason === "invalid-time")
        return {
          ok: false,
          status: 400,
          field: "time",
          error:
            "There is no such time in Sydney (the clocks skip from 2 am to 3 am when daylight saving starts). Choose another.",
        };
      if (result.reason === "in-the-past")
        return { ok: false, status: 400, field: "time", error: "That time has passed in Sydney. Choose a later one." };
      if (result.reason === "no-draft")
        return { ok: false, status: 409, error: "There are no saved changes to schedule. Save the draft first." };
      return missing;
    },
  }),
  cancelSchedule: intent(forms.cancelSchedule, {
    role: "staff",
    async run(_input, { services, params, staff, ip }) {
      const entry = await entryAt(services, params["*"]);
      if (!entry) return missing;
      return (await cancelEntrySchedule(services, entry.id, { id: staff.id, ip }))
        ? { ok: true, message: "The scheduled publish is cancelled. The draft is kept." }
        : {
            ok: false,
            status: 409,
            error: "This entry has no scheduled publish (it may have been published already).",
          };
    },
  }),
  previewLink: intent(forms.previewLink, {
    role: "staff",
    async run(_input, { services, params, staff, ip, desk }) {
      const entry = await entryAt(services, params["*"]);
      if (!entry) return missing;
      const path = previewPathOf(entry.id);
      if (!path) return { ok: false, status: 409, error: "This entry is not shown on a page of its own to preview." };
      const made = await entryPreviewLink(services, { id: entry.id, path }, { id: staff.id, ip });
      return {
        ok: true,
        message: `Preview link made. It works until ${formatDateTime(made.expires)}.`,
        link: new URL(made.link, desk.origin).href,
        expires: made.expires,
      };
    },
  }),
  takeDown: intent(forms.takeDown, {
    role: "staff",
    async run(_input, { services, params, staff, ip }) {
      const entry = await entryAt(services, params["*"]);
      if (!entry) return missing;
      const result = await takeDownEntry(services, entry.id, { id: staff.id, ip });
      if (result.ok)
        return {
          ok: true,
          message: `Taken down: ${result.path} now redirects to the insights hub. Publish the draft to put it back.`,
        };
      return result.reason === "unknown-entry"
        ? missing
        : { ok: false, status: 409, error: "Only a published insights article can be taken down." };
    },
  }),
};
