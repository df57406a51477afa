// The suppression list's hash key lives beside the SQLite database, not in it (decision 034). A
// backup keeps a copy of it beside the backup files and a restore into a fresh DATA_DIR puts it
// back, so erased people who opted out are still recognised; and a server whose list holds keyed
// hashes never makes a new key when the old one is missing (it would forget those people silently).
import { existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createAuditLog } from "#server/audit/audit.server.ts";
import { SUPPRESSION_KEY_FILE } from "#server/db/data-dir.server.ts";
import { openStorage } from "#server/db/database.server.ts";
import { takeBackup } from "#server/operations/backup.server.ts";
import { restoreBackup } from "#server/operations/restore.server.ts";
import { addSuppressionEntry, listedIdentifiers } from "#server/privacy/suppression.server.ts";
import { suppressionHash } from "#server/privacy/suppression-key.server.ts";

const made: string[] = [];
const temp = () => {
  const dir = mkdtempSync(join(tmpdir(), "suppression-key-"));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe("the suppression key through backup and restore (sqlite)", () => {
  it("is kept beside the backups, put back by a restore, and never silently replaced", async () => {
    const dataDir = temp();
    const backupDir = temp();
    const storage = await openStorage({ DATA_DIR: dataDir });
    const audit = await createAuditLog(storage);
    const added = await addSuppressionEntry(
      storage,
      audit,
      { email: "opted.out@example.com", reason: "Asked by phone" },
      { id: "staff-1" },
      Date.now(),
    );
    expect(added.ok).toBe(true);
    const key = readFileSync(join(dataDir, SUPPRESSION_KEY_FILE), "utf8");
    const { file } = await takeBackup({ storage, dir: backupDir, keepDaily: 7, keepWeekly: 4 });
    await storage.close();
    expect(readFileSync(join(backupDir, SUPPRESSION_KEY_FILE), "utf8")).toBe(key);

    // Restored into a fresh DATA_DIR: the same key, so the person is still recognised.
    const fresh = temp();
    await restoreBackup({ dataDir: fresh, file });
    expect(readFileSync(join(fresh, SUPPRESSION_KEY_FILE), "utf8")).toBe(key);
    const restored = await openStorage({ DATA_DIR: fresh });
    const hash = await suppressionHash(restored);
    expect([
      ...(await listedIdentifiers(restored.db, restored.dialect, hash, ["opted.out@example.com"], false)),
    ]).toEqual(["opted.out@example.com"]);
    await restored.close();

    // Without the key, a server on that database refuses to start rather than make a new one.
    unlinkSync(join(fresh, SUPPRESSION_KEY_FILE));
    const keyless = await openStorage({ DATA_DIR: fresh });
    await expect(suppressionHash(keyless)).rejects.toThrow(
      /is missing, and the suppression list holds hashes made with it/,
    );
    expect(existsSync(join(fresh, SUPPRESSION_KEY_FILE))).toBe(false);
    await keyless.close();
  });
});
