// One CRM's settings form: its credentials (asked for once; never shown again), the API's address, the
// forms it receives, and the field mapping, each source with the CRM's own property list where its
// API gave one (else a free property name).
import { Field } from "#desk/components/field.tsx";
import { type AnswerLike, IntentForm } from "#desk/components/intent-form.tsx";
import type { CrmSetupView } from "#server/crm/setup.server.ts";
import { credentialField, defaultMappings, enquiryForms, mappingField, mappingSources } from "#shared/crm/mapping.ts";
import { forms } from "./forms.ts";

export function SettingsForm({
  crm,
  busy,
  answer,
}: {
  crm: CrmSetupView;
  busy: boolean;
  answer: AnswerLike | undefined;
}) {
  const connection = crm.connection;
  const mapping = connection?.settings.mapping ?? defaultMappings[crm.destination];
  const routed = new Set(connection ? connection.forms : enquiryForms);
  const defaults: Record<string, string> = { baseUrl: connection?.settings.baseUrl ?? crm.defaultBaseUrl };
  for (const s of mappingSources) defaults[mappingField(s.key)] = mapping[s.key] ?? "";
  return (
    <IntentForm
      intent={forms.save}
      target={crm.destination}
      answer={answer}
      defaultValue={defaults}
      className="space-y-4"
    >
      {(fields) => (
        <>
          {crm.credentials.map((c) => (
            <Field
              key={c.name}
              meta={fields[credentialField(c.name) as keyof typeof fields]}
              type="password"
              autoComplete="off"
              label={c.label}
              hint={
                !connection
                  ? "Stored encrypted and never shown again."
                  : crm.credentials.length > 1
                    ? "Stored encrypted and never shown again. Leave these empty to keep the stored ones; to change one, enter them all."
                    : "Stored encrypted and never shown again. Leave it empty to keep the stored one."
              }
            />
          ))}
          <Field
            meta={fields.baseUrl}
            label="API address"
            hint={`${crm.label}'s own: ${crm.defaultBaseUrl}`}
            type="url"
          />
          <fieldset>
            <legend className="text-sm font-semibold">Forms sent to {crm.label}</legend>
            <ul className="mt-1 grid gap-1 sm:grid-cols-2">
              {enquiryForms.map((form) => (
                <li key={form}>
                  <label className="inline-flex items-center gap-2">
                    <input type="checkbox" name={fields.forms.name} value={form} defaultChecked={routed.has(form)} />
                    {form}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <fieldset>
            <legend className="text-sm font-semibold">Field mapping</legend>
            <p className="text-sm text-slate-700">
              {crm.properties
                ? `Each field and the ${crm.label} property it goes to (from ${crm.label}'s own list).`
                : crm.propertiesError
                  ? `${crm.label}'s property list could not be read (${crm.propertiesError}): type the property names.`
                  : `Type the ${crm.label} property names; once connected, ${crm.label}'s own list is offered.`}
            </p>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              {mappingSources.map((s) => {
                const meta = fields[mappingField(s.key) as keyof typeof fields];
                const current = mapping[s.key] ?? "";
                return crm.properties ? (
                  <Field key={s.key} meta={meta} as="select" label={s.label}>
                    <option value="">Not sent</option>
                    {current && !crm.properties.some((p) => p.name === current) && (
                      <option value={current}>
                        {current} (not in {crm.label}'s list)
                      </option>
                    )}
                    {crm.properties.map((p) => (
                      <option key={p.name} value={p.name}>
                        {p.label} ({p.name})
                      </option>
                    ))}
                  </Field>
                ) : (
                  <Field key={s.key} meta={meta} label={s.label} autoComplete="off" />
                );
              })}
            </div>
          </fieldset>
          <button type="submit" className="btn-primary" disabled={busy}>
            {connection ? `Save ${crm.label} settings` : `Connect ${crm.label}`}
          </button>
        </>
      )}
    </IntentForm>
  );
}
