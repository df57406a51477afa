// One enquiry as staff see and work it: every field as submitted, attribution, delivery to the
// CRM, earlier submissions from the same person, notes and history; and the changes staff make
// (status, assignment, notes, re-sending to the CRM), each audited in the same transaction.
// The first status change, note or logged call by staff sets the time to first response
// (assignment alone does not: decision 028).
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { AuditAction } from "#server/audit/actions.ts";
import type { AuditRecord } from "#server/audit/audit.server.ts";
import type { ServiceContext } from "#server/audit/context.server.ts";
import { type Database, toIso } from "#server/db/schema.server.ts";
import { inTransaction } from "#server/db/transaction.server.ts";
import { resend } from "#server/outbox/operations.server.ts";
import { displayValue, type FieldGroup, fieldsOf } from "#server/submissions/fields.server.ts";
import { attributionKeys } from "#shared/forms/attribution.ts";
import {
  CALL_NOTE_MAX,
  CALL_OUTCOMES,
  type CallOutcome,
  ENQUIRY_STATUSES,
  type EnquiryStatus,
  NOTE_MAX,
} from "#shared/leads/enquiry.ts";

export interface Actor {
  id: string;
  ip?: string;
}

export type ChangeResult = { ok: true } | { ok: false; status: 400 | 404 | 409; error: string };

/** A status change's result: what the status was before (for an undo), or why not. */
export type StatusResult = { ok: true; from: string } | { ok: false; status: 400 | 404 | 409; error: string };

export interface DisplayedField {
  column: string;
  label: string;
  value: string;
}

export interface EnquiryView {
  id: string;
  kind: "contact" | "privacy";
  receivedAt: string;
  form: string;
  status: string;
  assigneeId: string | null;
  duplicate: boolean;
  suppressed: boolean;
  firstResponseAt: string | null;
  /** Minutes from receipt to the first response, when there has been one. */
  minutesToFirstResponse: number | null;
  /** What the person filled in, each field by its declared label, as staff read it ("" when not given). */
  fields: DisplayedField[];
  /** The consent record and what the server recorded for support (user agent). */
  record: DisplayedField[];
  attribution: { first: Record<string, string | null>; last: Record<string, string | null> };
  /** The experiments' arms its sender's pages showed that day (issue 43). */
  experiments: { id: string; name: string; arm: number; label: string }[];
  delivery: {
    status: string;
    attempts: number;
    lastStatus: number | null;
    lastError: string | null;
    deliveredAt: string | null;
    nextAttemptAt: string | null;
  } | null;
  earlier: { id: string; kind: string; receivedAt: string; form: string; status: string; matchedOn: string[] }[];
  notes: { id: string; authorId: string; at: string; body: string }[];
  calls: { id: string; authorId: string; at: string; outcome: CallOutcome; note: string | null }[];
  history: AuditRecord[];
}

export async function getEnquiry(ctx: ServiceContext, id: string): Promise<EnquiryView | undefined> {
  if (!id || id.length > 100) return undefined;
  const { db } = ctx.storage;
  const item = await db.selectFrom("inbox_items").selectAll().where("id", "=", id).executeTakeFirst();
  if (!item) return undefined;
  const table = item.kind === "contact" ? "contact_submissions" : "privacy_submissions";
  const row = (await db.selectFrom(table).selectAll().where("id", "=", id).executeTakeFirst()) as
    | Record<string, unknown>
    | undefined;
  const values = row ?? {};
  const shown = (group: FieldGroup[]) =>
    fieldsOf(item.kind)
      .filter((f) => group.includes(f.group))
      .map((f) => ({ column: f.column, label: f.label, value: displayValue(f, values[f.column]) }));
  const touch = (t: "first" | "last") =>
    Object.fromEntries(attributionKeys.map((k) => [k, (values[`${t}_${k}`] as string | null) ?? null]));
  const first = touch("first");
  const last = touch("last");
  const [delivery, notes, calls, history, earlier, arms] = await Promise.all([
    db.selectFrom("outbox").selectAll().where("id", "=", id).where("destination", "=", "crm").executeTakeFirst(),
    db.selectFrom("inbox_notes").selectAll().where("item_id", "=", id).orderBy("created_at", "asc").execute(),
    db.selectFrom("enquiry_calls").selectAll().where("item_id", "=", id).orderBy("created_at", "asc").execute(),
    ctx.audit.forTarget("submission", id),
    earlierFromSamePerson(ctx, item),
    db
      .selectFrom("submission_experiments as s")
      .innerJoin("experiments as e", "e.id", "s.experiment_id")
      .select(["e.id", "e.name", "e.arms", "s.arm"])
      .where("s.submission_id", "=", id)
      .orderBy("e.name")
      .execute(),
  ]);
  const receivedAt = toIso(item.created_at) as string;
  const firstResponseAt = toIso(item.first_response_at);
  return {
    id,
    kind: item.kind,
    receivedAt,
    form: item.form,
    status: item.status,
    assigneeId: item.assignee_id,
    duplicate: Number(item.duplicate) === 1,
    suppressed: Number(item.suppressed) === 1,
    firstResponseAt,
    minutesToFirstResponse: firstResponseAt
      ? Math.round((Date.parse(firstResponseAt) - Date.parse(receivedAt)) / 60_000)
      : null,
    fields: shown(["answer"]),
    record: shown(["consent", "technical"]),
    attribution: { first, last },
    experiments: arms.map((a) => ({
      id: a.id,
      name: a.name,
      arm: a.arm,
      label: (JSON.parse(a.arms) as { label?: string }[])[a.arm]?.label ?? `Arm ${a.arm + 1}`,
    })),
    delivery: delivery
      ? {
          status: delivery.status,
          attempts: delivery.attempts,
          lastStatus: delivery.last_status,
          lastError: delivery.last_error,
          deliveredAt: toIso(delivery.delivered_at),
          nextAttemptAt: delivery.status === "pending" ? toIso(delivery.next_attempt_at) : null,
        }
      : null,
    earlier,
    notes: notes.map((n) => ({ id: n.id, authorId: n.author_id, at: toIso(n.created_at) as string, body: n.body })),
    calls: calls.map((c) => ({
      id: c.id,
      authorId: c.author_id,
      at: toIso(c.created_at) as string,
      outcome: c.outcome as CallOutcome,
      note: c.note,
    })),
    history,
  };
}

