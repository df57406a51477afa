// Experiments in storage (issue 43 item 1, decision 079), on each engine: runningExperiments (what the
// public side serves from) gives the running ones with their arms parsed; a draft is made and saved
// with optimistic concurrency; starting checks the arms as a publish checks a draft (schema, code
// refusal, guard rails) and refuses a second running experiment on one entry; concluding refuses
// under a sample-ratio mismatch and publishes the chosen arm as the entry's next version.
import { beforeAll, describe, expect, it } from "vitest";
import { createAuditLog } from "#server/audit/audit.server.ts";
import { readPublished, readVersions, seedShipped } from "#server/content/content-store.server.ts";
import { collectShipped } from "#server/content/shipped.server.ts";
import {
  concludeExperimentDesk,
  createExperimentDraft,
  startExperimentDesk,
  stopExperimentDesk,
} from "#server/experiments/experiments-desk.server.ts";
import {
  createExperiment,
  type Design,
  type ExperimentDraft,
  readExperiment,
  runningExperiments,
  startExperiment,
  stopExperiment,
  updateExperiment,
} from "#server/experiments/experiments-store.server.ts";
import { seedTraffic } from "#tests/support/experiments.ts";
import { engines, storageFixture } from "./harness.ts";

const arms = [
  { label: "As published", weight: 1, changes: {} },
  { label: "Shorter", weight: 1, changes: { "/hero/title": "Leads, sorted" } },
];

const design: Design = { alpha: 0.05, tau: 0.01, dailyVisitors: 100, baselineRate: 0.01 };

const draft = (over: Partial<ExperimentDraft> = {}): ExperimentDraft => ({
  entryId: "/",
  name: "Shorter home headline",
  hypothesis: "A shorter headline brings more won deals",
  primaryOutcome: "won",
  plannedDays: 28,
  arms,
  ...over,
});

