// One privacy case as the privacy officer works it (issue 14): what the requester asked, the
// statutory due date and the suppression's, identity, the workflow's next steps, pause, the UK
// extension, the response from a template, erasure for a completed deletion request, and history.
// The loader and the page; what the forms post is in forms.ts, what they do in intents.server.ts,
// the page's parts in record.tsx (what the case says) and work.tsx (what staff do to it).
import { href, useNavigation } from "react-router";
import { caseStatusLabels, formatDateTime, titleCase } from "#desk/components/format.ts";
import { IntentMessage } from "#desk/components/intent-form.tsx";
import { RecordHeader } from "#desk/components/record-header.tsx";
import { Flag } from "#desk/components/status-badge.tsx";
import { handleIntents } from "#desk/lib/intents.server.ts";
import { requireStaff } from "#desk/lib/staff.server.ts";
import { answerWhenUnreachable, revalidateUnlessUnreachable } from "#desk/lib/unreachable.ts";
import { findCase } from "#server/privacy/cases.server.ts";
import { draftResponse } from "#server/privacy/templates.server.ts";
import { assignableMembers } from "#server/staff/members.server.ts";
import type { Route } from "./+types/route";
import { intents, notFound } from "./intents.server.ts";
import { DueDates, History, Requester } from "./record.tsx";
import { Erase, Identity, NextStep, Respond } from "./work.tsx";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.case.reference ?? "Privacy case"} | Staff desk` },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services } = await requireStaff(context, request);
  const now = services.now();
  const found = await findCase(services.storage, params.reference, now);
  if (!found.ok) throw notFound();
  const [draft, history, staff] = await Promise.all([
    draftResponse(services.storage, found.case.id, now),
    services.audit.forTarget("privacy_case", found.case.id, 200),
    assignableMembers(services),
  ]);
  const response = draft.ok ? draft.draft : { subject: "", text: "" };
  return { case: found.case, draft: response, history, staff };
}

export async function action(args: Route.ActionArgs) {
  return handleIntents(args, intents);
}

// A form sent with no connection is answered on the screen, its words kept (lib/unreachable.ts).
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  answerWhenUnreachable(request, serverAction);
export const shouldRevalidate = revalidateUnlessUnreachable;

export default function PrivacyCase({ loaderData, actionData }: Route.ComponentProps) {
  const { case: c, draft, history, staff } = loaderData;
  const busy = useNavigation().state === "submitting";
  const names = new Map(staff.map((s) => [s.id, s.name]));
  const who = (id: string | null) => (id ? (names.get(id) ?? "A former staff member") : "The system");
  const closed = c.closedAt !== null;
  const name = `${c.requester.firstName} ${c.requester.lastName}`.trim() || "(erased)";

  return (
    <>
      <RecordHeader
        back={{ to: href("/cases"), label: "Back to privacy cases" }}
        title={c.reference}
        summary={`${titleCase(c.requestType)} request from ${name}, received ${formatDateTime(c.receivedAt)}`}
      >
        <span className="rounded bg-slate-100 px-2 py-0.5 text-sm font-semibold">{caseStatusLabels[c.status]}</span>
        {c.pausedAt && <Flag tone="info">Paused</Flag>}
        {c.suppressionNeedsContact && (
          <Flag tone="warn">Suppression needs an email or phone number: ask the requester</Flag>
        )}
        {c.erasedAt && <Flag tone="info">Personal data erased</Flag>}
      </RecordHeader>

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <DueDates c={c} />
          <Requester requester={c.requester} />
          {!closed && <Respond c={c} draft={draft} busy={busy} answer={actionData} />}
          <History receivedAt={c.receivedAt} history={history} who={who} />
        </div>

        <div className="space-y-6">
          <Identity c={c} closed={closed} busy={busy} answer={actionData} />
          {!closed && <NextStep c={c} staff={staff} busy={busy} answer={actionData} />}
          {c.requestType === "deletion" && c.status === "completed" && !c.erasedAt && (
            <Erase busy={busy} answer={actionData} />
          )}
          {(actionData?.intent === "erase" || actionData?.intent === "move") && closed && (
            <IntentMessage answer={actionData} />
          )}
        </div>
      </div>
    </>
  );
}
