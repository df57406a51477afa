// One entry's editor (issue 42 item 2): the form generated from its type's schema, kept as a draft
// as one types (use-draft.ts), the check on save's messages beside their fields and listed at the
// top, what the placeholders quote, a refused save's conflict with the other member's changes, and
// publishing with an optional note.
import { useEffect, useMemo, useRef } from "react";
import { type AnswerLike, IntentForm } from "#desk/components/intent-form.tsx";
import type { EditorState } from "#server/content/content-desk.server.ts";
import type { FieldErrors } from "#shared/content/check.ts";
import { contentTypes } from "#shared/content/content-types.ts";
import { guardRails } from "#shared/content/guard-rails.ts";
import { sitePages, withPageOverlay } from "#shared/site/pages.ts";
import { EditorSettingContext, idOf } from "./editor-setting.tsx";
import { FieldDiff, leaves } from "./field-diff.tsx";
import { forms } from "./forms.ts";
import { FieldEditor } from "./schema-form.tsx";
import { pathLabel } from "./schema-walk.ts";
import { useDraft } from "./use-draft.ts";

type Answer = AnswerLike & { fieldErrors?: FieldErrors };

export function Editor({ state, answer, busy }: { state: EditorState; answer: Answer | undefined; busy: boolean }) {
  const schema = useMemo(() => contentTypes[state.type].schema(), [state.type]);
  const draft = useDraft(state, answer?.intent === "save" ? answer.fieldErrors : undefined);
  const { setErrors } = draft;
  // A refused publish: its messages beside their fields (each answer once).
  const handled = useRef<unknown>(undefined);
  useEffect(() => {
    if (!answer || answer === handled.current || answer.intent !== "publish") return;
    handled.current = answer;
    if (!answer.ok && answer.fieldErrors) setErrors(answer.fieldErrors);
  }, [answer, setErrors]);
  const errors = Object.entries(draft.errors);
  // The guard rails (decision 069) on the words as they are typed: beside each field, and listed
  // before the Publish button; the publish intent refuses the same errors.
  // Links resolve against the live page set (decision 071): articles published in the desk, less those taken down.
  const railContext = useMemo(
    () => ({
      unpublished: new Set(state.unpublished),
      takenDown: new Set(state.takenDown),
      pages: { added: state.pages.added, removed: new Set(state.pages.removed) },
      facts: state.facts,
    }),
    [state.unpublished, state.takenDown, state.pages, state.facts],
  );
  const linkable = useMemo(
    () => withPageOverlay(railContext.pages, sitePages).map((p) => ({ path: p.path, label: p.label })),
    [railContext],
  );
  const railsNow = useMemo(
    () => guardRails(state.type, draft.data, railContext),
    [state.type, draft.data, railContext],
  );
  // The same messages keep the same object, so the fields (and the rich text editor) re-render
  // only when a message changes, not at every keystroke.
  const railsKey = JSON.stringify(railsNow);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the messages' content
  const rails = useMemo(() => railsNow, [railsKey]);
  const setting = useMemo(
    () => ({
      errors: { ...rails.errors, ...draft.errors },
      warnings: rails.warnings,
      facts: state.facts,
      pages: linkable,
    }),
    [draft.errors, rails, state.facts, linkable],
  );
  return (
    <>
      {draft.offered && (
        <div role="alert" className="mt-4 rounded border border-amber-300 bg-amber-50 p-3">
          <p className="font-semibold">
            This browser kept changes you had not saved ({new Date(draft.offered.savedAt).toLocaleString("en-AU")}).
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="button" className="btn-primary" onClick={draft.takeOffered}>
              Bring back my unsaved changes
            </button>
            <button type="button" className="btn-secondary" onClick={draft.dismissOffered}>
              Discard them
            </button>
          </div>
        </div>
      )}
      {draft.conflict && (
        <section role="alert" aria-labelledby="conflict" className="mt-4 rounded border border-red-300 bg-red-50 p-3">
          <h2 id="conflict" className="font-bold">
            {draft.conflict.by ?? "Someone"} changed this entry while you were editing
          </h2>
          <p className="mt-1 text-sm">
            Your changes were not saved and nothing of theirs was overwritten. What they have, compared with yours:
          </p>
          <div className="mt-2">
            <FieldDiff
              before={draft.data}
              after={draft.conflict.data}
              caption="Your words struck through, theirs highlighted."
              testId="conflict-diff"
            />
          </div>
          <button type="button" className="btn-primary mt-3" onClick={draft.takeTheirs}>
            Continue from their version
          </button>
        </section>
      )}
      {errors.length > 0 && (
        <div role="alert" className="mt-4 rounded border border-red-300 bg-red-50 p-3" data-testid="error-summary">
          <p className="font-semibold">Fix these before publishing:</p>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {errors.map(([path, message]) => (
              <li key={path}>
                <a href={`#${idOf(path)}`} className="underline">
                  {pathLabel(path)}
                </a>
                : {message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {state.type !== "facts" && <PlaceholderHelp facts={state.facts} />}
      <datalist id="registry-pages">
        {linkable.map((p) => (
          <option key={p.path} value={p.path}>
            {p.label}
          </option>
        ))}
      </datalist>
      <EditorSettingContext.Provider value={setting}>
        <form
          aria-label={`Edit ${state.title}`}
          className="mt-6"
          onSubmit={(event) => {
            event.preventDefault();
            draft.save("button");
          }}
        >
          <FieldEditor schema={schema} value={draft.data} onChange={draft.setData} path="" label={state.title} />
          <div className="sticky bottom-0 mt-6 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white py-3">
            <button type="submit" className="btn-primary" disabled={Boolean(draft.conflict)}>
              Save draft
            </button>
            <p role="status" className="text-sm" data-testid="save-status">
              {draft.unsaved && !draft.saving && !draft.refused && !draft.unreachable && !draft.conflict
                ? "Unsaved changes (kept in this browser)."
                : draft.status}
            </p>
          </div>
        </form>
      </EditorSettingContext.Provider>
      <section aria-labelledby="publish" className="mt-8 rounded border border-slate-200 p-4">
        <h2 id="publish" className="text-lg font-bold">
          Publish
        </h2>
        <RailsSummary errors={rails.errors} warnings={rails.warnings} />
        <IntentForm intent={forms.publish} answer={answer} className="mt-2 space-y-3">
          <div>
            <label htmlFor="publish-note" className="block text-sm font-semibold">
              Note for the history (optional)
            </label>
            <input id="publish-note" name="note" type="text" maxLength={500} className="input mt-1" />
          </div>
          <button
            type="submit"
            className="btn-primary"
            disabled={
              busy ||
              draft.unsaved ||
              draft.saving ||
              !state.hasDraft ||
              Boolean(draft.conflict) ||
              Boolean(state.experiment)
            }
          >
            Publish
          </button>
          {state.experiment && (
            <p className="text-sm text-slate-700">Publishing waits until the experiment on this page ends (above).</p>
          )}
          {(draft.unsaved || !state.hasDraft) && (
            <p className="text-sm text-slate-700">
              {draft.unsaved ? "Save the draft first." : "There are no unpublished changes."}
            </p>
          )}
        </IntentForm>
      </section>
    </>
  );
}

/** The guard rails' errors (which refuse a publish) and warnings (which do not), each linked to its field. */
function RailsSummary({ errors, warnings }: { errors: Record<string, string>; warnings: Record<string, string> }) {
  const list = (items: Record<string, string>) => (
    <ul className="mt-1 list-disc pl-5 text-sm">
      {Object.entries(items).map(([path, message]) => (
        <li key={path}>
          <a href={`#${idOf(path)}`} className="underline">
            {pathLabel(path)}
          </a>
          : {message}
        </li>
      ))}
    </ul>
  );
  const nErrors = Object.keys(errors).length;
  const nWarnings = Object.keys(warnings).length;
  return (
    <div className="mt-2 space-y-2" data-testid="guard-rails">
      {nErrors === 0 && nWarnings === 0 && <p className="text-sm">Links, headings and images pass the checks.</p>}
      {nErrors > 0 && (
        <div className="rounded border border-red-300 bg-red-50 p-3" data-testid="guard-rail-errors">
          <p className="font-semibold">
            {nErrors === 1 ? "One thing stops" : `${nErrors} things stop`} this entry from being published:
          </p>
          {list(errors)}
        </div>
      )}
      {nWarnings > 0 && (
        <div className="rounded border border-amber-300 bg-amber-50 p-3" data-testid="guard-rail-warnings">
          <p className="font-semibold">Worth a look (publishing is not stopped):</p>
          {list(warnings)}
        </div>
      )}
    </div>
  );
}

function PlaceholderHelp({ facts }: { facts: Record<string, unknown> }) {
  const list = [...leaves(facts)];
  return (
    <details className="mt-4 rounded border border-slate-200 p-3">
      <summary className="cursor-pointer font-semibold">Quoting a fact with {"{fact:…}"}</summary>
      <p className="mt-2 text-sm">
        Words in braces such as <code>{"{fact:claims.leadsDelivered}"}</code> are replaced on the page by the fact they
        name, so a fact changed once (in Facts) changes on every page. Add <code>|capital</code> at the end for a fact
        that starts a sentence, or <code>|lower</code> for lower case. A name that is not in this list is refused when
        you save.
      </p>
      <ul className="mt-2 text-sm">
        {list.map(([path, value]) => (
          <li key={path} className="break-words">
            <code>{`{fact:${path}}`}</code>: {value}
          </li>
        ))}
      </ul>
    </details>
  );
}
