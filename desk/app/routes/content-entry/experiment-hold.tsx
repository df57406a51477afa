// A running experiment holds its entry's publishes (decision 084): its arms are the published words
// with each arm's changes, so the editor says so, links to the experiment, and a publish or a schedule
// is refused with the same words. A scheduled publish that came due and was refused is said here too.
import { href, Link } from "react-router";
import { formatDateTime } from "#desk/components/format.ts";
import type { EditorState } from "#server/content/content-desk.server.ts";

export const HELD = "An experiment is running on this page: stop or conclude it before publishing.";

/** What a publish refused for `reason` (the publish path's, or a running experiment) says. */
const why: Record<string, string> = {
  "experiment-running": "an experiment was running on this page",
  "render-failed": "a page could not be built with the draft",
  invalid: "some fields needed changing",
  conflict: "another version had been published after the draft was started",
  "no-draft": "there were no changes to publish",
};

/** The experiment running on the entry, linked; nothing when none runs. */
export function ExperimentHold({ experiment }: { experiment: EditorState["experiment"] }) {
  if (!experiment) return null;
  return (
    <div role="note" className="mt-4 rounded border border-amber-300 bg-amber-50 p-3" data-testid="experiment-hold">
      <p className="font-semibold">{HELD}</p>
      <p className="mt-1 text-sm">
        Running:{" "}
        <Link to={href("/experiments/:id", { id: experiment.id })} className="text-brand-800 underline">
          {experiment.name}
        </Link>
        . Drafts can still be saved and previewed; publishing and scheduling wait until it ends.
      </p>
    </div>
  );
}

/** The last scheduled publish that came due and was not made. */
export function ScheduleRefused({ refusal }: { refusal: EditorState["scheduleRefusal"] }) {
  if (!refusal) return null;
  const experiment = refusal.experiment ? ` (${refusal.experiment.name})` : "";
  return (
    <p className="mt-2 text-sm font-semibold text-red-800" data-testid="schedule-refused">
      {`The publish scheduled for ${formatDateTime(refusal.at)} was not made: ${why[refusal.reason] ?? "it was refused"}${experiment}. The draft is kept.`}
    </p>
  );
}
