// Passkeys (WebAuthn, through @simplewebauthn/server): a member registers passkeys from the desk
// (or as their second factor at enrolment), then uses one as the second factor after the
// password, or as the first factor on its own (the authenticator's user verification is then
// required, so a passkey alone is still two factors). Challenges are signed by the server, not
// stored, and each is accepted once (decision 021). Every success and failure is audited;
// failures slow the address that makes them, like passwords and codes, but never guard the
// account (a passkey cannot be guessed; decision 031).
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type { Kysely } from "kysely";
import type { ServiceContext } from "#server/audit/context.server.ts";
import { appSecret } from "#server/db/app-secret.server.ts";
import type { Database } from "#server/db/schema.server.ts";
import { toIso } from "#server/db/schema.server.ts";
import { inTransaction } from "#server/db/transaction.server.ts";
import { consumeToken } from "#server/db/used-tokens.server.ts";
import { brand } from "#shared/site/facts.ts";
import { iso, MINUTE } from "./context.server.ts";
import { GUARDED_REFUSED, issueRecoveryCodes, secondStepGuarded } from "./second-factors.server.ts";
import { createSession, endSession, promoteSession, type SessionInfo, sessionAccount } from "./sessions.server.ts";
import { attemptKeys, checkAttempt, failedAttempt, succeededAttempt } from "./throttle.server.ts";

/** How long a ceremony may take, from the options to the answer. */
export const CEREMONY_MS = 5 * MINUTE;
const MAX_RESPONSE_CHARS = 16_384;
const MAX_NAME_CHARS = 60;
/**
 * EdDSA, ES256, RS256: what passkeys use today. Named here so the library does not probe the
 * runtime for post-quantum algorithms, which makes Node print an experimental-feature warning.
 */
const ALGORITHMS = [-8, -7, -257];

/** The relying party: the desk's origin as the browser sees it, and its host name as the RP ID. */
export interface RelyingParty {
  id: string;
  origin: string;
}

export function relyingParty(origin: string): RelyingParty {
  return { id: new URL(origin).hostname, origin };
}

type Purpose = "register" | "first" | "second";

const keys = new WeakMap<object, Promise<Buffer>>();
function challengeKey(ctx: ServiceContext): Promise<Buffer> {
  let key = keys.get(ctx.storage);
  if (!key) {
    key = appSecret(ctx.storage, "webauthn_challenge_key");
    keys.set(ctx.storage, key);
  }
  return key;
}

const mac = (key: Buffer, payload: string) => createHmac("sha256", key).update(payload).digest("base64url");

/** A challenge that says what it is for, for whom, until when, signed: nothing to store until it is used. */
async function newChallenge(ctx: ServiceContext, purpose: Purpose, staffId: string | null): Promise<string> {
  const payload = [purpose, staffId ?? "-", ctx.now() + CEREMONY_MS, randomBytes(16).toString("base64url")].join(".");
  return `${payload}.${mac(await challengeKey(ctx), payload)}`;
}

/**
 * Checks a challenge echoed in a ceremony's client data (base64url of our string): our signature,
 * the purpose, the member, the time, and that it was never accepted before (across instances).
 */
async function acceptChallenge(
  ctx: ServiceContext,
  echoed: string,
  purpose: Purpose,
  staffId: string | null,
): Promise<boolean> {
  const challenge = Buffer.from(echoed, "base64url").toString("utf8");
  const parts = challenge.split(".");
  if (parts.length !== 5) return false;
  const [p, who, until, , signature] = parts as [string, string, string, string, string];
  const expected = Buffer.from(mac(await challengeKey(ctx), parts.slice(0, 4).join(".")));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  if (p !== purpose || who !== (staffId ?? "-")) return false;
  const expiresAt = Number(until);
  if (!(expiresAt > ctx.now())) return false;
  const id = `webauthn:${createHash("sha256").update(challenge).digest("base64url")}`;
  return consumeToken(ctx.storage.db, ctx.storage.dialect, id, expiresAt);
}

