// The audit log: who did what, when, from which address (hashed), to which record. Rows are
// only ever inserted: triggers on both engines refuse UPDATE and DELETE (migration 011).
// Details hold ids, roles, statuses and reasons, never personal data or secrets, so erasing a
// person's data never needs to touch the trail.
import { createHmac, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { appSecret } from "#server/db/app-secret.server.ts";
import type { Storage } from "#server/db/database.server.ts";
import { type Database, toIso } from "#server/db/schema.server.ts";
import type { AuditAction } from "./actions.ts";

export interface AuditEntry {
  /** A staff id; "cli" for operator commands; null for the public or the system. */
  actor: string | null;
  /** Dotted verb, one of the declared actions (./actions.ts), e.g. "auth.sign_in.failed", "enquiry.status". */
  action: AuditAction;
  target?: { type: string; id: string };
  /** The client's address; stored only as a keyed hash. */
  ip?: string;
  details?: Record<string, unknown>;
}

/** An entry for what someone did to one record: who (and from where), what, to which, with which details. */
export function actedOn(
  who: { id: string | null; ip?: string | undefined },
  action: AuditAction,
  target: { type: string; id: string },
  details: Record<string, unknown> = {},
): AuditEntry {
  return { actor: who.id, action, target, ...(who.ip === undefined ? {} : { ip: who.ip }), details };
}

export interface AuditRecord {
  id: string;
  at: string;
  actor: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  ipHash: string | null;
  details: Record<string, unknown>;
}

export interface AuditLog {
  /** Appends one entry, inside the caller's transaction when one is given. */
  record(entry: AuditEntry, db?: Kysely<Database>): Promise<void>;
  /** A keyed hash (for an address, or an email that has no account): comparable, not reversible. */
  hash(value: string): string;
  forTarget(type: string, id: string, limit?: number): Promise<AuditRecord[]>;
  list(filter: { actor?: string; action?: string; before?: string; limit?: number }): Promise<AuditRecord[]>;
}

/**
 * A UUIDv7 (RFC 9562): the millisecond time first, then a counter for entries within the same
 * millisecond, then random bits, so ids sort in the order entries were made.
 */
export function timeOrderedId(ms: number, sequence: number): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(ms, 0, 6);
  bytes[6] = 0x70 | ((sequence >> 8) & 0x0f);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | ((bytes[8] as number) & 0x3f);
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export async function createAuditLog(storage: Storage, now: () => number = Date.now): Promise<AuditLog> {
  const key = await appSecret(storage, "audit_hash_key");
  const hash = (value: string) => createHmac("sha256", key).update(value).digest("base64url").slice(0, 22);
  const toRecord = (r: {
    id: string;
    at: string | Date;
    actor_id: string | null;
    action: string;
    target_type: string | null;
    target_id: string | null;
    ip_hash: string | null;
    details: string;
  }): AuditRecord => ({
    id: r.id,
    at: toIso(r.at) as string,
    actor: r.actor_id,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    ipHash: r.ip_hash,
    details: JSON.parse(r.details) as Record<string, unknown>,
  });
  let lastMs = 0;
  let sequence = 0;
  return {
    hash,
    async record(entry, db = storage.db) {
      const ms = now();
      sequence = ms === lastMs ? (sequence + 1) & 0xfff : 0;
      lastMs = ms;
      await db
        .insertInto("audit_log")
        .values({
          id: timeOrderedId(ms, sequence),
          at: new Date(ms).toISOString(),
          actor_id: entry.actor,
          action: entry.action.slice(0, 100),
          target_type: entry.target?.type ?? null,
          target_id: entry.target?.id ?? null,
          ip_hash: entry.ip ? hash(entry.ip) : null,
          details: JSON.stringify(entry.details ?? {}).slice(0, 4000),
        })
        .execute();
    },
    async forTarget(type, id, limit = 200) {
      const rows = await storage.db
        .selectFrom("audit_log")
        .selectAll()
        .where("target_type", "=", type)
        .where("target_id", "=", id)
        .orderBy("at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
      return rows.map(toRecord);
    },
    async list({ actor, action, before, limit = 100 }) {
      let q = storage.db.selectFrom("audit_log").selectAll();
      if (actor) q = q.where("actor_id", "=", actor);
      if (action) q = q.where("action", "like", `${action.replace(/[%_\\]/g, "")}%`);
      if (before && !Number.isNaN(Date.parse(before))) q = q.where("at", "<", new Date(before).toISOString());
      const rows = await q.orderBy("at", "desc").orderBy("id", "desc").limit(Math.min(limit, 500)).execute();
      return rows.map(toRecord);
    },
  };
}
