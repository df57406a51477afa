// What a service that changes records and audits the change takes: storage, the audit log and a
// clock (tests move the clock). The desk's routes hand it their services (which have all three),
// the command-line tools build it from theirs; the staff and leads modules both take it.
import type { Storage } from "#server/db/database.server.ts";
import type { AuditLog } from "./audit.server.ts";

export interface ServiceContext {
  storage: Storage;
  audit: AuditLog;
  now: () => number;
}
