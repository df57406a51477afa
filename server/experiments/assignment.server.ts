// Which arm of an experiment a request sees, without a cookie or anything stored (issue 43 item 2,
// decision 075): a keyed hash (HMAC-SHA256) of the experiment, the client address and the user
// agent under the Sydney day's salt, mapped onto the arms' weights. The same visitor sees the same
// arm all day and a fresh draw the next. The day's salt is derived from one stored key (kept like
// the suppression key), so every instance agrees without storing a salt per day. Known crawlers
// always get the first arm, recognised as the analytics recognises them (isbot).
import { createHmac, createSecretKey, type KeyObject } from "node:crypto";
import { isbot } from "isbot";
import { storedKey } from "#server/db/app-secret.server.ts";
import { EXPERIMENT_KEY_FILE } from "#server/db/data-dir.server.ts";
import type { Storage } from "#server/db/database.server.ts";
import { nextDay, sydneyDate, sydneyMidnight } from "#server/leads/inbox-item.server.ts";

/** The key's name in app_secrets (PostgreSQL); on SQLite it is EXPERIMENT_KEY_FILE beside the database. */
const SECRET_NAME = "experiment-assignment";

export interface ExperimentArms {
  id: string;
  /** One positive weight per arm; the first arm is the control (and what crawlers see). */
  weights: readonly number[];
}

export interface Visitor {
  address: string;
  userAgent: string;
}

export interface Assigner {
  /** The arm (an index into the weights) for this visitor at `now`: no I/O, nothing kept per visitor. */
  armFor(experiment: ExperimentArms, visitor: Visitor, now?: number): number;
}

/** A known crawler or a request without a user agent (as the analytics, which does not count them): the first arm. */
export function isCrawler(userAgent: string): boolean {
  return !userAgent || isbot(userAgent);
}

const TWO_TO_48 = 2 ** 48;

/** Where `u` (uniform in [0, 1)) falls among the weights' cumulative shares. */
export function armAt(u: number, weights: readonly number[]): number {
  let total = 0;
  for (const w of weights) {
    if (!(w > 0)) throw new RangeError("Each arm needs a positive weight");
    total += w;
  }
  let edge = 0;
  for (let i = 0; i < weights.length - 1; i++) {
    edge += weights[i]! / total;
    if (u < edge) return i;
  }
  return weights.length - 1;
}

/** An assigner over a 32-byte key (the stored key, or a test's). */
export function assignerWithKey(key: Buffer): Assigner {
  // The day's salt and the instants the day starts and ends: one comparison per request.
  let day: { from: number; until: number; salt: KeyObject } | undefined;
  const saltAt = (now: number): KeyObject => {
    if (day && now >= day.from && now < day.until) return day.salt;
    const name = sydneyDate(new Date(now));
    const from = sydneyMidnight(name)!.getTime();
    const until = sydneyMidnight(nextDay(name))!.getTime();
    const salt = createSecretKey(createHmac("sha256", key).update(`experiment-salt\n${name}`).digest());
    day = { from, until, salt };
    return salt;
  };
  return {
    armFor(experiment, visitor, now = Date.now()) {
      if (experiment.weights.length < 2) throw new RangeError("An experiment has two or more arms");
      if (isCrawler(visitor.userAgent)) return 0;
      // A KeyObject made once a day: an HMAC over it costs a few microseconds, over raw bytes five times that.
      const digest = createHmac("sha256", saltAt(now))
        .update(`${experiment.id}\n${visitor.address}\n${visitor.userAgent}`)
        .digest();
      return armAt(digest.readUIntBE(0, 6) / TWO_TO_48, experiment.weights);
    },
  };
}

/** The instance's assigner: its key is made by the first instance that asks and read by the others. */
export async function experimentAssigner(storage: Storage): Promise<Assigner> {
  return assignerWithKey(await storedKey(storage, { name: SECRET_NAME, file: EXPERIMENT_KEY_FILE, lost: "" }));
}
