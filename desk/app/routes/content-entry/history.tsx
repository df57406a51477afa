// An entry's history (issue 42 item 6): every published version with who published it, when and
// the note; any two compared (a GET form, so the comparison has an address); any version restored
// as a new draft.
import { Form } from "react-router";
import { formatDateTime } from "#desk/components/format.ts";
import { type AnswerLike, IntentForm } from "#desk/components/intent-form.tsx";
import { Table } from "#desk/components/table.tsx";
import type { VersionItem } from "#server/content/content-desk.server.ts";
import { FieldDiff } from "./field-diff.tsx";
import { forms } from "./forms.ts";

export interface Comparison {
  from: number;
  to: number;
  before: unknown;
  after: unknown;
}

const versionName = (v: number) => (v === 0 ? "The current draft" : `Version ${v}`);

export function History({
  versions,
  hasDraft,
  draftRevision,
  comparison,
  answer,
  busy,
}: {
  versions: readonly VersionItem[];
  hasDraft: boolean;
  draftRevision: number;
  comparison: Comparison | undefined;
  answer: AnswerLike | undefined;
  busy: boolean;
}) {
  const choices = [...(hasDraft ? [0] : []), ...versions.map((v) => v.version)];
  const [latest, previous] = choices;
  return (
    <section aria-labelledby="history" className="mt-10">
      <h2 id="history" className="text-lg font-bold">
        History
      </h2>
      <Table caption="Published versions" columns={["Version", "Published", "Note", ""]}>
        {versions.map((v) => (
          <tr key={v.version} className="border-t border-slate-200 align-top">
            <td className="px-3 py-2 font-semibold">{v.version}</td>
            <td className="px-3 py-2">
              {v.publishedBy ?? "Shipped with the site"}
              <span className="block text-xs text-slate-700">{formatDateTime(v.publishedAt)}</span>
            </td>
            <td className="px-3 py-2">{v.note ?? ""}</td>
            <td className="px-3 py-2">
              {/* The version as the target: its answer shows on its own row. */}
              <IntentForm intent={forms.restore} answer={answer} target={String(v.version)}>
                <input type="hidden" name="version" value={v.version} />
                <input type="hidden" name="revision" value={draftRevision} />
                <button type="submit" className="btn-secondary" disabled={busy}>
                  Restore as draft<span className="sr-only"> (version {v.version})</span>
                </button>
              </IntentForm>
            </td>
          </tr>
        ))}
      </Table>
      {choices.length > 1 && (
        // Made anew when the versions change (a publish), so the choices start from the newest two.
        <Form key={choices.join()} method="get" className="mt-4 flex flex-wrap items-end gap-3" preventScrollReset>
          {(["from", "to"] as const).map((name) => (
            <div key={name}>
              <label htmlFor={`compare-${name}`} className="block text-sm font-semibold">
                {name === "from" ? "Compare" : "with"}
              </label>
              <select
                id={`compare-${name}`}
                name={name}
                className="input mt-1 w-auto"
                defaultValue={comparison?.[name] ?? (name === "from" ? previous : latest)}
              >
                {choices.map((v) => (
                  <option key={v} value={v}>
                    {versionName(v)}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <button type="submit" className="btn-secondary">
            Compare
          </button>
        </Form>
      )}
      {comparison && (
        <div className="mt-4">
          <h3 className="font-semibold">
            {versionName(comparison.from)} compared with {versionName(comparison.to).toLowerCase()}
          </h3>
          <FieldDiff
            before={comparison.before}
            after={comparison.after}
            caption="Words removed are struck through; words added are highlighted."
            testId="version-diff"
          />
        </div>
      )}
    </section>
  );
}
