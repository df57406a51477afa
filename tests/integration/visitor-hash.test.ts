// The analytics' daily visitor hash (server/analytics/visitor.server.ts) on each engine: the same
// address and agent give the same hash all Sydney day, from its first to its last millisecond, and a
// different one from the next midnight, when the day before's salt is deleted; two instances share a
// day's salt through the database. The day's bounds are kept beside its key, so this is what says
// the bounds are the Sydney day's (daylight saving included: the clocks go forward on 2026-10-04).
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { visitorHasher } from "#server/analytics/visitor.server.ts";
import { engines, storageFixture } from "./harness.ts";

const ADDRESS = "203.0.113.7";
const AGENT = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36";
const at = (iso: string) => new Date(iso).getTime();

describe.each(engines)("visitor hash on %s", (engine) => {
  const fixture = storageFixture(engine);

  it("is the same all Sydney day and changes at midnight, when the day before's salt goes", async () => {
    const hasher = visitorHasher(fixture.storage);
    // 2026-10-03 in Sydney: AEST (UTC+10), midnight at 14:00 UTC the day before.
    const first = await hasher.hash(ADDRESS, AGENT, at("2026-10-02T14:00:00.000Z"));
    const last = await hasher.hash(ADDRESS, AGENT, at("2026-10-03T13:59:59.999Z"));
    expect(first.day).toBe("2026-10-03");
    expect(last).toEqual(first);
    const salts = await fixture.storage.db.selectFrom("analytics_salts").selectAll().execute();
    expect(salts.map((s) => s.day)).toEqual(["2026-10-03"]);
    // The hash is the HMAC of the stored salt: nothing else goes into it.
    const salt = Buffer.from(salts[0]!.salt, "base64url");
    expect(first.visitor).toBe(createHmac("sha256", salt).update(`${ADDRESS}\n${AGENT}`).digest("hex").slice(0, 16));

    // 2026-10-04 starts at 14:00 UTC (AEST); the clocks go forward at 2 am, so it ends at 13:00 UTC (AEDT).
    const next = await hasher.hash(ADDRESS, AGENT, at("2026-10-03T14:00:00.000Z"));
    expect(next.day).toBe("2026-10-04");
    expect(next.visitor).not.toBe(first.visitor);
    const lastOfNext = await hasher.hash(ADDRESS, AGENT, at("2026-10-04T12:59:59.999Z"));
    expect(lastOfNext).toEqual(next);
    const after = await hasher.hash(ADDRESS, AGENT, at("2026-10-04T13:00:00.000Z"));
    expect(after.day).toBe("2026-10-05");
    expect(after.visitor).not.toBe(next.visitor);
    expect((await fixture.storage.db.selectFrom("analytics_salts").select("day").execute()).map((s) => s.day)).toEqual([
      "2026-10-05",
    ]);

    // Another instance on the same day takes the same salt, so counts the same visitor.
    const other = visitorHasher(fixture.storage);
    expect(await other.hash(ADDRESS, AGENT, at("2026-10-05T01:00:00.000Z"))).toEqual(after);
    // Another address is another visitor.
    expect((await other.hash("198.51.100.4", AGENT, at("2026-10-05T01:00:00.000Z"))).visitor).not.toBe(after.visitor);
  });
});
