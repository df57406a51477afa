// Desk sessions: a random token in the cookie, its hash in the database. A session is
// "enrol" (invitation accepted, second factor to set up), "factor" (password checked, second
// factor due) or "full". 30 minutes idle, 12 hours absolute; ending a session is a timestamp,
// so a cookie from a signed-out session finds nothing to use. While an account is guarded
// (throttle.server.ts) a wrong password also leads to the second step, in a "blind" session that
// belongs to no member (its staff_id is "blind:<account>") and that no code or passkey completes.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { ServiceContext } from "#server/audit/context.server.ts";
import { type Database, type SessionStage, type StaffRole, toIso } from "#server/db/schema.server.ts";
import { HOUR, iso, MINUTE } from "./context.server.ts";
import { hashToken, newToken } from "./tokens.server.ts";

export const IDLE_MS = 30 * MINUTE;
export const ABSOLUTE_MS = 12 * HOUR;
/** Half-way stages (second factor due) expire sooner. */
export const PENDING_MS = 15 * MINUTE;

export const SESSION_COOKIE = "desk_session";

/** The cookie's name: `__Host-` over HTTPS (no Domain, Path=/, Secure). */
export function sessionCookieName(secure: boolean): string {
  return secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

export function sessionCookie(token: string, secure: boolean): string {
  const parts = [`${sessionCookieName(secure)}=${token}`, "Path=/", "HttpOnly", "SameSite=Strict"];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

export function clearedSessionCookie(secure: boolean): string {
  return `${sessionCookie("", secure)}; Max-Age=0`;
}

export function tokenFromCookie(header: string | null, secure: boolean): string | undefined {
  if (!header) return undefined;
  const name = sessionCookieName(secure);
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

export interface SessionInfo {
  id: string;
  /** The member's id ("blind:<account>" for a blind session). */
  staffId: string;
  stage: SessionStage;
  name: string;
  email: string;
  role: StaffRole;
  /** A second step after a wrong password while the account was guarded: it can never complete. */
  blind: boolean;
}

const BLIND = "blind:";

/** The owner of a blind session for an account (a staff id, or the hash of an email with no account). */
export const blindOwner = (account: string) => `${BLIND}${account}`;

/** The account a session's attempts count against. */
export const sessionAccount = (session: Pick<SessionInfo, "staffId" | "blind">) =>
  session.blind ? session.staffId.slice(BLIND.length) : session.staffId;

export async function createSession(
  ctx: ServiceContext,
  staffId: string,
  stage: SessionStage,
  meta: { userAgent?: string | null; ip?: string },
  db: Kysely<Database> = ctx.storage.db,
): Promise<{ id: string; token: string }> {
  const nowMs = ctx.now();
  const token = newToken();
  const id = randomUUID();
  await db
    .insertInto("staff_sessions")
    .values({
      id,
      token_hash: hashToken(token),
      staff_id: staffId,
      stage,
      created_at: iso(nowMs),
      last_seen_at: iso(nowMs),
      expires_at: iso(nowMs + (stage === "full" ? ABSOLUTE_MS : PENDING_MS)),
      ended_at: null,
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
      ip_hash: meta.ip ? ctx.audit.hash(meta.ip) : null,
    })
    .execute();
  return { id, token };
}

/**
 * The live session for a token (any stage); undefined when none. It touches the idle clock unless
 * `touch` is false: a background refresh (the inbox's polling) reads the session without
 * extending it, so only the member's own requests keep it alive (issue 25).
 */
export async function readSession(
  ctx: ServiceContext,
  token: string | undefined,
  options: { touch?: boolean } = {},
): Promise<SessionInfo | undefined> {
  if (!token) return undefined;
  const nowMs = ctx.now();
  const row = await ctx.storage.db
    .selectFrom("staff_sessions as s")
    .leftJoin("staff as m", "m.id", "s.staff_id")
    .select([
      "s.id",
      "s.staff_id",
      "s.stage",
      "s.last_seen_at",
      "s.expires_at",
      "m.name",
      "m.email",
      "m.role",
      "m.status",
    ])
    .where("s.token_hash", "=", hashToken(token))
    .where("s.ended_at", "is", null)
    .executeTakeFirst();
  if (!row) return undefined;
  const blind = row.staff_id.startsWith(BLIND);
  // A member's session needs an active member; a blind one is only ever a second step.
  if (blind ? row.stage !== "factor" : row.status !== "active") return undefined;
  const lastSeen = Date.parse(toIso(row.last_seen_at) as string);
  const expires = Date.parse(toIso(row.expires_at) as string);
  if (nowMs >= expires || nowMs - lastSeen >= IDLE_MS) {
    await endSession(ctx, row.id);
    return undefined;
  }
  // Touch at most once a minute: fewer writes, same 30-minute rule.
  if (options.touch !== false && nowMs - lastSeen > MINUTE) {
    await ctx.storage.db
      .updateTable("staff_sessions")
      .set({ last_seen_at: iso(nowMs) })
      .where("id", "=", row.id)
      .execute();
  }
  return {
    id: row.id,
    staffId: row.staff_id,
    stage: row.stage,
    name: row.name ?? "",
    email: row.email ?? "",
    role: row.role ?? "staff",
    blind,
  };
}

/** Moves a session to the next stage under a new token (the old cookie stops working). */
export async function promoteSession(ctx: ServiceContext, sessionId: string, stage: SessionStage): Promise<string> {
  const nowMs = ctx.now();
  const token = newToken();
  await ctx.storage.db
    .updateTable("staff_sessions")
    .set({
      token_hash: hashToken(token),
      stage,
      last_seen_at: iso(nowMs),
      ...(stage === "full" ? { expires_at: iso(nowMs + ABSOLUTE_MS) } : {}),
    })
    .where("id", "=", sessionId)
    .execute();
  return token;
}

export async function endSession(ctx: ServiceContext, sessionId: string, staffId?: string): Promise<boolean> {
  let q = ctx.storage.db
    .updateTable("staff_sessions")
    .set({ ended_at: iso(ctx.now()) })
    .where("id", "=", sessionId)
    .where("ended_at", "is", null);
  if (staffId) q = q.where("staff_id", "=", staffId);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function endAllSessions(
  ctx: ServiceContext,
  staffId: string,
  db: Kysely<Database> = ctx.storage.db,
): Promise<number> {
  const result = await db
    .updateTable("staff_sessions")
    .set({ ended_at: iso(ctx.now()) })
    .where("staff_id", "=", staffId)
    .where("ended_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface SessionRow {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string | null;
}

export async function listSessions(ctx: ServiceContext, staffId: string): Promise<SessionRow[]> {
  const nowMs = ctx.now();
  const rows = await ctx.storage.db
    .selectFrom("staff_sessions")
    .select(["id", "created_at", "last_seen_at", "expires_at", "user_agent"])
    .where("staff_id", "=", staffId)
    .where("stage", "=", "full")
    .where("ended_at", "is", null)
    .where("expires_at", ">", iso(nowMs))
    .where("last_seen_at", ">", iso(nowMs - IDLE_MS))
    .orderBy("last_seen_at", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    createdAt: toIso(r.created_at) as string,
    lastSeenAt: toIso(r.last_seen_at) as string,
    userAgent: r.user_agent,
  }));
}
