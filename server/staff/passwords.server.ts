// Passwords: Argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane), at least 12
// characters, not on a list of common passwords, no composition rules (NIST SP 800-63B).
import { hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";
import { PASSWORD_MAX, PASSWORD_MIN } from "./password-rules.ts";

const ARGON2 = {
  // 2 = Argon2id (the package exports it as a const enum, which this build cannot import).
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

let common: Set<string> | undefined;

/** Why a chosen password is refused, or undefined when it is acceptable. */
export function passwordProblem(password: string): string | undefined {
  if ([...password].length < PASSWORD_MIN) return `Use at least ${PASSWORD_MIN} characters.`;
  if (password.length > PASSWORD_MAX) return `Use at most ${PASSWORD_MAX} characters.`;
  common ??= new Set(dictionary["passwords-common"]);
  if (common.has(password.toLowerCase())) return "That password is on a list of common passwords. Choose another.";
  return undefined;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/** Spends the time of one verification when there is no account, so timing tells nothing. */
export async function verifyNothing(password: string): Promise<false> {
  dummy ??= hashPassword("no account has this password");
  await verifyPassword(await dummy, password);
  return false;
}
