// How long backups keep what was erased (issue 40): the backup job keeps the newest backup of each of
// the last `daily` days and of each of the last `weekly` ISO weeks (BACKUP_KEEP_DAILY and
// BACKUP_KEEP_WEEKLY, whose defaults these are), so a person erased today is still in the backups
// taken before until those age out. The privacy policies state it from here; the server warns at
// start when the settings differ.
export const backupRetention = {
  /** The newest backup of each of this many days is kept. */
  daily: 7,
  /** The newest backup of each of this many ISO weeks is kept. */
  weekly: 4,
} as const;

/**
 * The longest a backup taken before an erasure is kept, in days: a day's backup goes once `daily`
 * later days have one; a week's once `weekly` later weeks have one (it may be taken on the week's
 * last day, so a week more).
 */
export function backupRetentionDays(daily: number, weekly: number): number {
  return Math.max(daily + 1, weekly > 0 ? (weekly + 1) * 7 : 0);
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** The policies' sentence: AU says "delete" (the APPs' word), the UK "erase" (UK GDPR Art. 17). */
export function backupRetentionText(
  region: "au" | "uk",
  keep: { daily: number; weekly: number } = backupRetention,
): string {
  const days = backupRetentionDays(keep.daily, keep.weekly);
  const copies =
    keep.weekly > 0
      ? `a daily copy for ${plural(keep.daily, "day")} and a weekly copy for ${plural(keep.weekly, "week")}`
      : `a daily copy for ${plural(keep.daily, "day")}`;
  const done = region === "au" ? "deleted" : "erased";
  const again = region === "au" ? "delete" : "erase";
  return (
    `Our backups hold a copy of our systems and are kept for up to ${days} days (${copies}), so information ` +
    `we have ${done} at your request can remain in a backup taken before then until that backup is itself ` +
    `destroyed. We do not use backups for anything else, and if we ever have to restore one, we first ${again} ` +
    "from it again everyone who asked us to."
  );
}
