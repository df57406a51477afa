// Starts the real server application (server/start/compose.server.ts, as server/main.ts does)
// on a loopback port, with its own storage: a temp DATA_DIR for SQLite, or a fresh schema in
// TEST_DATABASE_URL for PostgreSQL. The desk and the daily jobs are left out unless asked for.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { serve } from "@hono/node-server";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import pino, { type Logger } from "pino";
import { afterAll, beforeAll } from "vitest";
import { createAuditLog } from "#server/audit/audit.server.ts";
import type { ServiceContext } from "#server/audit/context.server.ts";
import { loadConfig } from "#server/config/config.server.ts";
import { openStorage, SQLITE_FILE, type Storage } from "#server/db/database.server.ts";
import { kyselySqliteDatabase } from "#server/db/node-sqlite-adapter.server.ts";
import { sqliteBusyRetryDialect } from "#server/db/sqlite-busy-retry.server.ts";
import type { StaticFile, StaticSite } from "#server/http/static-site.server.ts";
import { type ComposedServer, composeServer, type ServerOptions } from "#server/start/compose.server.ts";
import { CAMPAIGN_VISIT, type Proof, proofPool, VISITOR_BROWSER } from "#tests/support/submissions.ts";

export type Engine = "sqlite" | "postgres";

export const engines: Engine[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

/** Where a test's data lives; several servers may share one (multi-instance tests). */
export interface StorageTarget {
  engine: Engine;
  env: { DATA_DIR: string; DATABASE_URL?: string };
  /** Runs SQL directly against the storage (not through the server). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

function withSearchPath(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set("options", `-c search_path=${schema}`);
  return u.toString();
}

export async function createStorage(engine: Engine): Promise<StorageTarget> {
  const dataDir = mkdtempSync(join(tmpdir(), "forms-it-"));
  if (engine === "sqlite") {
    let db: DatabaseSync | undefined;
    const open = () => {
      db ??= new DatabaseSync(join(dataDir, SQLITE_FILE));
      return db;
    };
    return {
      engine,
      env: { DATA_DIR: dataDir },
      async query<T>(sql: string, params: unknown[] = []) {
        const stmt = open().prepare(sql);
        const args = params as never[];
        if (stmt.columns().length > 0) return stmt.all(...args) as T[];
        stmt.run(...args);
        return [];
      },
      async drop() {
        db?.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DATABASE_URL is not set");
  const schema = `forms_it_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.query(`set search_path to ${schema}`);
  return {
    engine,
    env: { DATA_DIR: dataDir, DATABASE_URL: withSearchPath(base, schema) },
    async query<T>(sql: string, params: unknown[] = []) {
      // Placeholders are written "?" in the tests; PostgreSQL wants $1, $2, …
      let n = 0;
      const text = sql.replace(/\?/g, () => `$${++n}`);
      return (await admin.query(text, params)).rows as T[];
    },
    async drop() {
      await admin.query(`drop schema ${schema} cascade`).catch(() => {});
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Storage made for the tests of one `describe` on one engine; set before its tests run. */
export interface TargetFixture {
  engine: Engine;
  target: StorageTarget;
}

/** The same, with a migrated connection to it. */
export interface StorageFixture extends TargetFixture {
  storage: Storage;
}

/**
 * Fresh storage on `engine` for the tests of the calling `describe` (a temp DATA_DIR, or a schema in
 * the worker's PostgreSQL database), made before them and dropped after them. Register it first:
 * afterAll hooks run in reverse, so whatever the describe starts on it is stopped before it goes.
 */
export function targetFixture(engine: Engine): TargetFixture {
  const env = { engine } as TargetFixture;
  beforeAll(async () => {
    env.target = await createStorage(engine);
  });
  afterAll(async () => {
    await env.target?.drop();
  });
  return env;
}

/**
 * `targetFixture` with a connection opened (and so migrated) on it, closed before it is dropped.
 * `poolSize` 1 keeps PostgreSQL on one connection (to read its session back).
 */
export function storageFixture(engine: Engine, options: { poolSize?: number } = {}): StorageFixture {
  const env = targetFixture(engine) as StorageFixture;
  beforeAll(async () => {
    env.storage = await openStorage({ ...env.target.env, ...options });
  });
  afterAll(async () => {
    await env.storage?.close();
  });
  return env;
}

/** A bare Kysely on the target, not migrated: for tests that make the database an older version left. */
export function unmigratedDb<T>(target: StorageTarget): Kysely<T> {
  if (target.engine === "sqlite") {
    const raw = new DatabaseSync(join(target.env.DATA_DIR, SQLITE_FILE));
    return new Kysely<T>({ dialect: sqliteBusyRetryDialect({ database: kyselySqliteDatabase(raw) }, 1000) });
  }
  const pool = new pg.Pool({ connectionString: target.env.DATABASE_URL, max: 2 });
  return new Kysely<T>({ dialect: new PostgresDialect({ pool }) });
}

function fakeSite(): StaticSite {
  const notFound: StaticFile = {
    body: Buffer.from("<!doctype html><title>Not found</title>"),
    contentType: "text/html; charset=utf-8",
    etag: '"nf"',
    cacheControl: "no-cache",
  };
  return { file: () => undefined, page: () => undefined, notFound, pagePaths: new Set() };
}

export interface TestServer {
  url: string;
  port: number;
  /** The composed application (readiness, metrics, storage). */
  composed: ComposedServer;
  health(): Promise<boolean>;
  /** Writes the analytics events queued so far. */
  flushAnalytics(): Promise<void>;
  close(): Promise<void>;
}

export async function startServer(
  storage: StorageTarget,
  env: Record<string, string> = {},
  options: ServerOptions = {},
  harness: { logger?: Logger } = {},
): Promise<TestServer> {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    ...storage.env,
    ...env,
  } as NodeJS.ProcessEnv);
  const logger = harness.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" });
  const composed = await composeServer(config, logger, { desk: false, jobs: false, ...options, site: fakeSite() });
  const server = serve({ fetch: composed.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    composed,
    health: () => composed.health(),
    flushAnalytics: () => composed.analytics.flush(),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await composed.close();
    },
  };
}

