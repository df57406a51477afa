// Experiments in storage (issue 43 item 1, decision 079), on each engine: runningExperiments (what the
// public side serves from) gives the running ones with their arms parsed.
import { describe, expect, it } from "vitest";
import { runningExperiments } from "#server/experiments/experiments-store.server.ts";
import { engines, storageFixture } from "./harness.ts";

const arms = [
  { label: "As published", weight: 1, changes: {} },
  { label: "Shorter", weight: 1, changes: { "/hero/title": "Leads, sorted" } },
];

for (const engine of engines) {
  describe(`experiments store on ${engine}`, () => {
    const env = storageFixture(engine);

    it("lists only the running experiments, with their arms parsed", async () => {
      const at = "2026-11-20T00:00:00.000Z";
      const row = (id: string, status: "draft" | "running" | "stopped", entry: string) => ({
        id,
        entry_id: entry,
        name: id,
        hypothesis: "h",
        primary_outcome: "won" as const,
        planned_days: 28,
        arms: JSON.stringify(arms),
        status,
        version: 1,
        created_by: "s",
        created_at: at,
        updated_by: "s",
        updated_at: at,
        started_at: status === "draft" ? null : at,
        stopped_at: null,
        concluded_at: null,
        winner_arm: null,
      });
      await env.storage.db
        .insertInto("experiments")
        .values([row("a", "draft", "/"), row("b", "running", "/"), row("c", "stopped", "/about")])
        .execute();
      expect(await runningExperiments(env.storage)).toEqual([{ id: "b", entryId: "/", arms, startedAt: at }]);
    });
  });
}
