// Experiments' visitors outlive the analytics' retention (decision 084), on each engine: the daily
// roll-up counts each finished day's exposures per experiment and arm before the raw rows are pruned,
// and an experiment's results read those counts plus the raw rows of the days not counted, so they
// are the same before and after; migration 098 counts the days rolled up before it existed.
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsDailyJob } from "#server/analytics/aggregate.server.ts";
import { openStorage, type Storage } from "#server/db/database.server.ts";
import { migrateTo, migrateToLatest } from "#server/db/migrations.server.ts";
import type { Database } from "#server/db/schema.server.ts";
import { armTallies } from "#server/experiments/experiments-desk.server.ts";
import { exposureRows } from "#tests/support/experiments.ts";
import { engines, storageFixture, targetFixture, unmigratedDb } from "./harness.ts";

const arms = [
  { label: "As published", weight: 1, changes: {} },
  { label: "Shorter", weight: 1, changes: { "/hero/title": "Leads, sorted" } },
];

/** A visit of that day, so the roll-up takes the day (it rolls up the days that have visits). */
const visit = (day: string, visitor: string) => ({
  day,
  visitor,
  first_at: `${day}T01:00:00.000Z`,
  last_at: `${day}T01:00:00.000Z`,
  landing: "/",
  exit: "/",
  source: "direct",
  referrer: null,
  medium: null,
  campaign: null,
  screen: "mobile",
  browser: "Chrome",
  country: "AU",
  pageviews: 1,
  form_views: 0,
  form_starts: 0,
  form_submits: 0,
});

const visitors = async (storage: Storage, id: string) =>
  (await armTallies(storage, { id, arms })).map((t) => t.visitors);

for (const engine of engines) {
  describe(`experiments' visitors past the analytics' retention on ${engine}`, () => {
    const env = storageFixture(engine);

    it("keeps an experiment's visitors per arm when its exposures older than 90 days are pruned", async () => {
      const id = `retention-${engine}`;
      // Now is 20 May 2026 in Sydney: 10 January is past 90 days, 19 May finished, 20 May today.
      const now = Date.parse("2026-05-20T02:00:00.000Z");
      const days = { old: "2026-01-10", yesterday: "2026-05-19", today: "2026-05-20" };
      const shown: [string, number, number][] = [
        [days.old, 0, 3],
        [days.old, 1, 2],
        [days.yesterday, 0, 2],
        [days.yesterday, 1, 1],
        [days.today, 0, 1],
        [days.today, 1, 1],
      ];
      for (const [day, arm, n] of shown)
        await env.storage.db
          .insertInto("experiment_exposures")
          .values(exposureRows(id, arm, n, day).map((r) => ({ ...r, visitor: `${r.visitor}-${day}` })))
          .execute();
      // The same visitor on another experiment's rows is not this one's.
      await env.storage.db
        .insertInto("experiment_exposures")
        .values(exposureRows(`${id}-other`, 1, 4, days.old))
        .execute();
      await env.storage.db
        .insertInto("analytics_visits")
        .values(Object.values(days).map((day) => visit(day, `v-${day}`)))
        .execute();

      const before = await visitors(env.storage, id);
      expect(before).toEqual([6, 4]);

      const done = await analyticsDailyJob(env.storage, 90).run(now);
      expect(done?.rolled).toBeGreaterThanOrEqual(2);
      // The old day's exposures are gone, its counts kept; today's are not rolled up.
      const raw = await env.storage.db
        .selectFrom("experiment_exposures")
        .select("day")
        .distinct()
        .where("experiment_id", "=", id)
        .orderBy("day")
        .execute();
      expect(raw.map((r) => r.day)).toEqual([days.yesterday, days.today]);
      const counted = await env.storage.db
        .selectFrom("experiment_daily_arms")
        .select(["day", "arm", "visitors"])
        .where("experiment_id", "=", id)
        .orderBy("day")
        .orderBy("arm")
        .execute();
      expect(counted.map((r) => [r.day, Number(r.arm), Number(r.visitors)])).toEqual([
        [days.old, 0, 3],
        [days.old, 1, 2],
        [days.yesterday, 0, 2],
        [days.yesterday, 1, 1],
      ]);
      expect(await visitors(env.storage, id)).toEqual(before);
      expect(await visitors(env.storage, `${id}-other`)).toEqual([0, 4]);

      // A second run (another instance, the next hour) counts nothing twice.
      await analyticsDailyJob(env.storage, 90).run(now + 3_600_000);
      expect(await visitors(env.storage, id)).toEqual(before);
    });
  });

  describe(`migration 098 on ${engine}`, () => {
    const fixture = targetFixture(engine);
    let db: Kysely<Database>;
    beforeAll(async () => {
      db = unmigratedDb(fixture.target);
      await migrateTo(db as Kysely<unknown>, engine, "097_experiment_design");
    });
    afterAll(async () => {
      await db?.destroy();
    });

    it("counts the exposures of the days rolled up before it, and leaves the others raw", async () => {
      const at = "2026-05-20T02:00:00.000Z";
      await db
        .insertInto("analytics_rollups")
        .values({ day: "2026-05-18", rolled_at: at, visitors: 5, pageviews: 5 })
        .execute();
      await db
        .insertInto("experiment_exposures")
        .values([...exposureRows("upgraded", 0, 2, "2026-05-18"), ...exposureRows("upgraded", 1, 3, "2026-05-19")])
        .execute();
      await migrateToLatest(db as Kysely<unknown>, engine);
      const counted = await db.selectFrom("experiment_daily_arms").selectAll().execute();
      expect(counted.map((r) => ({ ...r, arm: Number(r.arm), visitors: Number(r.visitors) }))).toEqual([
        { experiment_id: "upgraded", day: "2026-05-18", arm: 0, visitors: 2 },
      ]);
      const storage = await openStorage(fixture.target.env);
      try {
        expect(await visitors(storage, "upgraded")).toEqual([2, 3]);
      } finally {
        await storage.close();
      }
    });
  });
}
