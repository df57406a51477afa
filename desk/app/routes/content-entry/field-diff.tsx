// What changed between two versions of an entry, as a marketing owner reads it: one row per field
// that changed, named as the editor names it ("Hero › Points › 2"), with the words taken out and put
// in marked (jsdiff's word diff), and fields added or removed. Used by the history's comparison and
// by a refused save (what the other member changed).
import { diffWords } from "diff";
import { pathLabel } from "./schema-walk.ts";

/** Every leaf (words, number, yes/no) of a value, by dotted path. */
export function leaves(value: unknown, path = "", into = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(value)) for (const [i, v] of value.entries()) leaves(v, path ? `${path}.${i}` : String(i), into);
  else if (value !== null && typeof value === "object")
    for (const [k, v] of Object.entries(value)) leaves(v, path ? `${path}.${k}` : k, into);
  else if (value !== undefined && value !== null)
    into.set(path, typeof value === "boolean" ? (value ? "Yes" : "No") : String(value));
  return into;
}

export interface FieldChange {
  path: string;
  before: string | undefined;
  after: string | undefined;
}

export function changesBetween(before: unknown, after: unknown): FieldChange[] {
  const a = leaves(before);
  const b = leaves(after);
  const paths = [...new Set([...a.keys(), ...b.keys()])];
  return paths.filter((p) => a.get(p) !== b.get(p)).map((path) => ({ path, before: a.get(path), after: b.get(path) }));
}

export function FieldDiff({
  before,
  after,
  caption,
  testId,
}: {
  before: unknown;
  after: unknown;
  caption: string;
  testId?: string;
}) {
  const changes = changesBetween(before, after);
  if (changes.length === 0)
    return (
      <p className="text-sm" data-testid={testId}>
        No differences.
      </p>
    );
  return (
    <div data-testid={testId}>
      <p className="sr-only">{caption}</p>
      <ul className="space-y-3 text-sm">
        {changes.map((change) => (
          <li key={change.path} className="rounded border border-slate-200 bg-white p-2">
            <p className="font-semibold">{pathLabel(change.path)}</p>
            <p className="mt-1 break-words">
              {change.before === undefined ? (
                <ins className="bg-green-100 text-green-900 no-underline">Added: {change.after}</ins>
              ) : change.after === undefined ? (
                <del className="bg-red-100 text-red-900">Removed: {change.before}</del>
              ) : (
                diffWords(change.before, change.after).map((part, i) =>
                  part.added ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff, in order.
                    <ins key={i} className="bg-green-100 text-green-900 no-underline">
                      <span className="sr-only">[added: </span>
                      {part.value}
                      <span className="sr-only">]</span>
                    </ins>
                  ) : part.removed ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff, in order.
                    <del key={i} className="bg-red-100 text-red-900">
                      <span className="sr-only">[removed: </span>
                      {part.value}
                      <span className="sr-only">]</span>
                    </del>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff, in order.
                    <span key={i}>{part.value}</span>
                  ),
                )
              )}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