export interface Passkey {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export async function listPasskeys(ctx: ServiceContext, staffId: string): Promise<Passkey[]> {
  const rows = await ctx.storage.db
    .selectFrom("staff_passkeys")
    .select(["id", "name", "created_at", "last_used_at"])
    .where("staff_id", "=", staffId)
    .orderBy("created_at")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    createdAt: toIso(r.created_at) as string,
    lastUsedAt: toIso(r.last_used_at),
  }));
}

const transportsOf = (value: string | null): string[] | undefined => (value ? value.split(",") : undefined);

/** Options to create a passkey, for a signed-in member or one enrolling their second factor. */
export async function registrationOptions(
  ctx: ServiceContext,
  session: SessionInfo,
  rp: RelyingParty,
): Promise<PublicKeyCredentialCreationOptionsJSON | undefined> {
  if (session.stage === "factor") return undefined;
  const existing = await ctx.storage.db
    .selectFrom("staff_passkeys")
    .select(["id", "transports"])
    .where("staff_id", "=", session.staffId)
    .execute();
  return generateRegistrationOptions({
    rpName: `${brand.shortName} staff desk`,
    rpID: rp.id,
    userName: session.email,
    userDisplayName: session.name,
    userID: new TextEncoder().encode(session.staffId),
    challenge: await newChallenge(ctx, "register", session.staffId),
    timeout: CEREMONY_MS,
    attestationType: "none",
    supportedAlgorithmIDs: ALGORITHMS,
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: transportsOf(p.transports) })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
}

function parseResponse<T extends { id: string; response: object }>(json: string): T | undefined {
  if (json.length === 0 || json.length > MAX_RESPONSE_CHARS) return undefined;
  try {
    const value = JSON.parse(json) as T;
    return typeof value === "object" &&
      value !== null &&
      typeof value.id === "string" &&
      /^[A-Za-z0-9_-]{1,1400}$/.test(value.id) &&
      typeof value.response === "object" &&
      value.response !== null
      ? value
      : undefined;
  } catch {
    return undefined;
  }
}

export const PASSKEY_NOT_ADDED = "That passkey could not be added. Try again.";

export type AddPasskeyResult =
  | { ok: true; passkeyId: string; enrolled?: { token: string; recoveryCodes: string[] } }
  | { ok: false; error: string };

/**
 * Verifies a registration and stores the passkey. During enrolment it is the member's second
 * factor: recovery codes are issued and the session becomes a full one (returned as `enrolled`).
 */
export async function addPasskey(
  ctx: ServiceContext,
  session: SessionInfo,
  rp: RelyingParty,
  input: { response: string; name?: string },
  meta: { ip: string },
): Promise<AddPasskeyResult> {
  const target = { type: "staff", id: session.staffId };
  const refuse = async (reason: string) => {
    await ctx.audit.record({
      actor: session.staffId,
      action: "auth.factor.passkey_refused",
      target,
      ip: meta.ip,
      details: { reason },
    });
    return { ok: false as const, error: PASSKEY_NOT_ADDED };
  };
  if (session.stage === "factor") return refuse("stage");
  const response = parseResponse<RegistrationResponseJSON>(input.response);
  if (!response) return refuse("malformed");
  let info: Awaited<ReturnType<typeof verifyRegistrationResponse>>["registrationInfo"];
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: (c) => acceptChallenge(ctx, c, "register", session.staffId),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      supportedAlgorithmIDs: ALGORITHMS,
    });
    info = result.verified ? result.registrationInfo : undefined;
  } catch {
    info = undefined;
  }
  if (!info) return refuse("not_verified");
  const credential = info.credential;
  const name = (input.name ?? "").trim().replace(/\s+/g, " ").slice(0, MAX_NAME_CHARS) || "Passkey";
  const nowMs = ctx.now();
  const enrolling = session.stage === "enrol";
  const stored = await inTransaction(ctx.storage, async (trx) => {
    const taken = await trx
      .selectFrom("staff_passkeys")
      .select("id")
      .where("id", "=", credential.id)
      .executeTakeFirst();
    if (taken) return undefined;
    await trx
      .insertInto("staff_passkeys")
      .values({
        id: credential.id,
        staff_id: session.staffId,
        public_key: Buffer.from(credential.publicKey).toString("base64url"),
        counter: credential.counter,
        transports: credential.transports?.join(",") ?? null,
        created_at: iso(nowMs),
        last_used_at: null,
        name,
      })
      .execute();
    const recoveryCodes = enrolling ? await enrolSecondFactor(trx, session.staffId, nowMs) : undefined;
    await ctx.audit.record(
      {
        actor: session.staffId,
        action: enrolling ? "auth.factor.enrolled" : "auth.factor.passkey_added",
        target,
        ip: meta.ip,
        details: { factor: "passkey", passkey: credential.id.slice(0, 16) },
      },
      trx,
    );
    return { recoveryCodes };
  });
  if (!stored) return refuse("already_registered");
  if (!stored.recoveryCodes) return { ok: true, passkeyId: credential.id };
  const token = await promoteSession(ctx, session.id, "full");
  return { ok: true, passkeyId: credential.id, enrolled: { token, recoveryCodes: stored.recoveryCodes } };
}

