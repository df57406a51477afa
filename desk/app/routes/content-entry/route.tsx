// One content entry (issue 42 items 2 and 6): its editor generated from its type's schema, its
// status and who changed it last, publishing, and its history (versions compared, one restored as
// a draft). The entry is the address's part after /desk/content/ (lib/links.ts).
import { data, href, Link, useNavigation } from "react-router";
import { StatusOf } from "#desk/components/content-status.tsx";
import { formatDateTime } from "#desk/components/format.ts";
import { IntentForm, IntentMessage } from "#desk/components/intent-form.tsx";
import { handleIntents } from "#desk/lib/intents.server.ts";
import { requireStaff } from "#desk/lib/staff.server.ts";
import { answerWhenUnreachable, revalidateUnlessUnreachable, unreachableMessage } from "#desk/lib/unreachable.ts";
import { editorState, versionsToCompare } from "#server/content/content-desk.server.ts";
import type { Route } from "./+types/route";
import { Editor } from "./editor.tsx";
import { ExperimentHold } from "./experiment-hold.tsx";
import { forms } from "./forms.ts";
import { History } from "./history.tsx";
import { entryAt, intents } from "./intents.server.ts";
import { Preview } from "./preview.tsx";
import { Schedule } from "./schedule.tsx";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.state.title ? `Edit ${loaderData.state.title}` : "Content"} | Staff desk` },
];

const versionParam = (value: string | null) => (value !== null && /^\d{1,9}$/.test(value) ? Number(value) : undefined);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services } = await requireStaff(context, request);
  const entry = await entryAt(services, params["*"]);
  const state = entry && (await editorState(services, entry.id));
  if (!state) throw data("There is no such entry.", { status: 404 });
  const search = new URL(request.url).searchParams;
  const from = versionParam(search.get("from"));
  const to = versionParam(search.get("to"));
  const compared =
    from !== undefined && to !== undefined ? await versionsToCompare(services, state.id, from, to) : undefined;
  return {
    state,
    previewable: Boolean(services.content.live),
    comparison:
      compared && from !== undefined && to !== undefined
        ? { from, to, before: compared.from, after: compared.to }
        : undefined,
  };
}

export async function action(args: Route.ActionArgs) {
  return handleIntents(args, intents);
}

// The autosave runs with nobody pressing anything, so a save that found no connection must say so
// and be tried again (use-draft.ts), not leave "Unsaved changes" standing.
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return answerWhenUnreachable(request, serverAction, {
    [forms.save.name]:
      `${unreachableMessage("Not saved")} Your changes are kept in this browser and saved when it answers.`,
  });
}

export const shouldRevalidate = revalidateUnlessUnreachable;

export default function ContentEntry({ loaderData, actionData }: Route.ComponentProps) {
  const { state, comparison, previewable } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <p className="text-sm">
        <Link to={href("/content")} className="text-brand-800 underline">
          Content
        </Link>
      </p>
      <h1 className="mt-1 text-2xl font-bold">Edit {state.title}</h1>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <StatusOf entry={state} />
        <span>
          Last changed by {state.updatedBy ?? "the site's code"}, {formatDateTime(state.updatedAt)}.
        </span>
        {state.id.startsWith("/") && <span>On the site at {state.id}</span>}
      </p>
      <ExperimentHold experiment={state.experiment} />
      <Editor key={state.id} state={state} answer={actionData} busy={busy} />
      <Preview
        id={state.id}
        title={state.title}
        version={`${state.publishedVersion ?? 0}.${state.draftRevision}`}
        available={previewable}
        answer={actionData}
        busy={busy}
      />
      <Schedule
        scheduled={state.scheduled}
        refusal={state.scheduleRefusal}
        hasDraft={state.hasDraft}
        answer={actionData}
        busy={busy}
      />
      {state.type === "article" && state.publishedVersion !== null && (
        <section aria-labelledby="take-down" className="mt-8 rounded border border-slate-200 p-4">
          <h2 id="take-down" className="text-lg font-bold">
            Take down
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            The article leaves the site, the hub, the archive and the sitemap; its address redirects to the insights
            hub. Its words stay here as a draft to publish again.
          </p>
          {state.isTakenDown ? (
            <>
              <p className="mt-2 text-sm font-semibold">
                This article is taken down: its address redirects to the insights hub.
              </p>
              {actionData?.intent === "takeDown" && <IntentMessage answer={actionData} />}
            </>
          ) : (
            <IntentForm intent={forms.takeDown} answer={actionData} className="mt-2">
              <button type="submit" className="btn-secondary" disabled={busy}>
                Take the article down
              </button>
            </IntentForm>
          )}
        </section>
      )}
      <History
        versions={state.versions}
        hasDraft={state.hasDraft}
        draftRevision={state.draftRevision}
        comparison={comparison}
        answer={actionData}
        busy={busy}
      />
    </>
  );
}