async function earlierFromSamePerson(
  ctx: ServiceContext,
  item: { id: string; email_norm: string; phone_norm: string },
): Promise<EnquiryView["earlier"]> {
  if (!item.email_norm && !item.phone_norm) return [];
  const rows = await ctx.storage.db
    .selectFrom("inbox_items")
    .select(["id", "kind", "created_at", "form", "status", "email_norm", "phone_norm"])
    .where("id", "<>", item.id)
    .where((eb) =>
      eb.or([
        ...(item.email_norm ? [eb("email_norm", "=", item.email_norm)] : []),
        ...(item.phone_norm ? [eb("phone_norm", "=", item.phone_norm)] : []),
      ]),
    )
    .orderBy("created_at", "desc")
    .limit(50)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    receivedAt: toIso(r.created_at) as string,
    form: r.form,
    status: r.status,
    matchedOn: [
      ...(item.email_norm && r.email_norm === item.email_norm ? ["email"] : []),
      ...(item.phone_norm && r.phone_norm === item.phone_norm ? ["phone"] : []),
    ],
  }));
}

/** Puts the enquiry's CRM delivery back in the queue (dead, or delivered and sent again on purpose). */
export async function resendToCrm(ctx: ServiceContext, id: string, actor: Actor): Promise<ChangeResult> {
  return inTransaction(ctx.storage, async (trx) => {
    const entry = await trx
      .selectFrom("outbox")
      .select(["status"])
      .where("id", "=", id)
      .where("destination", "=", "crm")
      .executeTakeFirst();
    if (!entry) return notFound;
    if (entry.status === "pending")
      return { ok: false, status: 409, error: "This enquiry is already waiting to be sent." } as ChangeResult;
    const count = await resend({ db: trx }, { id }, ctx.now());
    if (count === 0)
      return {
        ok: false,
        status: 409,
        error: "This enquiry's data has been removed; it cannot be sent again.",
      } as ChangeResult;
    await recordChange(ctx, trx, id, actor, "enquiry.resend", { from: entry.status });
    return { ok: true } as ChangeResult;
  });
}

/** Audits a change to a submission inside the change's transaction. */
function recordChange(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  id: string,
  actor: Actor,
  action: AuditAction,
  details: Record<string, unknown>,
): Promise<void> {
  return ctx.audit.record({ actor: actor.id, action, target: { type: "submission", id }, ip: actor.ip, details }, trx);
}

/** A response by staff (a note, a logged call): the first one sets the time to first response. */
async function markResponded(trx: Kysely<Database>, id: string, at: string): Promise<void> {
  await trx
    .updateTable("inbox_items")
    .set((eb) => ({ updated_at: at, first_response_at: eb.fn.coalesce("first_response_at", eb.val(at)) }))
    .where("id", "=", id)
    .execute();
}

const notFound: ChangeResult = { ok: false, status: 404, error: "There is no enquiry with this reference." };