async function enrolSecondFactor(trx: Kysely<Database>, staffId: string, nowMs: number): Promise<string[]> {
  await trx
    .updateTable("staff")
    .set({ mfa_enrolled_at: iso(nowMs), totp_secret: null, totp_last_step: null, last_sign_in_at: iso(nowMs) })
    .where("id", "=", staffId)
    .execute();
  return issueRecoveryCodes(trx, staffId);
}

export const PASSKEY_LAST_FACTOR =
  "This passkey is your only second factor: set up an authenticator app or add another passkey first.";

/** Removes one of the member's own passkeys (never their only second factor). */
export async function removePasskey(
  ctx: ServiceContext,
  staffId: string,
  passkeyId: string,
  meta: { ip: string },
): Promise<{ ok: true } | { ok: false; error: string; status: 404 | 409 }> {
  return inTransaction(ctx.storage, async (trx) => {
    const own = await trx.selectFrom("staff_passkeys").select("id").where("staff_id", "=", staffId).execute();
    if (!own.some((p) => p.id === passkeyId)) return { ok: false, error: "That passkey is not yours.", status: 404 };
    const member = await trx.selectFrom("staff").select("totp_secret").where("id", "=", staffId).executeTakeFirst();
    if (own.length === 1 && !member?.totp_secret) return { ok: false, error: PASSKEY_LAST_FACTOR, status: 409 };
    await trx.deleteFrom("staff_passkeys").where("id", "=", passkeyId).where("staff_id", "=", staffId).execute();
    await ctx.audit.record(
      {
        actor: staffId,
        action: "auth.factor.passkey_removed",
        target: { type: "staff", id: staffId },
        ip: meta.ip,
        details: { passkey: passkeyId.slice(0, 16) },
      },
      trx,
    );
    return { ok: true };
  });
}

/**
 * Options to sign in with a passkey: as the second factor of a session whose password was
 * checked (that member's passkeys only; while the account is guarded, none named, so the options
 * do not tell a right password from a wrong one), or as the first factor (any passkey of this
 * desk, chosen by the browser; user verification required).
 */
export async function authenticationOptions(
  ctx: ServiceContext,
  rp: RelyingParty,
  session?: SessionInfo,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const second = session?.stage === "factor";
  const allow =
    second && !(await secondStepGuarded(ctx, session))
      ? await ctx.storage.db
          .selectFrom("staff_passkeys")
          .select(["id", "transports"])
          .where("staff_id", "=", session.staffId)
          .execute()
      : [];
  return generateAuthenticationOptions({
    rpID: rp.id,
    challenge: await newChallenge(ctx, second ? "second" : "first", second ? session.staffId : null),
    timeout: CEREMONY_MS,
    userVerification: second ? "preferred" : "required",
    allowCredentials: allow.map((p) => ({ id: p.id, transports: transportsOf(p.transports) })),
  });
}

