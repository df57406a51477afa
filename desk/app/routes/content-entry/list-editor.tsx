// A list's items (FAQs, benefits, steps, an article's paragraphs) each with buttons to move it up or
// down and remove it, and one to add an item at the end: all by keyboard, and the focus follows the
// item moved. A record (the facts' named groups) shows each of its named values; its names are the
// code's, so they are not edited here.
import { type ReactNode, useEffect, useRef } from "react";
import type { z } from "zod";
import { ErrorOf, type FieldProps, idOf } from "./editor-setting.tsx";
import { initialValue, labelOf, unwrap } from "./schema-walk.ts";

/** The generated editor's field (schema-form.tsx), passed in: lists hold fields that hold lists. */
type WithField = { item: z.ZodType; Field: (props: FieldProps) => ReactNode };

/** What one item of a list is called ("Benefits": "benefit"; else "item"). */
function itemName(label: string, item: z.ZodType): string {
  const given = unwrap(item).meta.label;
  if (given) return given.toLowerCase();
  const lower = label.toLowerCase();
  if (/ies$/.test(lower)) return lower.replace(/ies$/, "y");
  if (/s$/.test(lower) && !/ss$/.test(lower)) return lower.replace(/s$/, "");
  return "item";
}

export function ListEditor({ value, onChange, path, label, item, Field: FieldEditor }: FieldProps & WithField) {
  const items = Array.isArray(value) ? (value as unknown[]) : [];
  const name = itemName(label, item);
  // After a move, the focus goes to the same button on the item's new place.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    const target = document.getElementById(focusNext.current);
    // A new item: its first control.
    (target?.tagName === "LI" ? target.querySelector<HTMLElement>("input, textarea, select, button") : target)?.focus();
    focusNext.current = null;
  });
  const at = (i: number) => `${path}.${i}`;
  const move = (from: number, to: number, button: "up" | "down") => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    const wanted = `${idOf(at(to))}-${button}`;
    // At the top or the bottom the other button is the one left to press.
    focusNext.current =
      (button === "up" && to === 0) || (button === "down" && to === next.length - 1)
        ? `${idOf(at(to))}-${button === "up" ? "down" : "up"}`
        : wanted;
    onChange(next);
  };
  const remove = (i: number) => {
    const next = items.filter((_, j) => j !== i);
    focusNext.current = next.length === 0 ? `${idOf(path)}-add` : `${idOf(at(Math.min(i, next.length - 1)))}-remove`;
    onChange(next);
  };
  return (
    <fieldset className="rounded border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 font-semibold">
        {label} <span className="font-normal text-slate-700">({items.length})</span>
      </legend>
      <ol className="space-y-4">
        {items.map((v, i) => {
          const title = `${name.charAt(0).toUpperCase()}${name.slice(1)} ${i + 1}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: items have no id of their own; position is what the editor shows.
            <li key={i} id={`${idOf(at(i))}-item`} className="border-l-4 border-slate-200 pl-3">
              <FieldEditor
                schema={item}
                value={v}
                onChange={(next) => onChange(items.map((old, j) => (j === i ? next : old)))}
                path={at(i)}
                label={title}
              />
              <div className="mt-2 flex flex-wrap gap-2">
                {i > 0 && (
                  <button
                    type="button"
                    id={`${idOf(at(i))}-up`}
                    className="btn-secondary"
                    onClick={() => move(i, i - 1, "up")}
                  >
                    Move up<span className="sr-only"> {title}</span>
                  </button>
                )}
                {i < items.length - 1 && (
                  <button
                    type="button"
                    id={`${idOf(at(i))}-down`}
                    className="btn-secondary"
                    onClick={() => move(i, i + 1, "down")}
                  >
                    Move down<span className="sr-only"> {title}</span>
                  </button>
                )}
                <button type="button" id={`${idOf(at(i))}-remove`} className="btn-secondary" onClick={() => remove(i)}>
                  Remove<span className="sr-only"> {title}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        id={`${idOf(path)}-add`}
        className="btn-secondary mt-3"
        onClick={() => {
          focusNext.current = `${idOf(at(items.length))}-item`;
          onChange([...items, initialValue(item)]);
        }}
      >
        Add {name}
        <span className="sr-only"> to {label}</span>
      </button>
      <ErrorOf path={path} />
    </fieldset>
  );
}

export function RecordEditor({ value, onChange, path, label, item, Field: FieldEditor }: FieldProps & WithField) {
  const record = (value ?? {}) as Record<string, unknown>;
  return (
    <fieldset className="rounded border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 font-semibold">{label}</legend>
      <div className="space-y-4">
        {Object.entries(record).map(([key, v]) => (
          <FieldEditor
            key={key}
            schema={item}
            value={v}
            onChange={(next) => onChange({ ...record, [key]: next })}
            path={`${path}.${key}`}
            label={labelOf(key)}
          />
        ))}
      </div>
      <ErrorOf path={path} />
    </fieldset>
  );
}
