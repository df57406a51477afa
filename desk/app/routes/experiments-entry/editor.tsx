// A draft experiment's editor: its name, hypothesis, outcome and planned days; the page's text fields
// its versions change (each shown with its published words); and each version's label, traffic
// weight and words. Kept in the browser until saved; the save posts it whole with the version it was
// made from (a stale save is refused).
import { useState } from "react";
import type { AnswerLike } from "#desk/components/intent-form.tsx";
import { IntentForm } from "#desk/components/intent-form.tsx";
import { outcomeLabels } from "#desk/routes/experiments/labels.ts";
import { MAX_ARMS, MIN_ARMS } from "#shared/experiments/arms.ts";
import { OUTCOMES } from "#shared/experiments/statistics.ts";
import { type EditorDraft, forms } from "./forms.ts";

interface Props {
  experiment: {
    name: string;
    hypothesis: string;
    primaryOutcome: string;
    plannedDays: number;
    version: number;
    arms: { label: string; weight: number; changes: Record<string, unknown> }[];
  };
  fields: { pointer: string; value: string }[];
  answer: AnswerLike | undefined;
  busy: boolean;
}

function initialDraft(experiment: Props["experiment"]): EditorDraft {
  const fields = [...new Set(experiment.arms.flatMap((a) => Object.keys(a.changes)))];
  return {
    name: experiment.name,
    hypothesis: experiment.hypothesis,
    primaryOutcome: experiment.primaryOutcome,
    plannedDays: experiment.plannedDays,
    fields,
    arms: experiment.arms.map((a) => ({
      label: a.label,
      weight: a.weight,
      values: Object.fromEntries(Object.entries(a.changes).map(([k, v]) => [k, String(v)])),
    })),
  };
}

