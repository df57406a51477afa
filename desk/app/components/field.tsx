// One labelled control of an IntentForm (input, textarea or select): the label above, an optional
// hint, the control, and the field's errors from the intent's answer under it, tied to the control
// (aria-invalid, aria-describedby). Values the answer sends back are shown again.
import { useField } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

type Common = { name: string; label: ReactNode; hint?: string; labelClassName?: string };

type Props =
  | (Common & { as?: "input" } & Omit<InputHTMLAttributes<HTMLInputElement>, "name">)
  | (Common & { as: "textarea" } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name">)
  | (Common & { as: "select"; children: ReactNode } & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name">);

export function Field(props: Props) {
  const { name, label, hint, labelClassName = "block text-sm font-semibold", className, ...rest } = props;
  const [field] = useField<string>(name);
  const hintId = hint ? `${field.id}-hint` : undefined;
  const errors = field.errors ?? [];
  const describedBy = [hintId, errors.length > 0 ? field.errorId : undefined].filter(Boolean).join(" ") || undefined;
  const shown = typeof field.initialValue === "string" ? field.initialValue : undefined;
  const control = {
    id: field.id,
    name,
    "aria-invalid": errors.length > 0 || undefined,
    "aria-describedby": describedBy,
    className: className ?? "input mt-1",
  };
  let element: ReactNode;
  if (rest.as === "textarea") {
    const { as: _as, defaultValue, ...attributes } = rest;
    element = <textarea {...attributes} {...control} defaultValue={shown ?? defaultValue} />;
  } else if (rest.as === "select") {
    const { as: _as, defaultValue, children, ...attributes } = rest;
    element = (
      <select {...attributes} {...control} defaultValue={shown ?? defaultValue}>
        {children}
      </select>
    );
  } else {
    const { as: _as, defaultValue, ...attributes } = rest;
    const secret = attributes.type === "password";
    element = <input {...attributes} {...control} defaultValue={secret ? undefined : (shown ?? defaultValue)} />;
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
