// Experiments on the public side (issue 43 items 2 and 3, decision 081), with real server processes
// (server/main.ts, the production build) on one database: two on PostgreSQL, one on SQLite. An
// experiment on the home headline starts; every instance serves each visitor (client address and
// browser) one arm all day, crawlers the first, with headers no shared cache keeps and an ETag per
// arm; other pages are the build's files with the build's headers. The beacon's page view records
// its arm (a forged experiment or arm is not recorded); an enquiry from an exposed visitor records
// the arm and its CRM payload names it; stopping the experiment puts one page back everywhere.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuditLog } from "#server/audit/audit.server.ts";
import { showExperimentChange } from "#server/content/publish.server.ts";
import { openStorage, type Storage } from "#server/db/database.server.ts";
import { getEnquiry } from "#server/leads/enquiry.server.ts";
import { contactPayload, proofPool } from "#tests/support/submissions.ts";
import { engines, eventually, postJson, sleep, targetFixture } from "./harness.ts";
import { type ServerProcess, spawnServer } from "./server-process.ts";

const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const EXPERIMENT = "home-headline-test";
const ARM_B = "Leads Ready to Talk, Every Weekday";
const addresses = Array.from({ length: 16 }, (_, i) => `203.0.113.${i + 10}`);

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A GET as a browser behind the site's proxy sends it (a connection each). */
function get(base: string, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request(new URL(path, base), { agent: false, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const body = res.headers["content-encoding"] === "br" ? brotliDecompressSync(raw) : raw;
        done({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString("utf8") });
      });
    });
    req.on("error", fail);
    req.end();
  });
}

const visitor = (address: string, agent = BROWSER) => ({ "x-forwarded-for": address, "user-agent": agent });
/** The arm a page names on <html>, or undefined when it names none. */
const armOf = (html: string) => {
  const m = /<html[^>]* data-experiment="([^"]+)" data-arm="(\d)"/.exec(html);
  return m ? { experiment: m[1], arm: Number(m[2]) } : undefined;
};

