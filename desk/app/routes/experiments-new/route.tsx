// A new experiment (issue 43 item 1): its name, the page or article it runs on, what it is judged
// by, its planned days and its hypothesis, recorded before it starts. It is saved as a draft with
// two arms (the published page, and a version to write in its editor).
import { href, Link } from "react-router";
import { Field } from "#desk/components/field.tsx";
import { IntentForm, IntentMessage } from "#desk/components/intent-form.tsx";
import { handleIntents, intent } from "#desk/lib/intents.server.ts";
import { requireStaff } from "#desk/lib/staff.server.ts";
import { answerWhenUnreachable, revalidateUnlessUnreachable } from "#desk/lib/unreachable.ts";
import { outcomeLabels } from "#desk/routes/experiments/labels.ts";
import { createExperimentDraft, experimentTargets } from "#server/experiments/experiments-desk.server.ts";
import { OUTCOMES } from "#shared/experiments/statistics.ts";
import type { Route } from "./+types/route";
import { forms } from "./forms.ts";

export const meta: Route.MetaFunction = () => [{ title: "New experiment | Experiments | Staff desk" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStaff(context, request);
  return { targets: await experimentTargets(services.storage) };
}

/** A new draft's arms: the page as published, and a second arm whose words are chosen in the editor. */
const firstArms = [
  { label: "As published", weight: 1, changes: {} },
  { label: "New version", weight: 1, changes: {} },
];

const intents = {
  create: intent(forms.create, {
    role: "staff",
    async run(input, { services, staff, ip }) {
      const { name, entryId, primaryOutcome, plannedDays, hypothesis } = input;
      const result = await createExperimentDraft(
        services,
        { name, entryId, primaryOutcome, plannedDays, hypothesis, arms: firstArms },
        { id: staff.id, ip },
      );
      if (result.ok) return { ok: true, message: `The draft of "${input.name}" is saved.`, experiment: result.id };
      const [field, first] = Object.entries(result.fieldErrors)[0] ?? [];
      return {
        ok: false,
        status: 400,
        ...(field && field in forms.create.fields ? { field } : {}),
        error: `Not saved: ${first ?? "check the fields"}.`,
      };
    },
  }),
};

export async function action(args: Route.ActionArgs) {
  return handleIntents(args, intents);
}

// A form sent with no connection is answered on the screen, its words kept (lib/unreachable.ts).
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  answerWhenUnreachable(request, serverAction);
export const shouldRevalidate = revalidateUnlessUnreachable;

export default function NewExperiment({ loaderData, actionData }: Route.ComponentProps) {
  const made = actionData?.ok && "experiment" in actionData ? (actionData.experiment as string) : undefined;
  return (
    <>
      <p className="text-sm">
        <Link to={href("/experiments")} className="text-brand-800 underline">
          Experiments
        </Link>
      </p>
      <h1 className="mt-1 text-2xl font-bold">New experiment</h1>
      <p className="mt-1 text-slate-700">
        Record what you expect before it starts. The experiment is saved as a draft: choose the words each version
        shows, preview them and start it from its page.
      </p>
      {made && actionData ? (
        <div className="mt-4">
          <IntentMessage answer={actionData} />
          <Link to={href("/experiments/:id", { id: made })} className="btn-primary mt-2 inline-block">
            Choose the words
          </Link>
        </div>
      ) : (
        <IntentForm intent={forms.create} answer={actionData} className="mt-4 max-w-2xl space-y-4">
          {(fields) => (
            <>
              <Field meta={fields.name} label="Name" />
              <Field meta={fields.entryId} label="Page or article" as="select" defaultValue="/">
                {loaderData.targets.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.title} ({t.id})
                  </option>
                ))}
              </Field>
              <Field meta={fields.primaryOutcome} label="Judged by" as="select" defaultValue="won">
                {OUTCOMES.map((o) => (
                  <option key={o} value={o}>
                    {outcomeLabels[o]}
                  </option>
                ))}
              </Field>
              <Field
                meta={fields.plannedDays}
                label="Planned days"
                type="number"
                inputMode="numeric"
                defaultValue="28"
                hint="Decided before it starts; the page shows what this many days can find."
              />
              <Field
                meta={fields.hypothesis}
                label="Hypothesis"
                as="textarea"
                rows={3}
                hint="What you expect to happen, and why."
              />
              <button type="submit" className="btn-primary">
                Save the draft
              </button>
            </>
          )}
        </IntentForm>
      )}
    </>
  );
}