// ── A client, doing what the browser does ──────────────────────────────────

// Payloads and the human check are tests/support/submissions.ts's; these names stay here only for
// the files others were writing when they moved (restore-drill, data-dir-lock, rows).
export { contactPayload, type Proof, privacyPayload, solve } from "#tests/support/submissions.ts";

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function postJson(url: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, headers: response.headers, json };
}

/** Waits until `check` returns a truthy value (polling), or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await sleep(50);
  }
}

// ── A whole environment per describe block ─────────────────────────────────

export interface LiveEnvironment extends StorageFixture {
  server: TestServer;
  nextProof: () => Proof;
  /** Posts a submission through the API, expects 201, returns its id. */
  submit(body: Record<string, unknown>): Promise<string>;
}

/**
 * Registers beforeAll/afterAll hooks that start the real server on fresh storage of `engine`
 * (`storage` is a second connection, for the services under test), and solve `proofs` human checks.
 */
export function liveEnvironment(engine: Engine, options: { proofs?: number; env?: Record<string, string> } = {}) {
  const env = storageFixture(engine) as LiveEnvironment;
  beforeAll(async () => {
    env.server = await startServer(env.target, { RATE_LIMIT_PER_HOUR: "1000", ...options.env });
    env.nextProof = await proofPool(env.server.url, options.proofs ?? 8);
    // Each submission as a visitor's browser sends it, after a campaign visit recorded today (the
    // first touch, decision 085): the same address and browser, so one visit for the whole file.
    let visited = false;
    env.submit = async (body) => {
      if (!visited) {
        await postJson(env.server.url, "/api/events", CAMPAIGN_VISIT, { "user-agent": VISITOR_BROWSER });
        await env.server.flushAnalytics();
        visited = true;
      }
      const response = await postJson(env.server.url, "/api/form-submissions", body, { "user-agent": VISITOR_BROWSER });
      if (response.status !== 201)
        throw new Error(`submission answered ${response.status}: ${JSON.stringify(response.json)}`);
      return String(body.submissionId);
    };
  });
  afterAll(async () => {
    await env.server?.close();
  });
  return env;
}

export interface StaffEnvironment extends StorageFixture {
  /** What the staff modules take; its clock reads `clock`, which a test moves. */
  ctx: ServiceContext;
  clock: number;
}

/** Registers beforeAll/afterAll hooks for fresh storage of `engine` and a staff context on it. */
export function staffEnvironment(engine: Engine): StaffEnvironment {
  const env = storageFixture(engine) as StaffEnvironment;
  env.clock = Date.now();
  beforeAll(async () => {
    const now = () => env.clock;
    env.ctx = { storage: env.storage, audit: await createAuditLog(env.storage, now), now };
  });
  return env;
}
