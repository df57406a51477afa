// Backups to a full and to a read-only disk (issue 27): BACKUP_DIR on a 1 MiB tmpfs the test mounts
// (it runs as root, as CI does). The first backup fits; with the disk filled, `npm run backup` fails
// with a clear message, leaves no partial file and the earlier backup untouched; remounted
// read-only, the same. Where mounting is impossible the test says why and is skipped, never passed.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statfsSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sha } from "#tests/support/files.ts";
import { runCli } from "./cli.ts";

function tryMount(dir: string): string | undefined {
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m,mode=0700", "tmpfs", dir], { stdio: "pipe" });
    return undefined;
  } catch (error) {
    return `cannot mount a tmpfs (${String((error as { stderr?: Buffer }).stderr ?? (error as Error).message).trim()}); run the tests as root to cover full and read-only disks`;
  }
}

describe("backup to a full or read-only disk", () => {
  const root = mkdtempSync(join(tmpdir(), "backup-faults-"));
  const mountPoint = join(root, "disk");
  mkdirSync(mountPoint);
  let mounted = false;
  afterAll(() => {
    if (mounted) execFileSync("umount", [mountPoint]);
    rmSync(root, { recursive: true, force: true });
  });

  it("fails with a clear message and leaves the earlier backups intact", async (ctx) => {
    const why = tryMount(mountPoint);
    if (why) {
      console.warn(`[backup-faults] skipped: ${why}`);
      ctx.skip();
    }
    mounted = true;
    const env = { DATA_DIR: join(root, "data"), BACKUP_DIR: mountPoint };

    const first = await runCli("backup.ts", [], env);
    expect(first.stderr).toBe("");
    expect(first.code).toBe(0);
    const [earlier] = readdirSync(mountPoint);
    const earlierHash = sha(join(mountPoint, earlier!));

    // Full: what is left of the disk is taken by another file.
    const free = statfsSync(mountPoint).bavail * statfsSync(mountPoint).bsize;
    writeFileSync(join(mountPoint, "filler"), Buffer.alloc(Math.max(0, free - 16 * 1024)));
    const full = await runCli("backup.ts", [], env);
    expect(full.code).toBe(1);
    expect(full.stderr).toContain(`Backup failed: no space left on the disk of ${mountPoint}`);
    expect(full.stderr).toContain("Earlier backups are untouched.");
    expect(readdirSync(mountPoint).sort()).toEqual([earlier, "filler"].sort());
    expect(sha(join(mountPoint, earlier!))).toBe(earlierHash);

    // Read-only: the same disk remounted.
    rmSync(join(mountPoint, "filler"));
    execFileSync("mount", ["-o", "remount,ro", mountPoint]);
    const readOnly = await runCli("backup.ts", [], env);
    expect(readOnly.code).toBe(1);
    expect(readOnly.stderr).toContain(`Backup failed: ${mountPoint} is not writable`);
    expect(readdirSync(mountPoint)).toEqual([earlier]);
    expect(sha(join(mountPoint, earlier!))).toBe(earlierHash);
  });
});
