// CRM connections for administrators (issue 44): each CRM's connection (credentials entered once,
// stored encrypted, never shown again), the forms it receives and the field mapping, a test send
// that shows the requests and the CRM's answers, and disconnecting. Deliveries run in the outbox
// worker; the forwarding screen counts them per CRM and each enquiry shows its own.
import { useNavigation } from "react-router";
import { formatDateTime } from "#desk/components/format.ts";
import { IntentForm } from "#desk/components/intent-form.tsx";
import { Section } from "#desk/components/section.tsx";
import { handleIntents } from "#desk/lib/intents.server.ts";
import { requireStaff } from "#desk/lib/staff.server.ts";
import { answerWhenUnreachable, revalidateUnlessUnreachable } from "#desk/lib/unreachable.ts";
import { crmSetup } from "#server/crm/setup.server.ts";
import type { Route } from "./+types/route";
import { forms } from "./forms.ts";
import { intents } from "./intents.server.ts";
import { SettingsForm } from "./settings-form.tsx";
import { TestResult } from "./test-result.tsx";

export const meta: Route.MetaFunction = () => [{ title: "CRM connections | Staff desk" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireStaff(context, request);
  return { crms: await crmSetup(services.storage) };
}

export async function action(args: Route.ActionArgs) {
  return handleIntents(args, intents);
}

// A form sent with no connection is answered on the screen, its words kept (lib/unreachable.ts).
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  answerWhenUnreachable(request, serverAction);
export const shouldRevalidate = revalidateUnlessUnreachable;

export default function Crm({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <h1 className="text-2xl font-bold">CRM connections</h1>
      <p className="mt-1 text-slate-700">
        Enquiries go to each connected CRM as well as the CRM webhook, from the outbox: retried when the CRM is busy or
        down, and never twice. Each enquiry&apos;s page shows what each CRM answered.
      </p>
      <div className="mt-6 space-y-6">
        {loaderData.crms.map((crm) => (
          <Section key={crm.destination} title={crm.label}>
            <p className="mb-4 text-sm" data-testid={`${crm.destination}-state`}>
              {crm.connection
                ? `Connected; last changed ${formatDateTime(crm.connection.updatedAt)}. ${crm.connection.forms.length} of the forms are sent to it.`
                : "Not connected."}
            </p>
            {crm.connection?.problem && (
              <p className="mb-4 rounded border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-950">
                <strong>Needs reconnecting:</strong> {crm.connection.problem}. Enter the credentials again below.
              </p>
            )}
            {/* Remade when the connection changes: the form shows what is stored, not what it first showed. */}
            <SettingsForm key={crm.connection?.updatedAt ?? "new"} crm={crm} busy={busy} answer={actionData} />
            {crm.connection && (
              <div className="mt-6 flex flex-wrap gap-4 border-t border-slate-200 pt-4">
                <IntentForm intent={forms.test} target={crm.destination} answer={actionData} messages="refusals">
                  <button type="submit" className="btn-secondary" disabled={busy}>
                    Send a test enquiry
                  </button>
                </IntentForm>
                <IntentForm intent={forms.disconnect} target={crm.destination} answer={actionData}>
                  <button type="submit" className="btn-secondary" disabled={busy}>
                    Disconnect {crm.label}
                  </button>
                </IntentForm>
              </div>
            )}
            {actionData?.intent === "test" &&
              actionData.target === crm.destination &&
              "test" in actionData &&
              actionData.test && <TestResult result={actionData.test} />}
          </Section>
        ))}
      </div>
    </>
  );
}
