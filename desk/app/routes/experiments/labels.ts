// Words the experiment screens share: statuses, outcomes, and an experiment's planned end.
import type { ExperimentStatus, PrimaryOutcome } from "#server/experiments/experiments-store.server.ts";

export const statusLabels: Record<ExperimentStatus, string> = {
  draft: "Draft",
  running: "Running",
  stopped: "Stopped",
  concluded: "Concluded",
};

export const outcomeLabels: Record<PrimaryOutcome, string> = {
  enquiries: "Enquiries",
  qualified: "Qualified leads",
  won: "Won deals",
};

/** When a started experiment's planned days end (ISO instant); null before it starts. */
export function plannedEnd(startedAt: string | null, plannedDays: number): string | null {
  return startedAt ? new Date(Date.parse(startedAt) + plannedDays * 86_400_000).toISOString() : null;
}
