// Counting unique visitors without a cookie, as Plausible does: a visitor is a keyed hash of the
// day's secret salt, the client address and the user agent. The salt is random, made by the first
// instance that needs it each Sydney day and shared through the database, and deleted as soon as
// the next day's exists: after that nobody, us included, can recompute a hash from an address, so
// yesterday's hashes cannot be linked to a person or to today's. The address and agent are never stored.
import { createHmac, createSecretKey, type KeyObject, randomBytes } from "node:crypto";
import type { Storage } from "#server/db/database.server.ts";
import { nextDay, sydneyDate, sydneyMidnight } from "#server/leads/inbox-item.server.ts";

export interface VisitorHasher {
  /** The visitor's hash for the day of `now`, and that day. */
  hash(address: string, userAgent: string, now: number): Promise<{ visitor: string; day: string }>;
}

/** A Sydney day's salt as a key, and the instants the day starts and ends. */
interface DaySalt {
  day: string;
  from: number;
  until: number;
  key: KeyObject;
}

export function visitorHasher(storage: Storage): VisitorHasher {
  let current: DaySalt | undefined;
  let loading: { day: string; salt: Promise<DaySalt> } | undefined;

  async function saltFor(day: string): Promise<DaySalt> {
    await storage.db
      .insertInto("analytics_salts")
      .values({ day, salt: randomBytes(32).toString("base64url") })
      .onConflict((oc) => oc.column("day").doNothing())
      .execute();
    const row = await storage.db
      .selectFrom("analytics_salts")
      .select("salt")
      .where("day", "=", day)
      .executeTakeFirstOrThrow();
    // Yesterday's salt goes the moment today's exists.
    await storage.db.deleteFrom("analytics_salts").where("day", "<", day).execute();
    // A KeyObject made once a day: an HMAC over raw bytes imports the key on every call (as in
    // assignment.server.ts), and the day's bounds make the day one comparison per request.
    return {
      day,
      from: sydneyMidnight(day)!.getTime(),
      until: sydneyMidnight(nextDay(day))!.getTime(),
      key: createSecretKey(Buffer.from(row.salt, "base64url")),
    };
  }

  return {
    async hash(address, userAgent, now) {
      let salt = current && now >= current.from && now < current.until ? current : undefined;
      if (!salt) {
        const day = sydneyDate(new Date(now));
        if (loading?.day !== day) {
          const attempt = {
            day,
            salt: saltFor(day).catch((error: unknown) => {
              if (loading === attempt) loading = undefined; // the next event tries again
              throw error;
            }),
          };
          loading = attempt;
        }
        salt = await loading.salt;
        if (!current || current.day < day) current = salt;
      }
      const visitor = createHmac("sha256", salt.key).update(`${address}\n${userAgent}`).digest("hex").slice(0, 16);
      return { visitor, day: salt.day };
    },
  };
}