export const PASSKEY_REFUSED = "That passkey could not sign you in. Try again, or use your password and code.";

export type PasskeySignInResult =
  | { ok: true; token: string; staffId: string }
  | { ok: false; error: string; status: 401 | 429 };

/**
 * Signs in with a passkey. With a "factor" session it is the second factor (the session is
 * promoted); without one it is the first and only step (a new full session). Returns the
 * cookie's token.
 */
export async function signInWithPasskey(
  ctx: ServiceContext,
  rp: RelyingParty,
  responseJson: string,
  meta: { ip: string; userAgent?: string | null },
  session?: SessionInfo,
): Promise<PasskeySignInResult> {
  const second = session?.stage === "factor";
  const response = parseResponse<AuthenticationResponseJSON>(responseJson);
  const passkey = response
    ? await ctx.storage.db
        .selectFrom("staff_passkeys as p")
        .innerJoin("staff as m", "m.id", "p.staff_id")
        .select(["p.id", "p.staff_id", "p.public_key", "p.counter", "p.transports", "m.status", "m.mfa_enrolled_at"])
        .where("p.id", "=", response.id)
        .executeTakeFirst()
    : undefined;
  const account = second
    ? sessionAccount(session)
    : (passkey?.staff_id ?? ctx.audit.hash(`passkey:${response?.id ?? ""}`));
  const throttle = attemptKeys(ctx, account, meta.ip);
  const target = passkey ? { type: "staff", id: passkey.staff_id } : undefined;
  const { refused } = await checkAttempt(ctx, throttle, { target, ip: meta.ip });
  if (refused) return refused;
  const guarded = second && (await secondStepGuarded(ctx, session));
  const fail = async (reason: string): Promise<PasskeySignInResult> => {
    await failedAttempt(ctx, throttle, "other", { target, ip: meta.ip, details: { factor: "passkey", reason } });
    if (guarded) {
      await endSession(ctx, session.id);
      return { ok: false, status: 401, error: GUARDED_REFUSED };
    }
    return { ok: false, status: 401, error: PASSKEY_REFUSED };
  };
  if (second && session.blind) return fail("guarded_wrong_password");
  if (!response) return fail("malformed");
  if (!passkey) return fail("unknown_passkey");
  if (passkey.status !== "active" || !passkey.mfa_enrolled_at) return fail(passkey.status);
  if (second && passkey.staff_id !== session.staffId) return fail("other_member");
  // A discoverable passkey names its member; it must be the one the passkey was made for.
  const handle = response.response.userHandle;
  if (handle && Buffer.from(handle, "base64url").toString("utf8") !== passkey.staff_id) return fail("user_handle");
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>> | undefined;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (c) => acceptChallenge(ctx, c, second ? "second" : "first", second ? session.staffId : null),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: !second,
      credential: {
        id: passkey.id,
        publicKey: Buffer.from(passkey.public_key, "base64url"),
        counter: Number(passkey.counter),
        transports: transportsOf(passkey.transports),
      },
    });
  } catch {
    verified = undefined;
  }
  if (!verified?.verified) return fail("not_verified");
  const nowMs = ctx.now();
  await ctx.storage.db
    .updateTable("staff_passkeys")
    .set({ counter: verified.authenticationInfo.newCounter, last_used_at: iso(nowMs) })
    .where("id", "=", passkey.id)
    .execute();
  const token = second
    ? await promoteSession(ctx, session.id, "full")
    : (await createSession(ctx, passkey.staff_id, "full", meta)).token;
  await succeededAttempt(ctx, passkey.staff_id, {
    ip: meta.ip,
    details: { factor: "passkey", step: second ? "second" : "first" },
  });
  return { ok: true, token, staffId: passkey.staff_id };
}