describe.each(engines)("experiments on %s", (engine) => {
  const fixture = targetFixture(engine);
  const instances: ServerProcess[] = [];
  const dataDirs: string[] = [];
  let storage: Storage;
  const builtHome = () => readFileSync(join(buildDir, "client", "index.html"), "utf8");

  beforeAll(async () => {
    const env = (dir: string) => ({
      ...fixture.target.env,
      DATA_DIR: dir,
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
      TRUST_PROXY: "true",
      METRICS_TOKEN: "experiment-pages-metrics-token-0123456789",
    });
    const dir = () => {
      if (engine === "sqlite") return fixture.target.env.DATA_DIR;
      dataDirs.push(mkdtempSync(join(tmpdir(), "experiment-pages-")));
      return dataDirs.at(-1) as string;
    };
    instances.push(await spawnServer(env(dir())));
    if (engine === "postgres") instances.push(await spawnServer(env(dir())));
    storage = await openStorage(fixture.target.env);
  }, 240_000);
  afterAll(async () => {
    for (const s of instances) {
      if (s.child.exitCode === null) {
        s.child.kill("SIGTERM");
        await s.exited;
      }
    }
    await storage?.close();
    for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
  });

  /** Waits until every instance serves home as `expected` says (arms under experiment, or one page). */
  const onEveryInstance = async (underExperiment: boolean) => {
    const since = performance.now();
    for (const s of instances)
      await eventually(async () => {
        const page = await get(s.url, "/", visitor(addresses[0]!));
        return underExperiment === (armOf(page.body) !== undefined);
      }, 90_000);
    console.info(
      `${underExperiment ? "started" : "stopped"} on ${instances.length} instance(s) in ${Math.round(performance.now() - since)} ms`,
    );
  };

  it("an experiment started in storage reaches every instance, and each visitor gets one arm all day", async () => {
    expect(instances).toHaveLength(engine === "postgres" ? 2 : 1);
    // Before: home is the build's file with the build's headers.
    const before = await get(instances[0]!.url, "/", visitor(addresses[0]!));
    expect(before.body).toBe(builtHome());
    expect(before.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const now = new Date().toISOString();
    await storage.db
      .insertInto("experiments")
      .values({
        id: EXPERIMENT,
        entry_id: "/",
        name: "Home headline",
        hypothesis: "A headline about talking brings more enquiries",
        primary_outcome: "won",
        planned_days: 30,
        arms: JSON.stringify([
          { label: "Published", weight: 1, changes: {} },
          { label: "Ready to talk", weight: 1, changes: { "/hero/title": ARM_B } },
        ]),
        status: "running",
        version: 1,
        created_by: "staff",
        created_at: now,
        updated_by: "staff",
        updated_at: now,
        started_at: now,
        stopped_at: null,
        concluded_at: null,
        winner_arm: null,
      })
      .execute();
    await showExperimentChange(undefined, storage);
    await onEveryInstance(true);

    const seen = new Map<string, number>();
    for (const address of addresses) {
      const answers = [];
      for (const s of instances)
        for (const encoding of ["identity", "br"]) {
          answers.push(await get(s.url, "/", { ...visitor(address), "accept-encoding": encoding }));
          answers.push(await get(s.url, "/", { ...visitor(address), "accept-encoding": encoding }));
        }
      const arms = answers.map((a) => armOf(a.body));
      for (const a of arms) expect(a).toEqual({ experiment: EXPERIMENT, arm: arms[0]!.arm });
      seen.set(address, arms[0]!.arm);
      for (const a of answers) {
        expect(a.status).toBe(200);
        expect(a.headers["cache-control"]).toBe("private, no-cache");
        expect(a.headers["content-security-policy"]).toContain("script-src 'self' 'sha256-");
        expect(a.body.includes(ARM_B)).toBe(arms[0]!.arm === 1);
      }
    }
    // Sixteen visitors under 50/50 weights: both arms (all in one arm has a chance of 1 in 32,768).
    expect(new Set(seen.values())).toEqual(new Set([0, 1]));

    // Each arm has its own ETag; a visitor's conditional request is answered 304 for its own arm only.
    const byArm = [0, 1].map((arm) => addresses.find((a) => seen.get(a) === arm)!);
    const tags = [];
    for (const address of byArm) {
      const page = await get(instances[0]!.url, "/", visitor(address));
      const etag = String(page.headers.etag);
      tags.push(etag);
      const again = await get(instances.at(-1)!.url, "/", { ...visitor(address), "if-none-match": etag });
      expect(again.status).toBe(304);
      expect(again.headers["cache-control"]).toBe("private, no-cache");
    }
    expect(tags[0]).not.toBe(tags[1]);
    const other = await get(instances[0]!.url, "/", { ...visitor(byArm[1]!), "if-none-match": tags[0]! });
    expect(other.status).toBe(200);

    // A crawler gets the first arm, whatever its address.
    for (const address of addresses) {
      const page = await get(instances[0]!.url, "/", visitor(address, GOOGLEBOT));
      expect(armOf(page.body)).toEqual({ experiment: EXPERIMENT, arm: 0 });
    }
    // Arm 0 is the published page, named: the build's file with only <html> changed.
    const control = await get(instances[0]!.url, "/", visitor(byArm[0]!));
    expect(control.body.replace(/ data-experiment="[^"]+" data-arm="0"/, "")).toBe(builtHome());
  });

  it("pages not under experiment are the build's files with the build's headers", async () => {
    for (const s of instances) {
      const page = await get(s.url, "/contact", { ...visitor(addresses[1]!), "accept-encoding": "br" });
      expect(page.body).toBe(readFileSync(join(buildDir, "client", "contact", "index.html"), "utf8"));
      expect(page.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
      expect(page.headers["content-encoding"]).toBe("br");
      expect(armOf(page.body)).toBeUndefined();
    }
  });

  it("the beacon's page view records the arm shown; a forged experiment or arm is not recorded", async () => {
    const base = instances[0]!.url;
    const exposures = (arm?: number) =>
      storage.db
        .selectFrom("experiment_exposures")
        .selectAll()
        .where("experiment_id", "=", EXPERIMENT)
        .$if(arm !== undefined, (q) => q.where("arm", "=", arm!))
        .execute();
    const armAt = async (address: string) => armOf((await get(base, "/", visitor(address))).body)!.arm;
    const view = (address: string, extra: Record<string, unknown>) =>
      postJson(base, "/api/events", { n: "pageview", p: "/", w: 1280, ...extra }, visitor(address));

    // Forged: an experiment that does not run, an arm it has not, and the arm the visitor was not shown.
    const [a, b, c, d] = addresses;
    expect((await view(a!, { x: "no-such-experiment", a: 1 })).status).toBe(204);
    expect((await view(b!, { x: EXPERIMENT, a: 2 })).status).toBe(204);
    expect((await view(c!, { x: EXPERIMENT, a: 1 - (await armAt(c!)) })).status).toBe(204);
    // Two real views of one visitor, and one of another: one row per visitor and day.
    const shown = await armAt(d!);
    for (const address of [d!, d!, a!])
      expect((await view(address, { x: EXPERIMENT, a: await armAt(address) })).status).toBe(204);
    // A crawler's beacon is not counted at all.
    await postJson(
      base,
      "/api/events",
      { n: "pageview", p: "/", w: 1280, x: EXPERIMENT, a: 0 },
      visitor(b!, GOOGLEBOT),
    );
    const rows = await eventually(async () => {
      const rows = await exposures();
      return rows.length >= 2 && rows;
    });
    await sleep(1500);
    expect(await exposures()).toHaveLength(2);
    expect(rows.map((r) => r.arm).sort()).toEqual([await armAt(a!), shown].sort());
    // The page views themselves count, forged arm or not (the page was a page of the site).
    const views = await storage.db
      .selectFrom("analytics_events")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("name", "=", "pageview")
      .executeTakeFirstOrThrow();
    expect(Number(views.n)).toBe(6);
  });

  it("an enquiry from an exposed visitor records the arm it saw, and the CRM payload names it", async () => {
    const base = instances.at(-1)!.url;
    const next = await proofPool(base, 2);
    const exposed = addresses[3]!; // viewed home in the test before
    const arm = armOf((await get(base, "/", visitor(exposed))).body)!.arm;
    const sent = contactPayload(next());
    expect((await postJson(base, "/api/form-submissions", sent, visitor(exposed))).status).toBe(201);
    const unexposed = contactPayload(next());
    expect((await postJson(base, "/api/form-submissions", unexposed, visitor(addresses[15]!))).status).toBe(201);

    const recorded = await storage.db.selectFrom("submission_experiments").selectAll().execute();
    expect(recorded).toEqual([{ submission_id: sent.submissionId, experiment_id: EXPERIMENT, arm }]);
    const payload = async (id: string) => {
      const row = await storage.db
        .selectFrom("outbox")
        .select("payload")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      return JSON.parse(row.payload) as { version: number; data: { experiments: unknown[] } };
    };
    expect(await payload(sent.submissionId)).toMatchObject({
      version: 2,
      data: {
        experiments: [{ id: EXPERIMENT, name: "Home headline", arm, label: arm === 0 ? "Published" : "Ready to talk" }],
      },
    });
    expect((await payload(unexposed.submissionId)).data.experiments).toEqual([]);
    // The enquiry's page in the desk shows the arm behind it.
    const ctx = { storage, audit: await createAuditLog(storage), now: Date.now };
    expect((await getEnquiry(ctx, sent.submissionId))?.experiments).toEqual([
      { id: EXPERIMENT, name: "Home headline", arm, label: arm === 0 ? "Published" : "Ready to talk" },
    ]);
    expect((await getEnquiry(ctx, unexposed.submissionId))?.experiments).toEqual([]);
  });

  it("stopping the experiment puts one page back on every instance", async () => {
    await storage.db
      .updateTable("experiments")
      .set({ status: "stopped", stopped_at: new Date().toISOString(), version: 2 })
      .where("id", "=", EXPERIMENT)
      .execute();
    await showExperimentChange(undefined, storage);
    await onEveryInstance(false);
    for (const s of instances)
      for (const address of addresses.slice(0, 6)) {
        const page = await get(s.url, "/", visitor(address));
        expect(page.body).toBe(builtHome());
        expect(page.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
      }
  });
});
