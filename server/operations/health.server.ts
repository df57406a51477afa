// Probes as Kubernetes (and any load balancer) expects them: /livez says the process answers (never
// touches storage, so a database outage does not get healthy processes restarted); /readyz says this
// instance should get traffic: storage answers, every migration this release knows is applied, and
// it is not shutting down (503 from the moment SIGTERM arrives). /healthz stays as documented.
import type { Hono } from "hono";
import { sql } from "kysely";
import type { Storage } from "#server/db/database.server.ts";
import { migrations } from "#server/db/migrations.server.ts";

export interface Readiness {
  /** From now on /readyz answers 503 (shutdown has begun). */
  stopAccepting(): void;
  readonly stopping: boolean;
  check(): Promise<{ ready: boolean; storage: boolean; migrations: boolean; stopping: boolean }>;
}

export function createReadiness(storage: Storage): Readiness {
  let stopping = false;
  let known: Promise<string[]> | undefined;
  return {
    stopAccepting() {
      stopping = true;
    },
    get stopping() {
      return stopping;
    },
    async check() {
      if (stopping) return { ready: false, storage: true, migrations: true, stopping };
      const alive = await storage.ping().catch(() => false);
      let migrated = false;
      if (alive) {
        known ??= migrations(storage.dialect).then((all) => Object.keys(all));
        try {
          const applied = new Set(
            (await sql<{ name: string }>`select name from kysely_migration`.execute(storage.db)).rows.map(
              (r) => r.name,
            ),
          );
          migrated = (await known).every((name) => applied.has(name));
        } catch {
          migrated = false;
        }
      }
      return { ready: alive && migrated, storage: alive, migrations: migrated, stopping };
    },
  };
}

export function addProbeRoutes(app: Hono, readiness: Readiness): void {
  const noStore = { "Cache-Control": "no-store" };
  app.get("/livez", (c) => c.json({ status: "ok" }, 200, noStore));
  app.get("/readyz", async (c) => {
    const state = await readiness.check();
    return c.json({ status: state.ready ? "ready" : "not ready", ...state }, state.ready ? 200 : 503, noStore);
  });
}
