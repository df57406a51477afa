// Adds the form API (/api/human-check, /api/form-submissions) to the app: the human check with
// its secret, and the intake behind group commit (concurrent requests share a transaction; one
// writer for SQLite, a few for PostgreSQL). The steps other concerns add to intake are given by
// the composition (server/start/compose.server.ts).
import type { Hono } from "hono";
import type { Logger } from "pino";
import { type Config, proxyHops } from "#server/config/config.server.ts";
import { createBatcher } from "#server/db/batcher.server.ts";
import { loadColumnTypes } from "#server/db/bulk-insert.server.ts";
import type { Storage } from "#server/db/database.server.ts";
import { isStorageUnavailable } from "#server/db/unavailable.server.ts";
import { createHumanCheck } from "./human-check.server.ts";
import { createIntake, type IntakeItem, type IntakeStep } from "./intake.server.ts";
import { burnChallenges, type ChallengeUse } from "./limits.server.ts";
import { loadProofSecret } from "./proof-secret.server.ts";
import { addFormRoutes, type FormRoutesDeps } from "./routes.server.ts";

export async function mountSubmissions(
  app: Hono,
  ctx: {
    storage: Storage;
    config: Config;
    logger: Logger;
    steps: readonly IntakeStep[];
    /** Called after a submission commits (wakes the outbox worker). */
    onStored?: () => void;
    /** Counts each answer for /metrics. */
    count?: FormRoutesDeps["count"];
    /**
     * The sender's daily visitor hash while an experiment runs (undefined otherwise), so a submission
     * is matched to its sender's exposures (decision 081).
     */
    visitorOf?: FormRoutesDeps["visitorOf"];
  },
): Promise<void> {
  const { storage, config } = ctx;
  const logger = ctx.logger.child({ module: "submissions" });
  const { secret, source } = await loadProofSecret(config.FORM_PROOF_SECRET, storage, config.DATA_DIR);
  logger.info({ source }, "human-check secret loaded");
  // The first submission then waits for no catalogue read (bulk-insert.server.ts).
  if (storage.dialect === "postgres") await loadColumnTypes(storage.db);
  const batching = { concurrency: storage.dialect === "postgres" ? 2 : 1, failsAll: isStorageUnavailable };
  const intake = createIntake(storage, ctx.steps);
  addFormRoutes(app, {
    submit: createBatcher((items: IntakeItem[]) => intake(items), batching),
    burnChallenge: createBatcher((items: ChallengeUse[]) => burnChallenges(storage, items), batching),
    humanCheck: createHumanCheck({ secret }),
    logger,
    rateLimitPerHour: config.RATE_LIMIT_PER_HOUR,
    proxyHops: proxyHops(config),
    onStored: ctx.onStored,
    count: ctx.count,
    visitorOf: ctx.visitorOf,
  });
}
