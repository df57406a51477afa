// What the staff modules need: storage, the audit log and a clock (tests move the clock).
import type { AuditLog } from "#server/audit/audit.server.ts";
import type { Storage } from "#server/db/database.server.ts";

export interface StaffContext {
  storage: Storage;
  audit: AuditLog;
  now: () => number;
}

export const iso = (ms: number) => new Date(ms).toISOString();

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
