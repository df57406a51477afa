// What staff do to a privacy case: respond from the template, record the identity checked
// another way, move it to its next step, pause or resume it, extend a UK case, assign it, and
// erase the person's data once a deletion request is completed.
import { AssignForm } from "#desk/components/assign-form.tsx";
import { Field } from "#desk/components/field.tsx";
import { caseStatusLabels, formatDateTime } from "#desk/components/format.ts";
import { IntentForm, IntentMessage } from "#desk/components/intent-form.tsx";
import { Section } from "#desk/components/section.tsx";
import { allowedSteps } from "#shared/privacy/cases.ts";
import { UK_MAX_EXTENSION_MONTHS } from "#shared/privacy/jurisdictions.ts";
import type { Route } from "./+types/route";
import { forms, identityMethodLabels } from "./forms.ts";

type Data = Route.ComponentProps["loaderData"];
type Case = Data["case"];
type Answer = Route.ComponentProps["actionData"];

export function Respond({ c, draft, busy, answer }: { c: Case; draft: Data["draft"]; busy: boolean; answer: Answer }) {
  return (
    <Section title="Respond">
      <IntentForm
        intent={forms.respond}
        answer={answer}
        key={c.responseSentAt ?? "draft"}
        defaultValue={{ subject: draft.subject, text: draft.text }}
      >
        {(fields) => (
          <>
            <Field meta={fields.subject} label="Subject" />
            <div className="mt-2">
              <Field
                as="textarea"
                meta={fields.text}
                label={`Response (from the ${c.requestType} template for ${c.jurisdiction}; edit before sending)`}
                rows={12}
                className="input mt-1 font-mono text-sm"
              />
            </div>
            <button type="submit" className="btn-primary mt-2" disabled={busy || !c.requester.email}>
              Send response by email
            </button>
            {!c.requester.email && <p className="mt-1 text-sm text-slate-700">No email address to send to.</p>}
          </>
        )}
      </IntentForm>
      {c.responseSentAt && (
        <p className="mt-2 text-sm text-slate-700">Last response sent {formatDateTime(c.responseSentAt)}.</p>
      )}
    </Section>
  );
}

export function Identity({ c, closed, busy, answer }: { c: Case; closed: boolean; busy: boolean; answer: Answer }) {
  const method = c.identityMethod;
  return (
    <Section title="Identity">
      {c.identityVerifiedAt ? (
        <p>
          Verified {formatDateTime(c.identityVerifiedAt)} by{" "}
          {method === "email_link"
            ? "the emailed link"
            : (method && Object.hasOwn(identityMethodLabels, method)
                ? identityMethodLabels[method as keyof typeof identityMethodLabels]
                : method
              )?.toLowerCase()}
          {c.identityNote && <span className="block text-sm text-slate-700">{c.identityNote}</span>}
        </p>
      ) : (
        <p>Not verified yet.</p>
      )}
      {!closed && !c.identityVerifiedAt && (
        <IntentForm intent={forms.identity} answer={answer} className="mt-3">
          {(fields) => (
            <>
              <Field as="select" meta={fields.method} label="Verified another way">
                {Object.entries(identityMethodLabels).map(([m, label]) => (
                  <option key={m} value={m}>
                    {label}
                  </option>
                ))}
              </Field>
              <div className="mt-2">
                <Field as="textarea" meta={fields.note} label="Note" rows={2} />
              </div>
              <button type="submit" className="btn-secondary mt-2" disabled={busy}>
                Record identity
              </button>
            </>
          )}
        </IntentForm>
      )}
    </Section>
  );
}

/** A reason for a change (required or not as its intent's schema says). */
function Reason({ meta, label }: { meta: Parameters<typeof Field>[0]["meta"]; label: string }) {
  return (
    <div className="mt-2">
      <Field as="textarea" meta={meta} label={label} rows={2} />
    </div>
  );
}

export function NextStep({ c, staff, busy, answer }: { c: Case; staff: Data["staff"]; busy: boolean; answer: Answer }) {
  return (
    <Section title="Next step">
      <IntentForm intent={forms.move} answer={answer}>
        {(fields) => (
          <>
            <Field as="select" meta={fields.to} label="Move to">
              {allowedSteps[c.status].map((s) => (
                <option key={s} value={s}>
                  {caseStatusLabels[s]}
                </option>
              ))}
            </Field>
            <Reason meta={fields.reason} label="Reason (required to refuse)" />
            <div className="mt-2">
              <Field meta={fields.duplicateOf} label="Case it repeats (for a duplicate)" placeholder="PR-2026-000001" />
            </div>
            <button type="submit" className="btn-primary mt-2" disabled={busy}>
              Change status
            </button>
          </>
        )}
      </IntentForm>
      <IntentForm
        intent={c.pausedAt ? forms.resume : forms.pause}
        answer={answer}
        messages="refusals"
        className="mt-4"
        key={c.pausedAt ? "paused" : "running"}
      >
        {(fields) => (
          <>
            <Reason
              meta={fields.reason}
              label={c.pausedAt ? "Why it resumes" : "Why it pauses (e.g. waiting for the requester)"}
            />
            <button type="submit" className="btn-secondary mt-2" disabled={busy}>
              {c.pausedAt ? "Resume" : "Pause"}
            </button>
          </>
        )}
      </IntentForm>
      {/* Done, the form has turned into the other one: its message here. */}
      {(answer?.intent === "pause" || answer?.intent === "resume") && answer.ok && <IntentMessage answer={answer} />}
      {c.jurisdiction === "UK" && !c.extendedTo && (
        <IntentForm intent={forms.extend} answer={answer} className="mt-4">
          {(fields) => (
            <>
              <Field
                as="select"
                meta={fields.months}
                label="Extend by (UK GDPR Art. 12(3), once, within the first month)"
              >
                {Array.from({ length: UK_MAX_EXTENSION_MONTHS }, (_, i) => i + 1).map((m) => (
                  <option key={m} value={m}>
                    {m} month{m === 1 ? "" : "s"}
                  </option>
                ))}
              </Field>
              <Reason meta={fields.reason} label="Reason for the extension" />
              <button type="submit" className="btn-secondary mt-2" disabled={busy}>
                Extend
              </button>
            </>
          )}
        </IntentForm>
      )}
      <AssignForm intent={forms.assign} staff={staff} current={c.assigneeId} busy={busy} answer={answer} />
    </Section>
  );
}

export function Erase({ busy, answer }: { busy: boolean; answer: Answer }) {
  return (
    <Section title="Erase this person's data">
      <p className="text-sm">
        Erases their details from enquiries, privacy requests, notes and queued messages. Only the hashed identifiers
        the suppression list needs are kept. This cannot be undone.
      </p>
      <IntentForm intent={forms.erase} answer={answer} className="mt-3">
        {(fields) => (
          <>
            <Field meta={fields.confirm} label="Type erase to confirm" autoComplete="off" />
            <button type="submit" className="btn-danger mt-2" disabled={busy}>
              Erase permanently
            </button>
          </>
        )}
      </IntentForm>
    </Section>
  );
}
