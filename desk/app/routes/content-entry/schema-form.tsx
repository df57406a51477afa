// The form generated from an entry's schema (decision 064): each field as its shape says (words,
// a registry page, an external address, a choice, a group of fields as a fieldset, a list whose
// items are added, removed and moved by buttons, a choice of kinds), its label from the schema, and
// the check on save's message beside it (by its dotted path). One value for the whole entry, held
// by the screen; a change gives the new whole.
import { type ReactNode, useContext, useId, useState } from "react";
import type { z } from "zod";
import { factValue, placeholdersOf } from "#shared/content/placeholders.ts";
import { EditorSettingContext, ErrorOf, type FieldProps, idOf } from "./editor-setting.tsx";
import { ListEditor, RecordEditor } from "./list-editor.tsx";
import { RichBody } from "./rich-body.tsx";
import { initialValue as initialFor, labelOf, optionLabel, optionOf, shapeOf, unwrap } from "./schema-walk.ts";

export function FieldEditor(props: FieldProps): ReactNode {
  const shape = shapeOf(props.schema);
  switch (shape.kind) {
    case "group":
      return <GroupEditor {...props} fields={shape.fields} />;
    case "list":
      return <ListEditor {...props} item={shape.item} Field={FieldEditor} />;
    case "record":
      return <RecordEditor {...props} item={shape.value} Field={FieldEditor} />;
    case "either":
      return <ChoiceOfKinds {...props} options={shape.options} />;
    case "rich":
      return <RichBody {...props} />;
    case "fixed":
      return null;
    default:
      return <PlainField {...props} />;
  }
}

function GroupEditor({
  value,
  onChange,
  path,
  label,
  fields,
}: FieldProps & { fields: Extract<ReturnType<typeof shapeOf>, { kind: "group" }>["fields"] }) {
  const object = (value ?? {}) as Record<string, unknown>;
  const at = (key: string) => (path ? `${path}.${key}` : key);
  const set = (key: string, next: unknown) => {
    const copy = { ...object };
    if (next === undefined) delete copy[key];
    else copy[key] = next;
    onChange(copy);
  };
  const body = (
    <div className="space-y-4">
      {fields.map(({ key, schema, optional }) => {
        const name = labelOf(key, schema);
        const shape = shapeOf(schema);
        if (shape.kind === "fixed") return null;
        if (optional && object[key] === undefined && !["text", "number", "boolean", "choice"].includes(shape.kind))
          return <OptionalAdd key={key} name={name} onAdd={() => set(key, initialFor(schema))} />;
        return (
          <div key={key}>
            <FieldEditor
              schema={schema}
              value={object[key]}
              onChange={(v) => set(key, v)}
              path={at(key)}
              label={name}
            />
            {optional && object[key] !== undefined && !["text", "number", "boolean", "choice"].includes(shape.kind) && (
              <button type="button" className="btn-secondary mt-2" onClick={() => set(key, undefined)}>
                Remove {name.toLowerCase()}
              </button>
            )}
          </div>
        );
      })}
      <ErrorOf path={path} />
    </div>
  );
  if (!path) return body;
  return (
    <fieldset className="rounded border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 font-semibold">{label}</legend>
      {body}
    </fieldset>
  );
}

function OptionalAdd({ name, onAdd }: { name: string; onAdd: () => void }) {
  return (
    <button type="button" className="btn-secondary" onClick={onAdd}>
      Add {name.toLowerCase()}
    </button>
  );
}

function ChoiceOfKinds({
  schema: _s,
  value,
  onChange,
  path,
  label,
  options,
}: FieldProps & { options: readonly z.ZodType[] }) {
  const chosen = optionOf(options, value);
  const id = useId();
  const option = options[chosen]!;
  return (
    <div className="rounded border border-dashed border-slate-300 p-2">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}: kind
      </label>
      <select
        id={id}
        className="input mt-1 w-auto"
        value={chosen}
        onChange={(e) => onChange(initialFor(options[Number(e.target.value)]!))}
      >
        {options.map((o, i) => (
          <option key={optionLabel(o) + String(i)} value={i}>
            {optionLabel(o)}
          </option>
        ))}
      </select>
      <div className="mt-2">
        <FieldEditor schema={option} value={value} onChange={onChange} path={path} label={label} />
      </div>
    </div>
  );
}

function PlainField({ schema, value, onChange, path, label }: FieldProps) {
  const setting = useContext(EditorSettingContext);
  const shape = shapeOf(schema);
  const id = idOf(path);
  const error = setting.errors[path];
  const hintId = `${id}-hint`;
  const placeholders = typeof value === "string" ? placeholdersOf(value) : [];
  const hint =
    shape.kind === "text" && shape.editor === "page"
      ? "A page of this site, such as /contact (choose from the list), optionally with #part."
      : shape.kind === "text" && shape.editor === "external"
        ? "An address starting with https://, mailto: or tel:."
        : undefined;
  const noted = error || setting.warnings[path];
  const describedBy = [hint || placeholders.length > 0 ? hintId : "", noted ? `${id}-error` : ""].join(" ").trim();
  const common = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
  // Long words get a text area; decided once, so the control never changes under the cursor.
  const [long] = useState(
    () => shape.kind === "text" && (shape.long || (typeof value === "string" && value.length > 70)),
  );
  let control: ReactNode;
  if (shape.kind === "boolean") {
    return (
      <div className="flex items-center gap-2">
        <input type="checkbox" {...common} checked={value === true} onChange={(e) => onChange(e.target.checked)} />
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        <ErrorOf path={path} />
      </div>
    );
  }
  if (shape.kind === "choice") {
    // An optional choice may be left unset ("None"), rather than show its first option while it holds none.
    const unset = unwrap(schema).optional;
    control = (
      <select
        {...common}
        className="input mt-1"
        value={String(value ?? "")}
        onChange={(e) => onChange(unset && e.target.value === "" ? undefined : e.target.value)}
      >
        {unset && <option value="">None</option>}
        {shape.options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    );
  } else if (shape.kind === "number") {
    control = (
      <input
        type="number"
        {...common}
        className="input mt-1"
        value={typeof value === "number" ? value : ""}
        onChange={(e) => onChange(e.target.value === "" ? undefined : Number(e.target.value))}
      />
    );
  } else if (long) {
    control = (
      <textarea
        {...common}
        className="input mt-1"
        rows={4}
        value={String(value ?? "")}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  } else {
    const pageList = shape.kind === "text" && shape.editor === "page";
    control = (
      <input
        type="text"
        {...common}
        className="input mt-1"
        {...(pageList ? { list: "registry-pages" } : {})}
        value={String(value ?? "")}
        onChange={(e) => onChange(e.target.value === "" && !pageList ? "" : e.target.value)}
      />
    );
  }
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {control}
      {(hint || placeholders.length > 0) && (
        <div id={hintId} className="mt-1 text-sm text-slate-700">
          {hint && <p>{hint}</p>}
          {placeholders.map((name) => {
            const fact = factValue(setting.facts, name);
            return (
              <p key={name} className={fact === undefined ? "font-semibold text-red-800" : undefined}>
                {fact === undefined
                  ? `{fact:${name}} names no fact: check the name in the list of facts.`
                  : `{fact:${name}} shows “${fact}”.`}
              </p>
            );
          })}
        </div>
      )}
      <ErrorOf path={path} />
    </div>
  );
}