export async function setStatus(ctx: ServiceContext, id: string, status: string, actor: Actor): Promise<StatusResult> {
  if (!(ENQUIRY_STATUSES as readonly string[]).includes(status)) {
    return { ok: false, status: 400, error: "Choose one of the listed statuses." };
  }
  const at = new Date(ctx.now()).toISOString();
  return inTransaction(ctx.storage, async (trx): Promise<StatusResult> => {
    const item = await trx.selectFrom("inbox_items").select(["status", "kind"]).where("id", "=", id).executeTakeFirst();
    if (item?.kind !== "contact") return notFound as StatusResult;
    if (item.status === status) return { ok: true, from: item.status } as StatusResult;
    await trx
      .updateTable("inbox_items")
      .set((eb) => ({ status, updated_at: at, first_response_at: eb.fn.coalesce("first_response_at", eb.val(at)) }))
      .where("id", "=", id)
      .execute();
    await recordChange(ctx, trx, id, actor, "enquiry.status", { from: item.status, to: status as EnquiryStatus });
    return { ok: true, from: item.status } as StatusResult;
  });
}

export async function assign(
  ctx: ServiceContext,
  id: string,
  assigneeId: string | null,
  actor: Actor,
  isAssignable: (staffId: string) => Promise<boolean>,
): Promise<ChangeResult> {
  if (assigneeId !== null && !(await isAssignable(assigneeId))) {
    return { ok: false, status: 400, error: "Choose an active staff member." };
  }
  const at = new Date(ctx.now()).toISOString();
  return inTransaction(ctx.storage, async (trx) => {
    const item = await trx.selectFrom("inbox_items").select(["assignee_id"]).where("id", "=", id).executeTakeFirst();
    if (!item) return notFound;
    if (item.assignee_id === assigneeId) return { ok: true } as ChangeResult;
    await trx
      .updateTable("inbox_items")
      .set({ assignee_id: assigneeId, updated_at: at })
      .where("id", "=", id)
      .execute();
    await recordChange(ctx, trx, id, actor, "enquiry.assign", { from: item.assignee_id, to: assigneeId });
    return { ok: true } as ChangeResult;
  });
}

export async function addNote(ctx: ServiceContext, id: string, body: string, actor: Actor): Promise<ChangeResult> {
  const text = body.replace(/\r\n?/g, "\n").trim();
  if (text.length === 0) return { ok: false, status: 400, error: "Write the note before saving it." };
  if (text.length > NOTE_MAX) return { ok: false, status: 400, error: `A note can be at most ${NOTE_MAX} characters.` };
  const at = new Date(ctx.now()).toISOString();
  return inTransaction(ctx.storage, async (trx) => {
    const item = await trx.selectFrom("inbox_items").select(["id"]).where("id", "=", id).executeTakeFirst();
    if (!item) return notFound;
    const noteId = randomUUID();
    await trx
      .insertInto("inbox_notes")
      .values({ id: noteId, item_id: id, author_id: actor.id, created_at: at, body: text })
      .execute();
    await markResponded(trx, id, at);
    await recordChange(ctx, trx, id, actor, "enquiry.note", { note: noteId });
    return { ok: true } as ChangeResult;
  });
}

/** Logs a call with its outcome (and an optional note): a response, like a status change or a note. */
export async function logCall(
  ctx: ServiceContext,
  id: string,
  outcome: string,
  note: string | undefined,
  actor: Actor,
): Promise<ChangeResult> {
  if (!(CALL_OUTCOMES as readonly string[]).includes(outcome)) {
    return { ok: false, status: 400, error: "Choose how the call went." };
  }
  const text = (note ?? "").replace(/\r\n?/g, "\n").trim();
  if (text.length > CALL_NOTE_MAX) {
    return { ok: false, status: 400, error: `A call's note can be at most ${CALL_NOTE_MAX} characters.` };
  }
  const at = new Date(ctx.now()).toISOString();
  return inTransaction(ctx.storage, async (trx) => {
    const item = await trx.selectFrom("inbox_items").select(["kind"]).where("id", "=", id).executeTakeFirst();
    if (item?.kind !== "contact") return notFound;
    const callId = randomUUID();
    await trx
      .insertInto("enquiry_calls")
      .values({ id: callId, item_id: id, author_id: actor.id, created_at: at, outcome, note: text || null })
      .execute();
    await markResponded(trx, id, at);
    // The outcome only: the note is about the person and stays out of the audit log.
    await recordChange(ctx, trx, id, actor, "enquiry.call", { call: callId, outcome });
    return { ok: true } as ChangeResult;
  });
}
