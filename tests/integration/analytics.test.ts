// First-party analytics (issue 26) against the real server on both engines: what the beacon's
// endpoint counts and what it refuses, that a flood is turned away before it costs a database
// write (so it cannot slow submissions), that no address or agent is stored, that the daily
// roll-up gives the same figures as the live aggregation, and that two instances sharing
// PostgreSQL count one visitor once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pruneRawAnalytics, rollUpDay, rollUpFinishedDays } from "#server/analytics/aggregate.server.ts";
import { EVENTS_PER_MINUTE } from "#server/analytics/ingest.server.ts";
import { analyticsReport } from "#server/analytics/report.server.ts";
import { sydneyDate } from "#server/leads/inbox-item.server.ts";
import { contactPayload, proofPool } from "#tests/support/submissions.ts";
import { engines, postJson, startServer, storageFixture, type TestServer, targetFixture } from "./harness.ts";

const CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

function send(server: TestServer, event: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/api/events`, {
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": CHROME, ...headers },
    body: typeof event === "string" ? event : JSON.stringify(event),
  });
}

const pageview = (path: string, extra: Record<string, unknown> = {}) => ({ n: "pageview", p: path, w: 390, ...extra });

for (const engine of engines) {
  describe(`analytics on ${engine}`, () => {
    const fixture = storageFixture(engine);
    let server: TestServer;
    const from = (address: string) => ({ "x-forwarded-for": address });

    beforeAll(async () => {
      server = await startServer(
        fixture.target,
        { RATE_LIMIT_PER_HOUR: "1000", TRUST_PROXY: "true" },
        { analyticsFlushMs: 100 },
      );
    });
    afterAll(async () => {
      await server?.close();
    });

    async function count(table: string, where = "1 = 1", params: unknown[] = []): Promise<number> {
      const [row] = await fixture.target.query<{ n: number | string }>(
        `select count(*) as n from ${table} where ${where}`,
        params,
      );
      return Number(row?.n);
    }

    it("counts a visit: landing page, campaign, screen, browser; later pages and events fold into it", async () => {
      const who = from("203.0.113.10");
      const landed = await send(
        server,
        pageview("/mortgage-leads", { r: "www.news.example.org", u: { s: "Google", m: "cpc", c: "Spring-Brokers" } }),
        who,
      );
      expect(landed.status).toBe(204);
      expect((await send(server, pageview("/contact"), who)).status).toBe(204);
      expect(
        (await send(server, { n: "phone_click", p: "/contact", l: "tel:+611800160401", w: 390 }, who)).status,
      ).toBe(204);
      expect((await send(server, { n: "form_view", p: "/contact", l: "contact-page", w: 390 }, who)).status).toBe(204);
      await server.flushAnalytics();
      const visits = await fixture.target.query<Record<string, unknown>>(
        "select landing, exit, source, referrer, medium, campaign, screen, browser, pageviews, form_views from analytics_visits",
      );
      expect(visits).toEqual([
        {
          landing: "/mortgage-leads",
          exit: "/contact",
          source: "google",
          referrer: "news.example.org",
          medium: "cpc",
          campaign: "spring-brokers",
          screen: "mobile",
          browser: "Chrome",
          pageviews: 2,
          form_views: 1,
        },
      ]);
      expect(await count("analytics_events", "name = 'phone_click' and label = '+611800160401'")).toBe(1);
    });

    it("stores no address and no user agent, only a hash that another address or agent does not share", async () => {
      await send(server, pageview("/"), from("198.51.100.7"));
      await send(server, pageview("/"), { ...from("198.51.100.7"), "user-agent": `${CHROME} Other` });
      await server.flushAnalytics();
      for (const table of ["analytics_events", "analytics_visits"]) {
        const rows = await fixture.target.query<Record<string, unknown>>(`select * from ${table}`);
        const text = JSON.stringify(rows);
        expect(text).not.toContain("198.51.100.7");
        expect(text).not.toContain("Chrome/131");
      }
      const visitors = await fixture.target.query<{ visitor: string }>(
        "select distinct visitor from analytics_visits where landing = '/'",
      );
      expect(visitors).toHaveLength(2);
      expect(visitors.every((v) => /^[0-9a-f]{16}$/.test(v.visitor))).toBe(true);
    });

    it("does not count bots, headless browsers, prefetches or a Global Privacy Control signal (204 all the same)", async () => {
      const before = await count("analytics_events");
      const quiet: Record<string, string>[] = [
        { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
        {
          "user-agent":
            "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
        },
        { "sec-purpose": "prefetch" },
        { "sec-gpc": "1" },
      ];
      for (const headers of quiet) {
        expect((await send(server, pageview("/"), { ...from("192.0.2.50"), ...headers })).status).toBe(204);
      }
      await server.flushAnalytics();
      expect(await count("analytics_events")).toBe(before);
    });

    it("refuses forged events with a 4xx and stores nothing of them", async () => {
      const before = await count("analytics_events");
      const who = from("192.0.2.60");
      const forged: [unknown, number][] = [
        [{ n: "purchase", p: "/", w: 390 }, 400],
        [pageview("/wp-admin"), 400],
        [pageview("/contact?x=1"), 400],
        [{ n: "phone_click", p: "/contact", l: "+61299999999", w: 390 }, 400],
        [{ n: "form_start", p: "/contact", l: "admin", w: 390 }, 400],
        [{ n: "cta_click", p: "/", l: "<script>alert(1)</script>", w: 390 }, 400],
        [{ n: "vital", p: "/", l: "FID", v: 10, w: 390 }, 400],
        [{ ...pageview("/"), extra: "field" }, 400],
        [{ ...pageview("/"), w: -1 }, 400],
        ["{not json", 400],
        [{ ...pageview("/"), l: "x".repeat(3000) }, 413],
      ];
      for (const [event, status] of forged) {
        const answer = await send(server, event, who);
        expect(answer.status, JSON.stringify(event).slice(0, 60)).toBe(status);
      }
      expect((await send(server, pageview("/"), { ...who, "content-type": "text/html" })).status).toBe(415);
      expect((await fetch(`${server.url}/api/events`)).status).toBe(405);
      await server.flushAnalytics();
      expect(await count("analytics_events")).toBe(before);
    });

    it("clamps a vital's value and keeps its element to blame", async () => {
      await send(server, { n: "vital", p: "/", l: "LCP", v: 9e9, g: "img.hero", w: 1366 }, from("192.0.2.70"));
      await server.flushAnalytics();
      const [row] = await fixture.target.query<{ value: number; target: string }>(
        "select value, target from analytics_events where name = 'vital'",
      );
      expect(row).toEqual({ value: 60_000, target: "img.hero" });
    });

    it("turns a flood from one address away before any database write, while submissions go on being stored", async () => {
      const before = await count("analytics_events");
      const nextProof = await proofPool(server.url, 5);
      const flood = Array.from({ length: 600 }, () =>
        send(server, pageview("/"), from("192.0.2.99")).then((r) => r.status),
      );
      const submissions = Array.from({ length: 5 }, () =>
        postJson(server.url, "/api/form-submissions", contactPayload(nextProof())).then((r) => r.status),
      );
      const [statuses, stored] = await Promise.all([Promise.all(flood), Promise.all(submissions)]);
      expect(stored).toEqual([201, 201, 201, 201, 201]);
      // The limit is a window per minute: the flood may straddle two (at most twice the limit gets in).
      const accepted = statuses.filter((s) => s === 204).length;
      expect(accepted).toBeGreaterThanOrEqual(EVENTS_PER_MINUTE);
      expect(accepted).toBeLessThanOrEqual(2 * EVENTS_PER_MINUTE);
      expect(statuses.filter((s) => s === 429)).toHaveLength(600 - accepted);
      await server.flushAnalytics();
      expect(await count("analytics_events")).toBe(before + accepted);
    });

    it("serves today's figures from memory for the time allowed, then aggregates them afresh", async () => {
      const day = sydneyDate(new Date());
      const range = { from: day, to: day };
      const cached = await analyticsReport(fixture.storage, range, { liveTtlMs: 60_000 });
      const visits = (r: typeof cached) => r.pages.reduce((sum, p) => sum + p.pageviews, 0);
      expect((await send(server, pageview("/contact"), from("203.0.113.77"))).status).toBe(204);
      await server.flushAnalytics();
      expect(visits(await analyticsReport(fixture.storage, range, { liveTtlMs: 60_000 }))).toBe(visits(cached));
      expect(visits(await analyticsReport(fixture.storage, range, { liveTtlMs: 0 }))).toBe(visits(cached) + 1);
    });

    it("gives the same figures from the daily aggregates as from the raw events", async () => {
      const day = sydneyDate(new Date());
      const range = { from: day, to: day };
      const live = await analyticsReport(fixture.storage, range);
      expect(live.headline.current.visitors).toBeGreaterThan(0);
      expect(await rollUpDay(fixture.storage, day, Date.now())).toBe(true);
      expect(await rollUpDay(fixture.storage, day, Date.now())).toBe(false); // once only
      const rolled = await analyticsReport(fixture.storage, range);
      expect(rolled).toEqual(live);
    });

    it("reads a finished month from its monthly rows with the same figures as day by day", async () => {
      // Two days of a month that is over, as the writer would have stored them.
      const days = ["2026-03-30", "2026-03-31"];
      for (const [i, day] of days.entries()) {
        for (let v = 0; v < 3; v++) {
          const visitor = `${i}${v}`.padStart(16, "0");
          const at = `${day}T01:0${v}:00.000Z`;
          await fixture.target.query(
            "insert into analytics_visits (day, visitor, first_at, last_at, landing, exit, source, referrer, medium, campaign, screen, browser, country, pageviews, form_views, form_starts, form_submits) values (?, ?, ?, ?, ?, ?, ?, null, ?, ?, ?, 'Chrome', 'AU', ?, ?, 0, 0)",
            [
              day,
              visitor,
              at,
              at,
              v === 0 ? "/" : "/contact",
              "/contact",
              v === 2 ? "google" : "direct",
              v === 2 ? "cpc" : null,
              v === 2 ? "autumn" : null,
              "mobile",
              v + 1,
              v === 1 ? 1 : 0,
            ],
          );
          for (const [name, label, value] of [
            ["pageview", null, null],
            ["phone_click", "+611800160401", null],
            ["vital", "LCP", 1200 + v * 900],
          ] as const) {
            await fixture.target.query(
              "insert into analytics_events (at, day, visitor, name, path, label, value, target, screen) values (?, ?, ?, ?, '/contact', ?, ?, ?, 'mobile')",
              [at, day, visitor, name, label, value, name === "vital" ? "img.hero" : null],
            );
          }
        }
      }
      const range = { from: "2026-03-01", to: "2026-03-31" };
      const live = await analyticsReport(fixture.storage, range);
      expect(live.headline.current.visitors).toBe(6);
      await rollUpFinishedDays(fixture.storage, Date.parse("2026-04-02T00:00:00Z"));
      const months = await fixture.target.query<{ day: string }>(
        "select day from analytics_rollups where day = '2026-03'",
      );
      expect(months).toEqual([{ day: "2026-03" }]);
      expect(await analyticsReport(fixture.storage, range)).toEqual(live);
      // A range cutting the month reads those days, not the month.
      expect(
        (await analyticsReport(fixture.storage, { from: "2026-03-31", to: "2026-03-31" })).headline.current.visitors,
      ).toBe(3);
    });

    it("prunes experiments' exposures with the raw rows, past the retention period (decision 081)", async () => {
      const today = sydneyDate(new Date());
      for (const day of ["2026-03-30", today])
        await fixture.target.query(
          "insert into experiment_exposures (experiment_id, day, visitor, arm, first_at) values ('retention-test', ?, ?, 1, ?)",
          [day, "0".repeat(16), `${day}T01:00:00.000Z`],
        );
      await pruneRawAnalytics(fixture.storage, 30, Date.now());
      const left = await fixture.target.query<{ day: string }>(
        "select day from experiment_exposures where experiment_id = 'retention-test'",
      );
      expect(left).toEqual([{ day: today }]);
      // The same rule as the page views of that day, which went too.
      expect(await fixture.target.query("select id from analytics_events where day = '2026-03-30'")).toEqual([]);
    });
  });
}

if (engines.includes("postgres")) {
  describe("analytics with two instances on one PostgreSQL", () => {
    const fixture = targetFixture("postgres");
    const servers: TestServer[] = [];
    beforeAll(async () => {
      for (let i = 0; i < 2; i++) {
        servers.push(await startServer(fixture.target, { TRUST_PROXY: "true" }, { analyticsFlushMs: 100 }));
      }
    });
    afterAll(async () => {
      for (const s of servers) await s.close();
    });

    it("counts a visitor seen by both instances once, with one salt for the day", async () => {
      const who = { "x-forwarded-for": "203.0.113.77" };
      await send(servers[0]!, pageview("/", { u: { s: "newsletter" } }), who);
      await send(servers[1]!, pageview("/contact"), who);
      await send(servers[0]!, pageview("/our-solutions"), who);
      await Promise.all(servers.map((s) => s.flushAnalytics()));
      const visits = await fixture.target.query<{ pageviews: number; landing: string; source: string }>(
        "select pageviews, landing, source from analytics_visits",
      );
      expect(visits).toEqual([{ pageviews: 3, landing: "/", source: "newsletter" }]);
      const salts = await fixture.target.query("select day from analytics_salts");
      expect(salts).toHaveLength(1);
    });
  });
}
