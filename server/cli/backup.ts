// `npm run backup`: one backup now, while the server keeps serving (server/operations/backup.server.ts):
// SQLite: a VACUUM INTO snapshot checked with integrity_check; PostgreSQL: pg_dump --format=custom
// (or a clear message saying what to use instead). Written into BACKUP_DIR (default DATA_DIR/backups)
// under a name with its time, atomically, then retention (BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY).
// Prints the file, its size and what retention removed; exits 1 with a message when it fails.
import { backupDir } from "#server/config/config.server.ts";
import { BackupError, takeBackup } from "#server/operations/backup.server.ts";
import { runCommand } from "./command.server.ts";

if (process.argv.length > 2) {
  console.error("Usage: npm run backup   (no arguments; BACKUP_DIR chooses the folder)");
  process.exit(2);
}

await runCommand(async ({ storage, config }) => {
  try {
    const result = await takeBackup({
      storage,
      databaseUrl: config.DATABASE_URL,
      dir: backupDir(config),
      keepDaily: config.BACKUP_KEEP_DAILY,
      keepWeekly: config.BACKUP_KEEP_WEEKLY,
    });
    console.log(`Backup written: ${result.file}`);
    console.log(
      `  ${(result.bytes / 1e6).toFixed(2)} MB, ${result.method}, checked, in ${(result.ms / 1000).toFixed(1)} s`,
    );
    if (result.removed.length > 0) console.log(`  retention removed: ${result.removed.join(", ")}`);
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
});
