// Scheduled publishes (issue 42 item 4, decision 066): an entry's draft published at a Sydney date and
// time, once across instances. The time is stored as an instant (migration 087); each instance looks
// for due ones every second (publish.server.ts) and takes one with a conditional update (the claim):
// only the instance whose update changed the row publishes it. A claim older than CLAIM_EXPIRY_MS
// belongs to an instance that stopped mid-publish and is taken again. Until then the entry shows as
// scheduled (readEntry's scheduledFor, readSchedules).
import type { Kysely } from "kysely";
import type { Storage } from "#server/db/database.server.ts";
import { type Database, toIso } from "#server/db/schema.server.ts";
import type { ContentTables, ScheduleRefusal } from "./content-store.server.ts";

export const SCHEDULE_TIME_ZONE = "Australia/Sydney";
export const CLAIM_EXPIRY_MS = 60_000;

const tables = (db: Kysely<Database>): Kysely<Database & ContentTables> => db.withTables<ContentTables>();

const wallClock = new Intl.DateTimeFormat("en-AU", {
  timeZone: SCHEDULE_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** The Sydney wall-clock time of an instant, as if it were UTC (ms). */
function wallAsUtc(instant: number): number {
  const part = Object.fromEntries(wallClock.formatToParts(instant).map((p) => [p.type, p.value]));
  const [year, month, day, hour, minute, second] = ["year", "month", "day", "hour", "minute", "second"].map((k) =>
    Number(part[k]),
  ) as [number, number, number, number, number, number];
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** An instant as the Sydney date (YYYY-MM-DD) and time (HH:MM:SS) that name it: sydneyInstant's inverse. */
export function sydneyWall(at: Date): { date: string; time: string } {
  const iso = new Date(wallAsUtc(at.getTime())).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19) };
}

/**
 * The instant of a Sydney date (YYYY-MM-DD) and time (HH:MM, or HH:MM:SS), daylight saving included;
 * undefined for a malformed one or a time the clocks skip (the hour lost in October).
 */
export function sydneyInstant(date: string, time: string): Date | undefined {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!d || !t) return undefined;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]), Number(t[3] ?? 0));
  // Date.UTC rolls 30 February over into March, 25:00 into the next day: refused instead.
  const back = new Date(wall);
  if (
    Number.isNaN(wall) ||
    back.getUTCDate() !== Number(d[3]) ||
    back.getUTCMonth() !== Number(d[2]) - 1 ||
    back.getUTCHours() !== Number(t[1]) ||
    back.getUTCMinutes() !== Number(t[2]) ||
    back.getUTCSeconds() !== Number(t[3] ?? 0)
  )
    return undefined;
  // The offset at a first guess, then at the instant it gives (a guess across a change is off by an hour).
  let instant = wall - (wallAsUtc(wall) - wall);
  instant = wall - (wallAsUtc(instant) - instant);
  return wallAsUtc(instant) === wall ? new Date(instant) : undefined;
}

export type ScheduleResult =
  | { ok: true; at: string }
  | { ok: false; reason: "unknown-entry" | "no-draft" | "invalid-time" | "in-the-past" };

/** Schedules the entry's draft to be published at a Sydney date and time (replacing any earlier schedule). */
export async function schedulePublish(
  storage: Storage,
  input: { id: string; date: string; time: string; staffId: string; now?: Date },
): Promise<ScheduleResult> {
  const at = sydneyInstant(input.date, input.time);
  if (!at) return { ok: false, reason: "invalid-time" };
  if (at.getTime() <= (input.now ?? new Date()).getTime()) return { ok: false, reason: "in-the-past" };
  const db = tables(storage.db);
  const entry = await db.selectFrom("content_entries").select("draft").where("id", "=", input.id).executeTakeFirst();
  if (!entry) return { ok: false, reason: "unknown-entry" };
  if (entry.draft === null) return { ok: false, reason: "no-draft" };
  await db
    .updateTable("content_entries")
    .set({
      scheduled_for: at.toISOString(),
      scheduled_by: input.staffId,
      schedule_claimed_at: null,
      schedule_refusal: null,
    })
    .where("id", "=", input.id)
    .execute();
  return { ok: true, at: at.toISOString() };
}

/** Cancels an entry's scheduled publish; false when it had none. */
export async function cancelSchedule(storage: Storage, id: string): Promise<boolean> {
  const rows = await tables(storage.db)
    .updateTable("content_entries")
    .set({ scheduled_for: null, scheduled_by: null, schedule_claimed_at: null })
    .where("id", "=", id)
    .where("scheduled_for", "is not", null)
    .returning("id")
    .execute();
  return rows.length > 0;
}

export interface Schedule {
  id: string;
  /** ISO instant. */
  at: string;
  /** Staff id of who scheduled it. */
  by: string | null;
}

/** Every scheduled publish, soonest first (the desk shows these entries as scheduled). */
export async function readSchedules(storage: Storage): Promise<Schedule[]> {
  const rows = await tables(storage.db)
    .selectFrom("content_entries")
    .select(["id", "scheduled_for", "scheduled_by"])
    .where("scheduled_for", "is not", null)
    .orderBy("scheduled_for")
    .execute();
  return rows.map((r) => ({ id: r.id, at: toIso(r.scheduled_for) as string, by: r.scheduled_by }));
}

/** Takes the publishes due at `now` that no live instance has taken; each is this instance's alone. */
export async function claimDueSchedules(storage: Storage, now = new Date()): Promise<Schedule[]> {
  const db = tables(storage.db);
  const due = await db
    .selectFrom("content_entries")
    .select(["id", "scheduled_for", "scheduled_by", "schedule_claimed_at"])
    .where("scheduled_for", "<=", now.toISOString())
    .execute();
  const expired = new Date(now.getTime() - CLAIM_EXPIRY_MS).toISOString();
  const claimed: Schedule[] = [];
  for (const row of due) {
    const taken = await db
      .updateTable("content_entries")
      .set({ schedule_claimed_at: now.toISOString() })
      .where("id", "=", row.id)
      .where("scheduled_for", "=", row.scheduled_for as string)
      .where((eb) => eb.or([eb("schedule_claimed_at", "is", null), eb("schedule_claimed_at", "<", expired)]))
      .returning("id")
      .execute();
    if (taken.length > 0) claimed.push({ id: row.id, at: toIso(row.scheduled_for) as string, by: row.scheduled_by });
  }
  return claimed;
}

/**
 * Ends a claimed schedule: the entry is no longer scheduled. A refused one keeps why (decision 084),
 * which the desk's editor shows until the entry is scheduled or published again.
 */
export async function endSchedule(
  storage: Storage,
  schedule: Schedule,
  refusal?: Omit<ScheduleRefusal, "at">,
): Promise<void> {
  await tables(storage.db)
    .updateTable("content_entries")
    .set({
      scheduled_for: null,
      scheduled_by: null,
      schedule_claimed_at: null,
      ...(refusal && { schedule_refusal: JSON.stringify({ at: schedule.at, ...refusal } satisfies ScheduleRefusal) }),
    })
    .where("id", "=", schedule.id)
    .where("scheduled_for", "=", schedule.at)
    .execute();
}