for (const engine of engines) {
  describe(`experiments store on ${engine}`, () => {
    const env = storageFixture(engine);
    const who = { id: "staff-1", ip: "127.0.0.1" };
    let ctx: Parameters<typeof createExperimentDraft>[0];

    beforeAll(async () => {
      await seedShipped(env.storage, collectShipped());
      ctx = { storage: env.storage, audit: await createAuditLog(env.storage) };
    });

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
        design: null,
      });
      await env.storage.db
        .insertInto("experiments")
        .values([row("a", "draft", "/x"), row("b", "running", "/x"), row("c", "stopped", "/y")])
        .execute();
      expect(await runningExperiments(env.storage)).toEqual([{ id: "b", entryId: "/x", arms, startedAt: at }]);
      await env.storage.db.deleteFrom("experiments").execute();
    });

    it("refuses a draft by field: no name, an unknown entry, a field the entry lacks, five arms", async () => {
      const refused = await createExperiment(env.storage, { ...draft({ name: " ", entryId: "facts" }), staffId: "s" });
      expect(refused).toMatchObject({
        ok: false,
        reason: "invalid",
        fieldErrors: { name: expect.any(String), entryId: expect.any(String) },
      });
      expect(await createExperiment(env.storage, { ...draft({ entryId: "/no-such-page" }), staffId: "s" })).toEqual({
        ok: false,
        reason: "invalid",
        fieldErrors: { entryId: "Choose a published page" },
      });
      const noField = await createExperiment(env.storage, {
        ...draft({ arms: [arms[0]!, { label: "B", weight: 1, changes: { "/hero/nope": "x" } }] }),
        staffId: "s",
      });
      expect(noField).toEqual({
        ok: false,
        reason: "invalid",
        fieldErrors: { "arms.1.changes": "No field /hero/nope in this entry" },
      });
      const five = await createExperiment(env.storage, {
        ...draft({ arms: [...arms, ...arms, arms[0]!] }),
        staffId: "s",
      });
      expect(five).toMatchObject({ ok: false, fieldErrors: { arms: expect.any(String) } });
    });

    it("saves a draft against its version; a stale save is a conflict showing what is stored", async () => {
      const made = await createExperiment(env.storage, { ...draft({ arms: [arms[0]!] }), staffId: "s" });
      if (!made.ok) throw new Error("not made");
      const first = await updateExperiment(env.storage, { ...draft(), id: made.id, version: 1, staffId: "a" });
      expect(first).toEqual({ ok: true, version: 2 });
      const stale = await updateExperiment(env.storage, {
        ...draft({ name: "Mine" }),
        id: made.id,
        version: 1,
        staffId: "b",
      });
      expect(stale).toMatchObject({ ok: false, reason: "conflict", current: { version: 2, updatedBy: "a", arms } });
      expect((await readExperiment(env.storage, made.id))?.name).toBe("Shorter home headline");
      expect(await updateExperiment(env.storage, { ...draft(), id: "nope", version: 1, staffId: "a" })).toEqual({
        ok: false,
        reason: "unknown",
      });
    });

    it("starts only complete arms whose pages pass the entry's checks, one running per entry; stops", async () => {
      const incomplete = await createExperiment(env.storage, { ...draft({ arms: [arms[0]!] }), staffId: "s" });
      if (!incomplete.ok) throw new Error("not made");
      const refusedArms = await startExperiment(env.storage, { id: incomplete.id, version: 1, staffId: "s", design });
      expect(refusedArms).toMatchObject({ ok: false, reason: "invalid", fieldErrors: { arms: expect.any(String) } });
      expect(await startExperimentDesk(ctx, { id: incomplete.id, version: 1 }, who)).toEqual(refusedArms);

      const code = await createExperiment(env.storage, {
        ...draft({
          arms: [arms[0]!, { label: "Code", weight: 1, changes: { "/hero/title": "<script>alert(1)</script>" } }],
        }),
        staffId: "s",
      });
      if (!code.ok) throw new Error("not made");
      const refusedCode = await startExperiment(env.storage, { id: code.id, version: 1, staffId: "s", design });
      expect(refusedCode).toMatchObject({
        ok: false,
        reason: "invalid",
        fieldErrors: { "arms.1.changes": expect.stringMatching(/^hero\.title: /) },
      });
      const railed = await startExperiment(env.storage, {
        id: code.id,
        version: 1,
        staffId: "s",
        design,
        refuse: () => ({ "hero.title": "a guard rail" }),
      });
      expect(railed).toMatchObject({
        ok: false,
        fieldErrors: { "arms.1.changes": expect.stringMatching(/^hero\.title: /) },
      });

      const a = await createExperiment(env.storage, { ...draft(), staffId: "s" });
      const b = await createExperiment(env.storage, { ...draft({ name: "Second" }), staffId: "s" });
      if (!a.ok || !b.ok) throw new Error("not made");
      expect(await startExperiment(env.storage, { id: a.id, version: 2, staffId: "s", design })).toMatchObject({
        ok: false,
        reason: "conflict",
      });
      expect(await startExperiment(env.storage, { id: a.id, version: 1, staffId: "s", design })).toEqual({
        ok: true,
        version: 2,
      });
      expect(await startExperiment(env.storage, { id: b.id, version: 1, staffId: "s", design })).toEqual({
        ok: false,
        reason: "entry-busy",
        runningId: a.id,
      });
      // The unique index holds even past the check (two instances at once).
      await expect(
        env.storage.db.updateTable("experiments").set({ status: "running" }).where("id", "=", b.id).execute(),
      ).rejects.toThrow();
      const running = await readExperiment(env.storage, a.id);
      expect(running).toMatchObject({ status: "running", design, startedAt: expect.any(String) });
      expect(await updateExperiment(env.storage, { ...draft(), id: a.id, version: 2, staffId: "s" })).toEqual({
        ok: false,
        reason: "not-draft",
        status: "running",
      });
      expect((await runningExperiments(env.storage)).map((e) => e.id)).toEqual([a.id]);
      expect(await stopExperiment(env.storage, { id: a.id, staffId: "s" })).toEqual({ ok: true, version: 3 });
      expect(await stopExperiment(env.storage, { id: a.id, staffId: "s" })).toMatchObject({
        ok: false,
        reason: "not-running",
      });
      expect(await runningExperiments(env.storage)).toEqual([]);
      // Stopped, the entry is free for the next one.
      expect(await startExperiment(env.storage, { id: b.id, version: 1, staffId: "s", design })).toEqual({
        ok: true,
        version: 2,
      });
      await stopExperiment(env.storage, { id: b.id, staffId: "s" });
    });

    it("concludes: refused under a sample-ratio mismatch, else publishes the chosen arm as a new version", async () => {
      await seedTraffic(env.storage, { path: "/", visitorsPerDay: 200, wonDeals: 30 });
      const made = await createExperimentDraft(ctx, draft({ name: "Conclude me" }), who);
      if (!made.ok) throw new Error("not made");
      const started = await startExperimentDesk(ctx, { id: made.id, version: 1 }, who);
      expect(started).toEqual({ ok: true, version: 2 });
      // 520 / 480 visitors under 50/50 weights is a fair split; 700 / 300 is not.
      const exposures = (arm: number, n: number, from = 0) =>
        Array.from({ length: n }, (_, i) => ({
          experiment_id: made.id,
          day: "2026-11-20",
          visitor: `v${arm}-${from + i}`,
          arm,
          first_at: "2026-11-20T01:00:00.000Z",
        }));
      for (const rows of [exposures(0, 700), exposures(1, 300)])
        await env.storage.db.insertInto("experiment_exposures").values(rows).execute();
      expect(await concludeExperimentDesk(ctx, { id: made.id, arm: 1 }, who)).toEqual({ ok: false, reason: "srm" });
      await env.storage.db
        .insertInto("experiment_exposures")
        .values(exposures(1, 400, 300))
        .execute();
      expect(await concludeExperimentDesk(ctx, { id: made.id, arm: 5 }, who)).toEqual({
        ok: false,
        reason: "no-such-arm",
      });

      const before = await readPublished(env.storage, "/");
      const concluded = await concludeExperimentDesk(ctx, { id: made.id, arm: 1 }, who);
      expect(concluded).toEqual({ ok: true, version: before!.version + 1 });
      const after = await readPublished(env.storage, "/");
      expect((after!.data as { hero: { title: string } }).hero.title).toBe("Leads, sorted");
      expect((await readVersions(env.storage, "/"))[0]).toMatchObject({
        publishedBy: who.id,
        note: 'Experiment "Conclude me": arm 2 (Shorter) chosen',
      });
      expect(await readExperiment(env.storage, made.id)).toMatchObject({ status: "concluded", winnerArm: 1 });
      expect(await concludeExperimentDesk(ctx, { id: made.id, arm: 1 }, who)).toEqual({
        ok: false,
        reason: "not-ended",
        status: "concluded",
      });
      const audit = await ctx.audit.forTarget("experiment", made.id);
      expect(audit.map((r) => r.action).sort()).toEqual([
        "experiment.conclude",
        "experiment.create",
        "experiment.start",
      ]);
    });

    it("stops and concludes with the first arm without publishing; audits the stop", async () => {
      const made = await createExperimentDraft(ctx, draft({ name: "Keep it" }), who);
      if (!made.ok) throw new Error("not made");
      await startExperimentDesk(ctx, { id: made.id, version: 1 }, who);
      expect(await stopExperimentDesk(ctx, { id: made.id }, who)).toEqual({ ok: true, version: 3 });
      const before = await readPublished(env.storage, "/");
      expect(await concludeExperimentDesk(ctx, { id: made.id, arm: 0 }, who)).toEqual({ ok: true, version: null });
      expect((await readPublished(env.storage, "/"))?.version).toBe(before?.version);
      expect((await ctx.audit.forTarget("experiment", made.id)).map((r) => r.action)).toContain("experiment.stop");
    });
  });
}
