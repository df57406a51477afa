// `npm run restore -- FILE`: puts a backup made by `npm run backup` in place of the embedded
// database (server/operations/restore.server.ts). Checks the file first; refuses while any server
// or command uses DATA_DIR; keeps the replaced database in DATA_DIR/replaced-<time>/. Every refusal
// leaves everything as it was. PostgreSQL is restored with pg_restore (docs/operations.md).
// `--from-replica [--timestamp <ISO time>]` restores from REPLICA_URL instead (replica-restore.server.ts).
import { parseArgs } from "node:util";
import { loadConfig } from "#server/config/config.server.ts";
import { restoreFromReplica } from "#server/operations/replica-restore.server.ts";
import { RestoreRefused, type RestoreResult, restoreBackup } from "#server/operations/restore.server.ts";

// Only the re-application of the ledger of erasures (decision 054), e.g. after pg_restore.
if (process.argv[2] === "--reapply-erasures" && process.argv.length === 3) await import("./reapply-erasures.ts");

const usage = [
  "Usage: npm run restore -- FILE   (a backup from BACKUP_DIR, e.g. data/backups/leadwise-….sqlite)",
  "       npm run restore -- --from-replica [--timestamp 2026-11-28T04:59:30Z]   (from REPLICA_URL: latest, or as it was then)",
].join("\n");
const parse = () =>
  parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { "from-replica": { type: "boolean" }, timestamp: { type: "string" } },
  });
let args: ReturnType<typeof parse>;
try {
  args = parse();
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
const fromReplica = args.values["from-replica"] === true;
const timestamp = args.values.timestamp;
const file = args.positionals[0];
if (fromReplica ? args.positionals.length > 0 : !file || args.positionals.length > 1 || timestamp !== undefined) {
  console.error(usage);
  process.exit(2);
}
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
if (config.DATABASE_URL) {
  console.error(
    [
      "DATABASE_URL is set: this site's data is in PostgreSQL, which npm run restore does not replace.",
      "Stop every instance, then restore the dump with PostgreSQL's own tool, for example:",
      `  pg_restore --clean --if-exists --no-owner --single-transaction --dbname "$DATABASE_URL" ${file ?? "FILE"}`,
      "(a managed database: use its point-in-time recovery instead), then erase again everyone erased since:",
      "  npm run restore -- --reapply-erasures",
      "See docs/operations.md. Nothing was changed.",
    ].join("\n"),
  );
  process.exit(1);
}
if (fromReplica && !config.REPLICA_URL) {
  console.error("--from-replica needs REPLICA_URL (the replica the server writes to). Nothing was changed.");
  process.exit(1);
}
try {
  let result: RestoreResult;
  if (fromReplica && config.REPLICA_URL) {
    const restored = await restoreFromReplica({
      dataDir: config.DATA_DIR,
      settings: { ...config, REPLICA_URL: config.REPLICA_URL },
      timestamp,
    });
    const when = restored.timestamp ? `as it was at ${restored.timestamp}` : "at its latest";
    console.log(`Restored the replica ${when} into ${restored.database}`);
    if (restored.keys.length > 0) {
      console.log(`  keys from the replica: ${restored.keys.join(", ")} (put in DATA_DIR where it had none)`);
    }
    result = restored;
  } else {
    result = await restoreBackup({ dataDir: config.DATA_DIR, file: file ?? "" });
    console.log(`Restored ${file} into ${result.database}`);
  }
  console.log(
    `  ${result.contactSubmissions} enquiries, ${result.privacySubmissions} privacy requests, ${result.migrations} migrations applied`,
  );
  if (result.replacedDir) console.log(`  the database it replaced is kept in ${result.replacedDir}`);
  const e = result.erasures;
  console.log(
    `Erasures re-applied: ${e.reapplied} (${e.afterBackup} in the ledger made after the backup` +
      `${e.backupAt ? ` of ${e.backupAt}` : ""}, of ${e.ledger}; ${e.submissions} submissions erased again)`,
  );
  console.log("Start the server: it applies any newer migrations and resumes the outbox where the backup left it.");
  process.exit(0);
} catch (error) {
  if (error instanceof RestoreRefused) {
    console.error(`Restore refused: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
