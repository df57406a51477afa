// The arms behind an enquiry (issue 43 item 3, decision 081): at intake, while an experiment runs, the
// sender's exposures of today (by the analytics' daily visitor hash, computed from the request as the
// beacon's are) for the running experiments become the submission's rows in submission_experiments,
// in its transaction, and the CRM payload names them. The hash is never stored with the submission.
// With no experiment running the step reads nothing and adds nothing.
import type { IntakeStep, NewSubmission } from "#server/submissions/intake.server.ts";
import { armLabel, type LiveExperiments } from "./live-experiments.server.ts";

export function experimentsStep(experiments: Pick<LiveExperiments, "list" | "byId">): IntakeStep {
  const exposed = (batch: readonly NewSubmission[]) => batch.filter((s) => s.visitor);
  return {
    name: "experiments.arms",
    async prepare(db, batch) {
      const senders = exposed(batch);
      const running = experiments.list();
      if (senders.length === 0 || running.length === 0) return;
      const rows = await db
        .selectFrom("experiment_exposures")
        .innerJoin("experiments", "experiments.id", "experiment_exposures.experiment_id")
        .select(["experiment_id", "day", "visitor", "arm", "experiments.name"])
        .where(
          "experiment_id",
          "in",
          running.map((e) => e.id),
        )
        .where("visitor", "in", [...new Set(senders.map((s) => s.visitor!.visitor))])
        .where("day", "in", [...new Set(senders.map((s) => s.visitor!.day))])
        .orderBy("experiment_id")
        .execute();
      for (const s of senders) {
        s.arms = rows.flatMap((row) => {
          const experiment = experiments.byId(row.experiment_id);
          const label = experiment && armLabel(experiment, row.arm);
          if (!experiment || label === undefined || row.visitor !== s.visitor!.visitor || row.day !== s.visitor!.day)
            return [];
          return [{ experimentId: experiment.id, name: row.name, arm: row.arm, label }];
        });
      }
    },
    rows(batch) {
      const rows = batch.flatMap((s) =>
        (s.arms ?? []).map((a) => ({ submission_id: s.submission.row.id, experiment_id: a.experimentId, arm: a.arm })),
      );
      return rows.length === 0 ? [] : [{ table: "submission_experiments", about: "submission_id", rows }];
    },
  };
}
