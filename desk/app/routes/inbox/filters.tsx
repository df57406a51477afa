// The inbox's filters: a GET form whose values are the address's query (only those set), so a
// filtered view is a link; a value the server refused is marked beside its filter.
import { Form, href, Link, useSubmit } from "react-router";
import { titleCase } from "#desk/components/format.ts";
import type { Route } from "./+types/route";

type Data = Route.ComponentProps["loaderData"];

export function Filters({
  values,
  errors,
  options,
  staff,
}: {
  values: Data["values"];
  errors: Data["errors"];
  options: Data["options"];
  staff: Data["staff"];
}) {
  const submit = useSubmit();
  return (
    <Form
      method="get"
      onSubmit={(event) => {
        // Only the filters that are set go in the address: a short link, the same view.
        event.preventDefault();
        const set = [...new FormData(event.currentTarget)].filter(([, v]) => typeof v === "string" && v !== "");
        submit(new URLSearchParams(set as [string, string][]), { method: "get" });
      }}
      className="mt-4 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      {values.status && <input type="hidden" name="status" value={values.status} />}
      <InputFilter
        label="Search"
        name="q"
        type="search"
        value={values.q}
        error={errors.q}
        maxLength={254}
        placeholder="Name, email, phone or company"
        data-shortcut="/"
        aria-keyshortcuts="/"
      />
      <Field label="Form" name="form" error={errors.form}>
        <select id="f-form" name="form" defaultValue={values.form ?? ""} className="input">
          <option value="">Any form</option>
          {options.forms.map((f) => (
            <option key={f} value={f}>
              {titleCase(f)}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Source" name="source" error={errors.source}>
        <select id="f-source" name="source" defaultValue={values.source ?? ""} className="input">
          <option value="">Any source</option>
          {options.sources.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Assigned to" name="assignee" error={errors.assignee}>
        <select id="f-assignee" name="assignee" defaultValue={values.assignee ?? ""} className="input">
          <option value="">Anyone</option>
          <option value="none">Nobody yet</option>
          {staff.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </Field>
      <InputFilter label="Received from" name="from" type="date" value={values.from} error={errors.from} />
      <InputFilter label="Received to" name="to" type="date" value={values.to} error={errors.to} />
      <Field label="Kind" name="kind" error={errors.kind}>
        <select id="f-kind" name="kind" defaultValue={values.kind ?? ""} className="input">
          <option value="">Enquiries and privacy requests</option>
          <option value="contact">Enquiries</option>
          <option value="privacy">Privacy requests</option>
        </select>
      </Field>
      <Field label="Flag" name="flag" error={errors.flag}>
        <select id="f-flag" name="flag" defaultValue={values.flag ?? ""} className="input">
          <option value="">Any</option>
          <option value="duplicate">Possible duplicates</option>
          <option value="suppressed">Suppressed people</option>
        </select>
      </Field>
      <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-4">
        <button type="submit" className="btn-primary">
          Apply filters
        </button>
        <Link to={href("/inbox")} className="text-sm font-semibold text-brand-700 underline">
          Clear
        </Link>
      </div>
    </Form>
  );
}

function Field({
  label,
  name,
  error,
  children,
}: {
  label: string;
  name: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={`f-${name}`} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="mt-1">{children}</div>
      {error && (
        <p id={`f-${name}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

function InputFilter({
  label,
  name,
  value,
  error,
  ...input
}: { label: string; name: string; value?: string; error?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} name={name} error={error}>
      <input
        {...input}
        id={`f-${name}`}
        name={name}
        defaultValue={value}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `f-${name}-error` : undefined}
      />
    </Field>
  );
}
