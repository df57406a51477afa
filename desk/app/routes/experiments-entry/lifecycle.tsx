// Starting, stopping and concluding an experiment, each confirmed by a ticked box. Concluding is
// offered once it has started, and refused (the form disabled) while the split fails the SRM check.
import { Field } from "#desk/components/field.tsx";
import { type AnswerLike, answerFor, IntentForm, IntentMessage } from "#desk/components/intent-form.tsx";
import { forms } from "./forms.ts";

interface Props {
  experiment: { status: string; version: number; arms: { label: string }[] };
  srmFlagged: boolean;
  answer: AnswerLike | undefined;
  busy: boolean;
}

export function Lifecycle({ experiment, srmFlagged, answer, busy }: Props) {
  const { status } = experiment;
  // A step that succeeded changes the status, and its form goes with it: its message is shown here.
  const done = [forms.start, forms.stop, forms.conclude].map((intent) => answerFor(answer, intent)).find((a) => a?.ok);
  if (status === "concluded") return done ? <IntentMessage answer={done} className="mt-8" /> : null;
  return (
    <section aria-labelledby="lifecycle" className="mt-8 rounded border border-slate-200 p-4">
      <h2 id="lifecycle" className="text-lg font-bold">
        {status === "draft" ? "Start" : "Stop or conclude"}
      </h2>
      {done && <IntentMessage answer={done} />}
      {status === "draft" && (
        <IntentForm intent={forms.start} answer={answer} messages="refusals" className="mt-2 space-y-2">
          {(f) => (
            <>
              <p className="text-sm text-slate-700">
                Starting shows the saved versions to visitors by their weights. The versions, outcome and planned days
                cannot change after.
              </p>
              <input type="hidden" name={f.version.name} value={experiment.version} />
              <label className="flex items-start gap-2 text-sm">
                <input type="checkbox" name={f.confirm.name} required className="mt-1" />I have previewed every version
                and want to start the experiment.
              </label>
              <button type="submit" className="btn-primary" disabled={busy}>
                Start the experiment
              </button>
            </>
          )}
        </IntentForm>
      )}
      {status === "running" && (
        <IntentForm intent={forms.stop} answer={answer} messages="refusals" className="mt-2 space-y-2">
          {(f) => (
            <>
              <label className="flex items-start gap-2 text-sm">
                <input type="checkbox" name={f.confirm.name} required className="mt-1" />
                Stop showing the versions: every visitor sees the published page again.
              </label>
              <button type="submit" className="btn-secondary" disabled={busy}>
                Stop the experiment
              </button>
            </>
          )}
        </IntentForm>
      )}
      {(status === "running" || status === "stopped") && (
        <IntentForm intent={forms.conclude} answer={answer} messages="refusals" className="mt-4 space-y-2">
          {(f) => (
            <>
              <h3 className="font-semibold">Conclude</h3>
              {srmFlagged ? (
                <p className="text-sm" data-testid="conclude-blocked">
                  Concluding is blocked while the visitors' split does not follow the weights.
                </p>
              ) : (
                <p className="text-sm text-slate-700">
                  The chosen version's words are published as the page's next version, and the experiment ends.
                </p>
              )}
              <Field meta={f.arm} label="Version to publish" as="select" defaultValue="0" disabled={srmFlagged}>
                {experiment.arms.map((a, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: an arm is its position (arm 0 is the published page).
                  <option key={`arm-${i}`} value={i}>
                    Version {i + 1}: {a.label}
                  </option>
                ))}
              </Field>
              <label className="flex items-start gap-2 text-sm">
                <input type="checkbox" name={f.confirm.name} required disabled={srmFlagged} className="mt-1" />
                Publish this version and end the experiment.
              </label>
              <button type="submit" className="btn-primary" disabled={busy || srmFlagged}>
                Conclude and publish
              </button>
            </>
          )}
        </IntentForm>
      )}
    </section>
  );
}
