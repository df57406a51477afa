// Labelled form controls: a visible label tied to the control, the required asterisk,
// and the field's error tied by aria-describedby and flagged with aria-invalid.
import type { ComponentProps, ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

export const controlClass =
  "block w-full rounded-lg border border-slate-500 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-700 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-brand-600 aria-invalid:border-red-700 aria-invalid:bg-red-50/40";

function Label({ htmlFor, label, required }: { htmlFor: string; label: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-semibold text-slate-900">
      {label}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      ) : null}
    </label>
  );
}

function ErrorText({ id, error }: { id: string; error?: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {error}
    </p>
  );
}

interface FieldBase {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
}

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** What every control gets from its field: its id, required, and its error and hint tied to it. */
interface ControlProps {
  id: string;
  required: boolean | undefined;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** The one wrapper: label, the control, its hint and its error. */
function Field({
  id,
  label,
  required,
  error,
  hint,
  className,
  children,
}: FieldBase & { children: (control: ControlProps) => ReactNode }) {
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} required={required} />
      {children({
        id,
        required,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy(id, error, hint),
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

/** A field's own props (for Field) and the rest (for its control). */
function splitField<P extends FieldBase>({ id, label, required, error, hint, className, ...control }: P) {
  return [{ id, label, required, error, hint, className }, control] as const;
}

export function TextField(props: FieldBase & Omit<ComponentProps<"input">, "id" | "className">) {
  const [field, input] = splitField(props);
  return (
    <Field {...field}>{(control) => <input {...control} className={cn(controlClass, "h-11")} {...input} />}</Field>
  );
}

export function TextAreaField(
  props: FieldBase & { textareaClassName?: string } & Omit<ComponentProps<"textarea">, "id" | "className">,
) {
  const [field, { textareaClassName, ...textarea }] = splitField(props);
  return (
    <Field {...field}>
      {(control) => (
        <textarea {...control} className={cn(controlClass, "resize-y py-2.5", textareaClassName)} {...textarea} />
      )}
    </Field>
  );
}

export function SelectField(
  props: FieldBase & {
    options: readonly string[];
    optionLabels?: Readonly<Record<string, string>> | undefined;
    /** An empty first choice; without one the first option is chosen. */
    placeholder?: string | undefined;
  } & Omit<ComponentProps<"select">, "id" | "className">,
) {
  const [field, { options, optionLabels, placeholder, ...select }] = splitField(props);
  return (
    <Field {...field}>
      {(control) => (
        <select {...control} className={cn(controlClass, "h-11 pr-8")} {...select}>
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabels?.[option] ?? option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Hidden from people (off screen, out of the tab order, hidden from assistive tech); bots fill it in. */
export function Honeypot({ id, ...input }: { id: string } & Omit<ComponentProps<"input">, "id">) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" {...input} />
    </div>
  );
}
