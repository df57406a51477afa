// What the experiment screen's forms do (members whose role has `content`; the screen's access is
// checked before the form is read): save a draft (refused by field, or as a conflict naming who
// saved since), start, stop and conclude it. Each change of state is in the audit log.
import { intent, type Refusal } from "#desk/lib/intents.server.ts";
import { statusLabels } from "#desk/routes/experiments/labels.ts";
import {
  concludeExperimentDesk,
  startExperimentDesk,
  stopExperimentDesk,
} from "#server/experiments/experiments-desk.server.ts";
import {
  type ExperimentDraft,
  type ExperimentStatus,
  readExperiment,
  updateExperiment,
} from "#server/experiments/experiments-store.server.ts";
import type { FieldErrors } from "#shared/content/check.ts";
import { type EditorDraft, forms } from "./forms.ts";

const missing: Refusal = { ok: false, status: 404, error: "There is no such experiment. Go back to the list." };

/** The draft the editor posted, as the store takes it: the first arm changes nothing. */
export function draftOf(editor: EditorDraft, entryId: string): ExperimentDraft {
  return {
    entryId,
    name: editor.name,
    hypothesis: editor.hypothesis,
    primaryOutcome: editor.primaryOutcome as ExperimentDraft["primaryOutcome"],
    plannedDays: editor.plannedDays,
    arms: editor.arms.map((arm, i) => ({
      label: arm.label,
      weight: arm.weight,
      changes: i === 0 ? {} : Object.fromEntries(editor.fields.map((f) => [f, arm.values[f] ?? ""])),
    })),
  };
}

const invalid = (fieldErrors: FieldErrors, what: string) => ({
  ok: false as const,
  status: 400 as const,
  error: `Not ${what}: ${Object.entries(fieldErrors)
    .map(([field, message]) => `${field.replace(/^arms\.(\d)\./, (_, n) => `arm ${Number(n) + 1} `)}: ${message}`)
    .join("; ")}.`,
  fieldErrors,
});

const wrongStatus = (status: ExperimentStatus) => ({
  ok: false as const,
  status: 409 as const,
  error: `Not done: the experiment is ${statusLabels[status].toLowerCase()}. Reload the page.`,
});

export const intents = {
  save: intent(forms.save, {
    role: "staff",
    async run(input, { services, params, staff }) {
      const experiment = await readExperiment(services.storage, params.id ?? "");
      if (!experiment) return missing;
      let editor: EditorDraft;
      try {
        editor = JSON.parse(input.data) as EditorDraft;
        if (!Array.isArray(editor.arms) || !Array.isArray(editor.fields)) throw new Error("shape");
      } catch {
        return { ok: false, status: 400, error: "The draft could not be read. Reload the page and try again." };
      }
      const result = await updateExperiment(services.storage, {
        ...draftOf(editor, experiment.entryId),
        id: experiment.id,
        version: input.version,
        staffId: staff.id,
      });
      if (result.ok) return { ok: true, message: "Draft saved.", version: result.version };
      if (result.reason === "invalid") return invalid(result.fieldErrors, "saved");
      if (result.reason === "conflict")
        return {
          ok: false,
          status: 409,
          error:
            "Not saved: someone changed this experiment since you opened it. Reload the page to see their changes.",
        };
      return result.reason === "unknown" ? missing : wrongStatus(result.status);
    },
  }),
  start: intent(forms.start, {
    role: "staff",
    async run(input, { services, params, staff, ip }) {
      const result = await startExperimentDesk(
        services,
        { id: params.id ?? "", version: input.version },
        { id: staff.id, ip },
      );
      if (result.ok) return { ok: true, message: "The experiment is running: visitors now see its versions." };
      switch (result.reason) {
        case "unknown":
          return missing;
        case "invalid":
          return invalid(result.fieldErrors, "started");
        case "conflict":
          return {
            ok: false,
            status: 409,
            error: "Not started: the draft changed since you previewed it. Reload the page.",
          };
        case "entry-busy":
          return {
            ok: false,
            status: 409,
            error: "Not started: another experiment is running on this page. Stop it first.",
          };
        case "no-plan":
          return {
            ok: false,
            status: 409,
            error:
              result.why === "no-traffic"
                ? "Not started: the page had no visitors in the last 90 days, so no duration can be planned."
                : "Not started: the site had none of this outcome in the last 90 days, so no duration can be planned. Choose another outcome.",
          };
        default:
          return wrongStatus(result.status);
      }
    },
  }),
  stop: intent(forms.stop, {
    role: "staff",
    async run(_input, { services, params, staff, ip }) {
      const result = await stopExperimentDesk(services, { id: params.id ?? "" }, { id: staff.id, ip });
      if (result.ok) return { ok: true, message: "Stopped: every visitor sees the published page again." };
      return result.reason === "unknown" || result.reason === "conflict" ? missing : wrongStatus(result.status);
    },
  }),
  conclude: intent(forms.conclude, {
    role: "staff",
    async run(input, { services, params, staff, ip }) {
      const result = await concludeExperimentDesk(
        services,
        { id: params.id ?? "", arm: input.arm },
        { id: staff.id, ip },
      );
      if (result.ok)
        return {
          ok: true,
          message:
            result.version === null
              ? "Concluded: the published page stays as it is."
              : `Concluded: the chosen version is published as version ${result.version}.`,
        };
      switch (result.reason) {
        case "unknown":
          return missing;
        case "not-ended":
          return wrongStatus(result.status);
        case "srm":
          return {
            ok: false,
            status: 409,
            error: "Not concluded: the visitors' split does not follow the weights, so the results cannot be trusted.",
          };
        case "no-such-arm":
          return { ok: false, status: 400, field: "arm", error: "There is no such version." };
        case "draft-in-progress":
          return {
            ok: false,
            status: 409,
            error: "Not concluded: the page has unpublished changes in Content. Publish or undo them first.",
          };
        case "entry-gone":
          return { ok: false, status: 409, error: "Not concluded: the page is no longer published." };
        default:
          return { ok: false, status: 409, error: `Not concluded: ${result.message}.` };
      }
    },
  }),
};
