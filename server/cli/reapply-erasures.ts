// `npm run restore -- --reapply-erasures` (decision 054): after the database was put back by other
// means than `npm run restore -- FILE` (pg_restore of a dump, a managed database's point-in-time
// recovery), erases again everyone the ledger of erasures names whose data it holds: the storage's
// own ledger and the copy in BACKUP_DIR. Prints how many; ids and counts only.
import { backupDir } from "#server/config/config.server.ts";
import { reapplyLedger } from "#server/operations/restore.server.ts";
import { runCommand } from "./command.server.ts";

await runCommand(async ({ storage, audit, config }) => {
  const done = await reapplyLedger(storage, audit, backupDir(config));
  console.log(
    `Erasures re-applied: ${done.reapplied} (the ledger holds ${done.ledger}; ${done.submissions} submissions and ` +
      `${done.suppressionEntries} suppression entries erased again; ledger copy read: ${done.copy})`,
  );
  return 0;
});
