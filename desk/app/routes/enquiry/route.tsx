// One enquiry as staff work it: every field as submitted, attribution, CRM delivery with a
// re-send, earlier submissions from the same person, status, assignment, notes and history.
// The loader and the page; what the forms post is in forms.ts, what they do in intents.server.ts,
// the page's parts in details.tsx and work.tsx.
import { href, useNavigation } from "react-router";
import { formatDateTime, titleCase } from "#desk/components/format.ts";
import { RecordHeader } from "#desk/components/record-header.tsx";
import { Section } from "#desk/components/section.tsx";
import { Flag, StatusBadge } from "#desk/components/status-badge.tsx";
import { withParams } from "#desk/lib/inbox-place.ts";
import { handleIntents } from "#desk/lib/intents.server.ts";
import { requireStaff } from "#desk/lib/staff.server.ts";
import { answerWhenUnreachable, revalidateUnlessUnreachable } from "#desk/lib/unreachable.ts";
import { configuredDestinations } from "#server/config/config.server.ts";
import { crmDeliveries } from "#server/crm/log.server.ts";
import { getEnquiry } from "#server/leads/enquiry.server.ts";
import { parseInboxQuery } from "#server/leads/filters.server.ts";
import { inboxNeighbours } from "#server/leads/inbox.server.ts";
import { assignableMembers } from "#server/staff/members.server.ts";
import type { Route } from "./+types/route";
import { CrmLog } from "./crm-log.tsx";
import { Attribution, Delivery, Earlier, Experiments, FieldList, History, Notes, Step } from "./details.tsx";
import { intents, notFound } from "./intents.server.ts";
import { WorkIt } from "./work.tsx";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.view.kind === "privacy" ? "Privacy request" : "Enquiry"} | Staff desk` },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services, staff: signedIn } = await requireStaff(context, request);
  const view = await getEnquiry(services, params.id);
  if (!view) throw notFound();
  // The inbox view this enquiry was opened from (its query string): the way back and the neighbours.
  const parsed = parseInboxQuery(new URL(request.url).searchParams);
  const place = parsed.ok ? parsed.query : { filters: {}, values: {} };
  const [staff, neighbours, crm] = await Promise.all([
    assignableMembers(services),
    inboxNeighbours(services.storage, place.filters, view.id),
    crmDeliveries(services, view.id),
  ]);
  return {
    view,
    staff,
    me: signedIn.id,
    crmConfigured: configuredDestinations(services.config).crm,
    crm,
    place: { values: place.values, ...neighbours },
  };
}

export async function action(args: Route.ActionArgs) {
  return handleIntents(args, intents);
}

// A form sent with no connection is answered on the screen, its words kept (lib/unreachable.ts).
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  answerWhenUnreachable(request, serverAction);
export const shouldRevalidate = revalidateUnlessUnreachable;

export default function Enquiry({ loaderData, actionData }: Route.ComponentProps) {
  const { view, staff, me, crmConfigured, crm, place } = loaderData;
  const inView = (id: string) => `${href("/enquiries/:id", { id })}${withParams(place.values)}`;
  const names = new Map(staff.map((s) => [s.id, s.name]));
  const who = (id: string | null) => (id ? (names.get(id) ?? "A former staff member") : "The system");
  const busy = useNavigation().state === "submitting";
  const fieldValue = (column: string) => view.fields.find((f) => f.column === column)?.value ?? "";
  const name = fieldValue("first_name");
  const surname = fieldValue("last_name");
  const phone = fieldValue("phone");

  return (
    <>
      <RecordHeader
        back={{ to: `${href("/inbox")}${withParams(place.values)}`, label: "Back to the inbox" }}
        around={
          <nav aria-label="Enquiries in this view" className="flex gap-4 text-sm">
            <Step to={place.newer && inView(place.newer)} shortcut="k" label="Previous" none="First in this view" />
            <Step to={place.older && inView(place.older)} shortcut="j" label="Next" none="Last in this view" />
          </nav>
        }
        title={`${name} ${surname}`.trim() || "(no name)"}
        summary={`${view.kind === "privacy" ? "Privacy request" : "Enquiry"} from the ${titleCase(view.form)} form, ${formatDateTime(view.receivedAt)}`}
      >
        <StatusBadge status={view.status} />
        {view.duplicate && <Flag tone="info">Possible duplicate (same email or phone within 30 days)</Flag>}
        {view.suppressed && <Flag tone="warn">This person is on the suppression list: do not market to them</Flag>}
        {phone && (
          <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className="ml-2 font-semibold text-brand-700 underline">
            Call {phone}
          </a>
        )}
      </RecordHeader>

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <Section title="As submitted">
            <FieldList fields={view.fields} />
            {/* What sales rarely needs, one click away: the consent record and the browser. */}
            <details className="mt-4 rounded border border-slate-200">
              <summary className="cursor-pointer px-3 py-2 font-semibold text-brand-700">Consent record</summary>
              <div className="px-3 pb-3">
                <FieldList fields={view.record} />
              </div>
            </details>
          </Section>
          <Attribution attribution={view.attribution} />
          <Experiments experiments={view.experiments} />
          <Notes notes={view.notes} who={who} busy={busy} answer={actionData} />
          <History view={view} who={who} />
        </div>

        <div className="space-y-6">
          {view.kind === "contact" && (
            <WorkIt view={view} staff={staff} me={me} who={who} busy={busy} answer={actionData} />
          )}
          <Delivery delivery={view.delivery} crmConfigured={crmConfigured} busy={busy} answer={actionData} />
          <CrmLog deliveries={crm} busy={busy} answer={actionData} />
          <Earlier earlier={view.earlier} />
        </div>
      </div>
    </>
  );
}
