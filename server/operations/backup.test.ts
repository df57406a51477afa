import { describe, expect, it } from "vitest";
import { backupRetention, backupRetentionDays } from "#shared/privacy/backup-retention.ts";
import { backupFileName, backupsToKeep, backupTime } from "./backup.server.ts";
import { bearerMatches } from "./metrics.server.ts";

const DAY = 86_400_000;

describe("backup names", () => {
  it("record their time, sort by it, and nothing else parses", () => {
    const at = Date.parse("2026-11-25T03:15:00.123Z");
    const name = backupFileName(at, "sqlite");
    expect(name).toBe("leadwise-2026-11-25T03-15-00.123Z.sqlite");
    expect(backupTime(name)).toBe(at);
    expect(backupTime(backupFileName(at, "pgdump"))).toBe(at);
    expect(backupTime(".leadwise-2026-11-25T03-15-00.123Z.sqlite.partial")).toBeUndefined();
    expect(backupTime("leadwise.db")).toBeUndefined();
    expect(backupFileName(at, "sqlite") < backupFileName(at + 1000, "sqlite")).toBe(true);
  });
});

describe("retention: 7 daily and 4 weekly", () => {
  it("keeps the newest of each of the last 7 days and of the last 4 ISO weeks", () => {
    // Two backups a day for 60 days, ending on Wednesday 2026-11-25.
    const end = Date.parse("2026-11-25T12:00:00.000Z");
    const names: string[] = [];
    for (let d = 0; d < 60; d++) {
      names.push(backupFileName(end - d * DAY, "sqlite"), backupFileName(end - d * DAY - 3_600_000, "sqlite"));
    }
    const keep = [...backupsToKeep(names, 7, 4)].sort();
    const days = keep.map((n) => n.slice(9, 19));
    // The last 7 days (19-25 Nov), plus the newest of the weeks starting 16 Nov (its Sunday, 22 Nov,
    // is among the 7 days already), 9 Nov (Sunday 15th) and 2 Nov (Sunday 8th).
    expect(days).toEqual([
      "2026-11-08",
      "2026-11-15",
      "2026-11-19",
      "2026-11-20",
      "2026-11-21",
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
    ]);
    // Of two backups on one day, the later one is kept.
    expect(keep).toContain(backupFileName(end, "sqlite"));
    expect(keep).not.toContain(backupFileName(end - 3_600_000, "sqlite"));
  });

  it("never keeps or counts files of other names", () => {
    expect(backupsToKeep(["notes.txt", "leadwise.db"], 7, 4).size).toBe(0);
  });
});

describe("metrics token", () => {
  it("accepts exactly Bearer <token>", () => {
    const token = "a-token-of-at-least-24-characters";
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`Bearer ${token}x`, token)).toBe(false);
    expect(bearerMatches(`bearer ${token}`, token)).toBe(false);
    expect(bearerMatches(token, token)).toBe(false);
    expect(bearerMatches(undefined, token)).toBe(false);
  });
});

describe("how long a backup holds an erased person", () => {
  it("is at most what the privacy policies state (daily backups over 120 days, retention applied after each)", () => {
    const { daily, weekly } = backupRetention;
    const start = Date.parse("2026-01-01T02:00:00.000Z");
    let kept: string[] = [];
    const lifetime = new Map<string, number>();
    for (let day = 0; day < 120; day++) {
      const at = start + day * DAY;
      kept = [...backupsToKeep([...kept, backupFileName(at, "sqlite")], daily, weekly)];
      for (const name of kept) lifetime.set(name, at - (backupTime(name) as number));
    }
    const longest = Math.max(...lifetime.values()) / DAY;
    // The backup of the day before an erasure is the last to hold the person: gone within the stated days.
    expect(longest + 1).toBeLessThanOrEqual(backupRetentionDays(daily, weekly));
    expect(longest).toBeGreaterThanOrEqual(weekly * 7 - 7);
  });
});
