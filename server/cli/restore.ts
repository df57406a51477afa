// `npm run restore -- FILE`: puts a backup made by `npm run backup` in place of the embedded
// database (server/operations/restore.server.ts). Checks the file first; refuses while any server
// or command uses DATA_DIR; keeps the replaced database in DATA_DIR/replaced-<time>/. Every refusal
// leaves everything as it was. PostgreSQL is restored with pg_restore (docs/operations.md).
import { loadConfig } from "#server/config/config.server.ts";
import { RestoreRefused, restoreBackup } from "#server/operations/restore.server.ts";

// Only the re-application of the ledger of erasures (decision 054), e.g. after pg_restore.
if (process.argv[2] === "--reapply-erasures" && process.argv.length === 3) await import("./reapply-erasures.ts");

const file = process.argv[2];
if (!file || process.argv.length > 3) {
  console.error("Usage: npm run restore -- FILE   (a backup from BACKUP_DIR, e.g. data/backups/leadwise-….sqlite)");
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
      `  pg_restore --clean --if-exists --no-owner --single-transaction --dbname "$DATABASE_URL" ${file}`,
      "(a managed database: use its point-in-time recovery instead), then erase again everyone erased since:",
      "  npm run restore -- --reapply-erasures",
      "See docs/operations.md. Nothing was changed.",
    ].join("\n"),
  );
  process.exit(1);
}
try {
  const result = await restoreBackup({ dataDir: config.DATA_DIR, file });
  console.log(`Restored ${file} into ${result.database}`);
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
