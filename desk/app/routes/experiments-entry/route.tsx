// One experiment (issue 43 items 1 and 4, decision 079): as a draft, its editor (the fields the arms
// change, each arm's label, weight and words beside the published words, its hypothesis, outcome
// and planned days), the plan at the site's current traffic, each arm previewed on the real page at
// desktop and phone width, and starting it; once started, its results per arm (hidden behind a
// warning under a sample-ratio mismatch), stopping it and concluding it.
import { data, href, Link, useNavigation } from "react-router";
import { formatDateTime } from "#desk/components/format.ts";
import { handleIntents } from "#desk/lib/intents.server.ts";
import { requireStaff } from "#desk/lib/staff.server.ts";
import { answerWhenUnreachable, revalidateUnlessUnreachable } from "#desk/lib/unreachable.ts";
import { outcomeLabels, plannedEnd, statusLabels } from "#desk/routes/experiments/labels.ts";
import { readPublished } from "#server/content/content-store.server.ts";
import {
  currentTraffic,
  experimentTargets,
  planOf,
  resultsOf,
  textFields,
} from "#server/experiments/experiments-desk.server.ts";
import { readExperiment } from "#server/experiments/experiments-store.server.ts";
import { outcomeCounts } from "#shared/experiments/statistics.ts";
import type { Route } from "./+types/route";
import { ArmPreview } from "./arm-preview.tsx";
import { Editor } from "./editor.tsx";
import { intents } from "./intents.server.ts";
import { Lifecycle } from "./lifecycle.tsx";
import { Results } from "./results.tsx";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.experiment.name ?? "Experiment"} | Experiments | Staff desk` },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services } = await requireStaff(context, request);
  const experiment = await readExperiment(services.storage, params.id);
  if (!experiment) throw data("There is no such experiment.", { status: 404 });
  const [published, targets, counts] = await Promise.all([
    readPublished(services.storage, experiment.entryId),
    experimentTargets(services.storage),
    resultsOf(services.storage, experiment),
  ]);
  const weights = experiment.arms.map((a) => a.weight);
  const plan =
    experiment.status === "draft" && weights.length >= 2
      ? planOf(await currentTraffic(services.storage, experiment.entryId), {
          outcome: experiment.primaryOutcome,
          weights,
          plannedDays: experiment.plannedDays,
        })
      : undefined;
  const { results, tallies } = counts;
  return {
    experiment: { ...experiment, design: null, plannedEnd: plannedEnd(experiment.startedAt, experiment.plannedDays) },
    entryTitle: targets.find((t) => t.id === experiment.entryId)?.title ?? experiment.entryId,
    fields: textFields(published?.data),
    plan: plan?.ok
      ? {
          ok: true as const,
          smallestLift: Number.isFinite(plan.smallestLift) ? plan.smallestLift : null,
          daysForPlannedLift: plan.daysForPlannedLift,
          dailyVisitors: plan.design.dailyVisitors,
          baselineRate: plan.design.baselineRate,
        }
      : plan,
    design: experiment.design,
    results: results
      ? {
          srm: { flagged: results.srm.flagged, pValue: results.srm.pValue },
          decision: results.decision,
          arms: tallies.map((t, i) => ({
            label: experiment.arms[i]?.label ?? `Arm ${i + 1}`,
            weight: experiment.arms[i]?.weight ?? 0,
            ...t,
            pending: outcomeCounts(t, experiment.primaryOutcome).pending,
            rate: results.arms[i]![experiment.primaryOutcome],
          })),
          comparisons: results.comparisons,
        }
      : null,
    previewAvailable: Boolean(services.content.live),
  };
}

export async function action(args: Route.ActionArgs) {
  return handleIntents(args, intents);
}

// A form sent with no connection is answered on the screen, its words kept (lib/unreachable.ts).
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  answerWhenUnreachable(request, serverAction);
export const shouldRevalidate = revalidateUnlessUnreachable;

export default function ExperimentScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { experiment } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <p className="text-sm">
        <Link to={href("/experiments")} className="text-brand-800 underline">
          Experiments
        </Link>
      </p>
      <h1 className="mt-1 text-2xl font-bold">{experiment.name}</h1>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">Status</dt>
        <dd data-testid="experiment-status">{statusLabels[experiment.status]}</dd>
        <dt className="font-semibold">Page</dt>
        <dd>
          {loaderData.entryTitle} <span className="text-slate-700">({experiment.entryId})</span>
        </dd>
        <dt className="font-semibold">Judged by</dt>
        <dd>{outcomeLabels[experiment.primaryOutcome]}</dd>
        <dt className="font-semibold">Planned days</dt>
        <dd>{experiment.plannedDays}</dd>
        {experiment.startedAt && (
          <>
            <dt className="font-semibold">Started</dt>
            <dd>{formatDateTime(experiment.startedAt)}</dd>
            <dt className="font-semibold">Planned end</dt>
            <dd>{formatDateTime(experiment.plannedEnd)}</dd>
          </>
        )}
        {experiment.winnerArm !== null && (
          <>
            <dt className="font-semibold">Chosen version</dt>
            <dd>{experiment.arms[experiment.winnerArm]?.label}</dd>
          </>
        )}
      </dl>
      {experiment.status === "draft" ? (
        <>
          <Editor
            key={experiment.version}
            experiment={experiment}
            fields={loaderData.fields}
            answer={actionData}
            busy={busy}
          />
          <Plan plan={loaderData.plan} plannedDays={experiment.plannedDays} />
        </>
      ) : (
        <section aria-labelledby="hypothesis" className="mt-6">
          <h2 id="hypothesis" className="text-lg font-bold">
            Hypothesis
          </h2>
          <p className="mt-1 whitespace-pre-line">{experiment.hypothesis}</p>
        </section>
      )}
      {loaderData.results && <Results results={loaderData.results} outcome={experiment.primaryOutcome} />}
      <ArmPreview
        id={experiment.id}
        version={experiment.version}
        arms={experiment.arms.map((a) => a.label)}
        available={loaderData.previewAvailable}
      />
      <Lifecycle
        experiment={experiment}
        srmFlagged={loaderData.results?.srm.flagged ?? false}
        answer={actionData}
        busy={busy}
      />
    </>
  );
}

const percent = (x: number) => `${(x * 100).toLocaleString("en-AU", { maximumFractionDigits: 2 })}%`;

function Plan({ plan, plannedDays }: { plan: Awaited<ReturnType<typeof loader>>["plan"]; plannedDays: number }) {
  return (
    <section aria-labelledby="plan" className="mt-8 rounded border border-slate-200 p-4" data-testid="plan">
      <h2 id="plan" className="text-lg font-bold">
        What this experiment can find
      </h2>
      {!plan ? (
        <p className="mt-1 text-sm">Save at least two versions to see the plan.</p>
      ) : plan.ok ? (
        <>
          <p className="mt-1 text-sm text-slate-700">
            At the page's traffic over the last 90 days ({Math.round(plan.dailyVisitors).toLocaleString("en-AU")}{" "}
            visitors a day) and the site's current rate ({percent(plan.baselineRate)} of visitors):
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            <li>
              In the planned {plannedDays} days it finds a version{" "}
              {plan.smallestLift === null ? (
                <strong>no better than the traffic allows: plan more days</strong>
              ) : (
                <strong>{percent(plan.smallestLift)} better</strong>
              )}{" "}
              than the published page, or more.
            </li>
            <li>
              Finding a version 30% better takes <strong>{plan.daysForPlannedLift.toLocaleString("en-AU")} days</strong>
              .
            </li>
          </ul>
        </>
      ) : (
        <p className="mt-1 text-sm">
          {plan.reason === "no-traffic"
            ? "The page had no visitors in the last 90 days, so no duration can be planned yet."
            : "The site had none of this outcome in the last 90 days, so no duration can be planned. Judge it by another outcome."}
        </p>
      )}
    </section>
  );
}