const short = (text: string, max = 70) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function Editor({ experiment, fields, answer, busy }: Props) {
  const [draft, setDraft] = useState(() => initialDraft(experiment));
  const [adding, setAdding] = useState("");
  const published = new Map(fields.map((f) => [f.pointer, f.value]));
  const change = (next: Partial<EditorDraft>) => setDraft((d) => ({ ...d, ...next }));
  const changeArm = (i: number, next: Partial<EditorDraft["arms"][number]>) =>
    setDraft((d) => ({ ...d, arms: d.arms.map((a, j) => (j === i ? { ...a, ...next } : a)) }));
  const addField = () => {
    const pointer = adding || fields.find((f) => !draft.fields.includes(f.pointer))?.pointer;
    if (!pointer || draft.fields.includes(pointer)) return;
    setDraft((d) => ({
      ...d,
      fields: [...d.fields, pointer],
      arms: d.arms.map((a, i) =>
        i === 0 ? a : { ...a, values: { ...a.values, [pointer]: published.get(pointer) ?? "" } },
      ),
    }));
    setAdding("");
  };
  const removeField = (pointer: string) =>
    setDraft((d) => ({
      ...d,
      fields: d.fields.filter((f) => f !== pointer),
      arms: d.arms.map((a) => {
        const { [pointer]: _gone, ...values } = a.values;
        return { ...a, values };
      }),
    }));
  const addArm = () =>
    setDraft((d) => ({
      ...d,
      arms: [
        ...d.arms,
        {
          label: `Version ${d.arms.length + 1}`,
          weight: 1,
          values: Object.fromEntries(d.fields.map((f) => [f, published.get(f) ?? ""])),
        },
      ],
    }));
  const removeArm = (i: number) => setDraft((d) => ({ ...d, arms: d.arms.filter((_, j) => j !== i) }));
  const available = fields.filter((f) => !draft.fields.includes(f.pointer));

  return (
    <section aria-labelledby="editor" className="mt-6">
      <h2 id="editor" className="text-lg font-bold">
        Draft
      </h2>
      <div className="mt-2 max-w-3xl space-y-4">
        <label className="block text-sm font-semibold">
          Name
          <input
            className="input mt-1"
            value={draft.name}
            maxLength={120}
            onChange={(e) => change({ name: e.target.value })}
          />
        </label>
        <label className="block text-sm font-semibold">
          Hypothesis
          <textarea
            className="input mt-1"
            rows={3}
            value={draft.hypothesis}
            maxLength={2000}
            onChange={(e) => change({ hypothesis: e.target.value })}
          />
        </label>
        <div className="grid gap-4 sm:grid-cols-2">
          <label className="block text-sm font-semibold">
            Judged by
            <select
              className="input mt-1"
              value={draft.primaryOutcome}
              onChange={(e) => change({ primaryOutcome: e.target.value })}
            >
              {OUTCOMES.map((o) => (
                <option key={o} value={o}>
                  {outcomeLabels[o]}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-semibold">
            Planned days
            <input
              className="input mt-1"
              type="number"
              inputMode="numeric"
              min={1}
              max={730}
              value={draft.plannedDays}
              onChange={(e) => change({ plannedDays: Number(e.target.value) })}
            />
          </label>
        </div>

        <fieldset className="rounded border border-slate-200 p-3">
          <legend className="px-1 font-semibold">Words to vary</legend>
          {draft.fields.length === 0 ? (
            <p className="text-sm">No words chosen yet: add the field each version changes.</p>
          ) : (
            <ul className="space-y-2 text-sm">
              {draft.fields.map((f) => (
                <li key={f} className="flex flex-wrap items-start gap-2">
                  <span className="min-w-0 flex-1 break-words">
                    <code>{f}</code>
                    <span className="block text-slate-700">Published: {published.get(f) ?? "(not on the page)"}</span>
                  </span>
                  <button type="button" className="btn-secondary" onClick={() => removeField(f)}>
                    Remove <span className="sr-only">{f}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {available.length > 0 && (
            <div className="mt-3 flex flex-wrap items-end gap-2">
              <label className="block min-w-0 flex-1 text-sm font-semibold">
                Field to add
                <select className="input mt-1 w-full" value={adding} onChange={(e) => setAdding(e.target.value)}>
                  {available.map((f) => (
                    <option key={f.pointer} value={f.pointer}>
                      {f.pointer}: {short(f.value)}
                    </option>
                  ))}
                </select>
              </label>
              <button type="button" className="btn-secondary" onClick={addField}>
                Add field
              </button>
            </div>
          )}
        </fieldset>

        {draft.arms.map((arm, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: arms are ordered; the first is the published page.
          <fieldset key={i} className="rounded border border-slate-200 p-3" data-testid={`arm-${i}`}>
            <legend className="px-1 font-semibold">
              Version {i + 1}
              {i === 0 ? ": the published page" : ""}
            </legend>
            <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
              <label className="block text-sm font-semibold">
                Label
                <input
                  className="input mt-1"
                  value={arm.label}
                  maxLength={60}
                  onChange={(e) => changeArm(i, { label: e.target.value })}
                />
              </label>
              <label className="block text-sm font-semibold">
                Traffic weight
                <input
                  className="input mt-1"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={100}
                  value={arm.weight}
                  onChange={(e) => changeArm(i, { weight: Number(e.target.value) })}
                />
              </label>
            </div>
            {i > 0 &&
              draft.fields.map((f) => (
                <label key={f} className="mt-3 block text-sm font-semibold">
                  {f}
                  <textarea
                    className="input mt-1"
                    rows={2}
                    value={arm.values[f] ?? ""}
                    onChange={(e) => changeArm(i, { values: { ...arm.values, [f]: e.target.value } })}
                  />
                </label>
              ))}
            {i >= MIN_ARMS && (
              <button type="button" className="btn-secondary mt-3" onClick={() => removeArm(i)}>
                Remove version {i + 1}
              </button>
            )}
          </fieldset>
        ))}
        {draft.arms.length < MAX_ARMS && (
          <button type="button" className="btn-secondary" onClick={addArm}>
            Add a version
          </button>
        )}
        <IntentForm intent={forms.save} answer={answer}>
          {(f) => (
            <>
              <input type="hidden" name={f.version.name} value={experiment.version} />
              <input type="hidden" name={f.data.name} value={JSON.stringify(draft)} />
              <button type="submit" className="btn-primary" disabled={busy}>
                Save the draft
              </button>
            </>
          )}
        </IntentForm>
      </div>
    </section>
  );
}
