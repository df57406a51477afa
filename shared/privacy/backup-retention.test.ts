import { describe, expect, it } from "vitest";
import { backupRetention, backupRetentionDays, backupRetentionText } from "./backup-retention.ts";

describe("backup retention in the privacy policies", () => {
  it("states the longest a backup is kept, from the same settings", () => {
    expect(backupRetentionDays(backupRetention.daily, backupRetention.weekly)).toBe(35);
    expect(backupRetentionDays(7, 0)).toBe(8);
    expect(backupRetentionDays(14, 1)).toBe(15);
    expect(backupRetentionText("au")).toContain(
      "kept for up to 35 days (a daily copy for 7 days and a weekly copy for 4 weeks), so information we have deleted",
    );
    expect(backupRetentionText("uk")).toContain("information we have erased at your request");
    expect(backupRetentionText("uk", { daily: 1, weekly: 0 })).toContain("up to 2 days (a daily copy for 1 day)");
  });
});
