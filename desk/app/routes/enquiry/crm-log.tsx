// The enquiry's deliveries to the connected CRMs (issue 44): each CRM's state, a link to its
// record once delivered, the next attempt while retrying, the CRM's reason when it refused, and a
// re-send for a dead one (after the mapping is fixed).
import { formatDateTime } from "#desk/components/format.ts";
import { type AnswerLike, IntentForm } from "#desk/components/intent-form.tsx";
import { Section } from "#desk/components/section.tsx";
import type { CrmDelivery } from "#server/crm/log.server.ts";
import { forms } from "./forms.ts";

const states: Record<CrmDelivery["state"], string> = {
  queued: "Queued",
  delivered: "Delivered",
  retrying: "Retrying",
  dead: "Refused (dead)",
};

export function CrmLog({
  deliveries,
  busy,
  answer,
}: {
  deliveries: CrmDelivery[];
  busy: boolean;
  answer: AnswerLike | undefined;
}) {
  if (deliveries.length === 0) return null;
  return (
    <Section title="Sent to connected CRMs">
      <ul className="space-y-3 text-sm">
        {deliveries.map((d) => (
          <li key={d.id} data-testid={`crm-${d.destination}`} className="rounded border border-slate-200 p-2">
            <p>
              <strong>{d.label}</strong>: {states[d.state]}
              {d.state === "delivered" && ` ${formatDateTime(d.deliveredAt)}`}
            </p>
            {d.state === "delivered" && d.recordUrl && (
              <a href={d.recordUrl} className="font-semibold text-brand-700 underline">
                Open in {d.label}
              </a>
            )}
            {d.state === "retrying" && (
              <p>
                Next attempt {formatDateTime(d.nextAttemptAt)} (attempt {d.attempts + 1})
              </p>
            )}
            {d.lastError && d.state !== "delivered" && (
              <p className="wrap-anywhere">
                {d.state === "dead" ? "Reason" : "Last error"}: {d.lastStatus ? `${d.lastStatus}: ` : ""}
                {d.lastError}
              </p>
            )}
            {d.state === "dead" && (
              <IntentForm intent={forms.resendCrm} target={d.id} answer={answer} messages="refusals" className="mt-2">
                <button type="submit" className="btn-secondary" disabled={busy}>
                  Send to {d.label} again
                </button>
              </IntentForm>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
