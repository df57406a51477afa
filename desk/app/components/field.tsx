// One labelled control of an IntentForm (input, textarea or select), given the field's metadata
// from the form (`meta={fields.body}`): the label above, an optional hint, the control with the
// constraints Conform derives from the intent's schema (required, lengths, bounds; an attribute
// given here wins), and the field's errors from the intent's answer under it, tied to the control
// (aria-invalid, aria-describedby). Values the answer sends back are shown again.
import { type FieldName, useField } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

/** What a field is given: the metadata of one of its form's fields (never a hand-typed name). */
// biome-ignore lint/suspicious/noExplicitAny: any field of any intent's form.
export type FieldMeta = { name: FieldName<any, any, string[]>; id: string; errorId: string };

type Common = { meta: FieldMeta; label: ReactNode; hint?: string; labelClassName?: string };

type Props =
  | (Common & { as?: "input" } & Omit<InputHTMLAttributes<HTMLInputElement>, "name">)
  | (Common & { as: "textarea" } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name">)
  | (Common & { as: "select"; children: ReactNode } & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name">);

export function Field(props: Props) {
  const { meta, label, hint, labelClassName = "block text-sm font-semibold", className, ...rest } = props;
  const [field] = useField<string>(meta.name);
  const hintId = hint ? `${field.id}-hint` : undefined;
  const errors = field.errors ?? [];
  const describedBy = [hintId, errors.length > 0 ? field.errorId : undefined].filter(Boolean).join(" ") || undefined;
  const shown = typeof field.initialValue === "string" ? field.initialValue : undefined;
  const control = {
    id: field.id,
    name: field.name,
    "aria-invalid": errors.length > 0 || undefined,
    "aria-describedby": describedBy,
    className: className ?? "input mt-1",
  };
  // The schema's constraints; the browser checks them before posting, the server again after.
  const required = field.required || undefined;
  const lengths = { required, minLength: field.minLength, maxLength: field.maxLength };
  const bounds = { ...lengths, min: field.min, max: field.max, step: field.step };
  let element: ReactNode;
  if (rest.as === "textarea") {
    const { as: _as, defaultValue, ...attributes } = rest;
    element = <textarea {...lengths} {...attributes} {...control} defaultValue={shown ?? defaultValue} />;
  } else if (rest.as === "select") {
    const { as: _as, defaultValue, children, ...attributes } = rest;
    element = (
      <select required={required} {...attributes} {...control} defaultValue={shown ?? defaultValue}>
        {children}
      </select>
    );
  } else {
    const { as: _as, defaultValue, ...attributes } = rest;
    const secret = attributes.type === "password";
    element = (
      <input {...bounds} {...attributes} {...control} defaultValue={secret ? undefined : (shown ?? defaultValue)} />
    );
  }
  return (
    <div>
      <label htmlFor={field.id} className={labelClassName}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-slate-700">
          {hint}
        </p>
      )}
      {element}
      {errors.length > 0 && (
        <p id={field.errorId} className="mt-1 text-sm font-semibold text-red-800">
          {errors.join(" ")}
        </p>
      )}
    </div>
  );
}
