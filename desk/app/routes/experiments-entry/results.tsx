// An experiment's results per version (issue 43 item 4, decision 074): visitors, enquiries, qualified,
// won and lost, those still open (pending, never counted as lost), the rate of the primary outcome
// with its interval, and each version against the first with the always-valid interval (safe to
// read every day). A split that does not follow the weights hides them behind a warning.
import { Table } from "#desk/components/table.tsx";
import { outcomeLabels } from "#desk/routes/experiments/labels.ts";
import type { Comparison, Decision, Outcome, RateEstimate } from "#shared/experiments/statistics.ts";

interface ArmRow {
  label: string;
  weight: number;
  visitors: number;
  enquiries: number;
  qualified: number;
  won: number;
  lost: number;
  pending: number;
  rate: RateEstimate;
}

const percent = (x: number) => `${(x * 100).toLocaleString("en-AU", { maximumFractionDigits: 2 })}%`;
const points = (x: number) =>
  `${x >= 0 ? "+" : "−"}${Math.abs(x * 100).toLocaleString("en-AU", { maximumFractionDigits: 2 })} points`;

const verdicts: Record<Comparison["verdict"], string> = {
  winner: "Better than the first version",
  worse: "Worse than the first version",
  "no-winner-yet": "No difference found yet",
};

function decisionText(decision: Decision, labels: string[]): string {
  switch (decision.kind) {
    case "winner":
      return `Version ${decision.arm + 1} (${labels[decision.arm]}) is better than the published page.`;
    case "first-arm-best":
      return "Every other version is worse than the published page.";
    case "no-winner-yet":
      return "No version is better or worse yet. Keep it running to the planned end.";
    default:
      return "";
  }
}

export function Results({
  results,
  outcome,
}: {
  results: {
    srm: { flagged: boolean; pValue: number };
    decision: Decision;
    arms: ArmRow[];
    comparisons: Comparison[];
  };
  outcome: Outcome;
}) {
  const labels = results.arms.map((a) => a.label);
  return (
    <section aria-labelledby="results" className="mt-8">
      <h2 id="results" className="text-lg font-bold">
        Results
      </h2>
      {results.srm.flagged ? (
        <div
          role="alert"
          className="mt-2 rounded border border-red-300 bg-red-50 p-3 text-sm"
          data-testid="srm-warning"
        >
          <p className="font-semibold">The visitors' split does not follow the weights, so the results are hidden.</p>
          <p className="mt-1">
            Visitors: {results.arms.map((a) => `${a.label} ${a.visitors.toLocaleString("en-AU")}`).join(", ")}. A split
            this uneven happens by chance less than once in a thousand experiments: a bot, a cache or a broken page
            usually causes it. Find the cause before reading or concluding.
          </p>
        </div>
      ) : (
        <>
          <p className="mt-1 font-semibold" data-testid="decision">
            {decisionText(results.decision, labels)}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            Judged by {outcomeLabels[outcome].toLowerCase()}. Enquiries still open are pending: they count neither for
            nor against a version until they are won or lost.
          </p>
          <div className="mt-3">
            <Table
              caption="Results by version"
              columns={["Version", "Visitors", "Enquiries", "Qualified", "Won", "Lost", "Pending", "Rate (95% range)"]}
            >
              {results.arms.map((a, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: an arm is its position (arm 0 is the published page).
                <tr key={`arm-${i}`} className="border-t border-slate-200" data-testid={`result-${i}`}>
                  <td className="px-3 py-2 font-semibold">{a.label}</td>
                  <td className="px-3 py-2">{a.visitors.toLocaleString("en-AU")}</td>
                  <td className="px-3 py-2">{a.enquiries}</td>
                  <td className="px-3 py-2">{a.qualified}</td>
                  <td className="px-3 py-2">{a.won}</td>
                  <td className="px-3 py-2">{a.lost}</td>
                  <td className="px-3 py-2">{a.pending}</td>
                  <td className="px-3 py-2">
                    {percent(a.rate.rate)} ({percent(a.rate.low)} to {percent(a.rate.high)})
                  </td>
                </tr>
              ))}
            </Table>
          </div>
          {results.comparisons.length > 0 && (
            <ul className="mt-3 space-y-1 text-sm">
              {results.comparisons.map((c) => (
                <li key={c.arm}>
                  <strong>{labels[c.arm]}</strong> against {labels[0]}: {points(c.difference)} (always-valid range{" "}
                  {points(c.low)} to {points(c.high)}): {verdicts[c.verdict]}.
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
