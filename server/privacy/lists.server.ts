// What the business's list systems wash against: the suppression.created / .deleted / .erased
// events (outbox destination "lists", POSTed to LIST_WEBHOOK_URL and signed like the CRM webhook),
// and the suppression list as CSV (UTF-8 with a byte-order mark; formulas neutralised as in the
// inbox export). The export is audited: it holds personal data.
import { stringify } from "csv-stringify/sync";
import type { AuditLog } from "#server/audit/audit.server.ts";
import type { Config } from "#server/config/config.server.ts";
import type { Storage } from "#server/db/database.server.ts";
import { toIso } from "#server/db/schema.server.ts";
import { safeCell } from "#server/leads/export.server.ts";
import { webhookDeliverer } from "#server/outbox/webhook.server.ts";
import type { Deliverers } from "#server/outbox/worker.server.ts";

/** The lists destination when LIST_WEBHOOK_URL is set (entries stay pending until it is). */
export function listDeliverers(config: Config, options: { fetch?: typeof fetch } = {}): Deliverers {
  if (!config.LIST_WEBHOOK_URL || !config.LIST_WEBHOOK_SECRET) return {};
  return {
    lists: webhookDeliverer({ url: config.LIST_WEBHOOK_URL, secret: config.LIST_WEBHOOK_SECRET, fetch: options.fetch }),
  };
}

export const SUPPRESSION_CSV_COLUMNS = [
  "id",
  "created_at",
  "source_reference",
  "reason",
  "email",
  "email_hmac",
  "phone",
  "phone_hmac",
  "name",
  "address",
] as const;

const BATCH = 500;

/** Streams the whole list as CSV, oldest first; returns the number of entries written. */
export async function exportSuppressionCsv(
  storage: Storage,
  audit: AuditLog,
  actor: { id: string; ip?: string },
  write: (chunk: string) => void | Promise<void>,
): Promise<number> {
  await write(`\uFEFF${stringify([[...SUPPRESSION_CSV_COLUMNS]], { record_delimiter: "\r\n" })}`);
  let total = 0;
  let after: { at: string; id: string } | undefined;
  for (;;) {
    let q = storage.db
      .selectFrom("suppression_entries")
      .leftJoin("privacy_cases", "privacy_cases.id", "suppression_entries.source_case_id")
      .selectAll("suppression_entries")
      .select("privacy_cases.reference");
    if (after) {
      const { at, id } = after;
      q = q.where((eb) =>
        eb.or([
          eb("suppression_entries.created_at", ">", at),
          eb.and([eb("suppression_entries.created_at", "=", at), eb("suppression_entries.id", ">", id)]),
        ]),
      );
    }
    const rows = await q
      .orderBy("suppression_entries.created_at")
      .orderBy("suppression_entries.id")
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    const records = rows.map((r) =>
      [
        r.id,
        toIso(r.created_at),
        r.reference,
        r.reason,
        r.email_norm,
        r.email_hmac,
        r.phone_e164,
        r.phone_hmac,
        r.name,
        r.address,
      ].map(safeCell),
    );
    await write(stringify(records, { record_delimiter: "\r\n" }));
    total += rows.length;
    const last = rows.at(-1)!;
    after = {
      at: last.created_at instanceof Date ? last.created_at.toISOString() : String(last.created_at),
      id: last.id,
    };
    if (rows.length < BATCH) break;
  }
  await audit.record({ actor: actor.id, action: "suppression.export", ip: actor.ip, details: { entries: total } });
  return total;
}
