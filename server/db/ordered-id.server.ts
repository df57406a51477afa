// Ids for rows written many at a time (single-use tokens, queued mail and events): UUIDv7, which
// begin with the time. A random id lands each insert on its own page of the primary-key index, so
// a batch of 20 writes 20 pages (4 KiB each on SQLite, plus PostgreSQL's full-page images); ids in
// time order all land at the right-hand edge, on one or two pages (decision 041).
//
// uuid's own v7() asks Web Crypto for 16 random bytes on every call, which cost 3% of the server's
// CPU on the submission path; here the random bytes come from a pool filled 4 KiB at a time (as
// Node's randomUUID does), and the ids keep uuid's order within a millisecond: the counter it
// keeps, seeded at random each new millisecond and counted on within one (RFC 9562, method 1).
import { createHash, randomFillSync } from "node:crypto";
import { v7 } from "uuid";

const pool = new Uint8Array(4096);
let used = pool.length;
let lastMs = Number.NEGATIVE_INFINITY;
let seq = 0;

function random16(): Uint8Array {
  if (used + 16 > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const bytes = pool.subarray(used, used + 16);
  used += 16;
  return bytes;
}

export function orderedId(): string {
  const random = random16();
  const now = Date.now();
  if (now > lastMs) {
    lastMs = now;
    // 31 bits, as uuid seeds it: room to count on within the millisecond.
    seq = ((random[6]! & 0x7f) << 24) | (random[7]! << 16) | (random[8]! << 8) | random[9]!;
  } else {
    seq = (seq + 1) | 0;
    if (seq === 0) lastMs++;
  }
  return v7({ random, msecs: lastMs, seq });
}

/**
 * A UUIDv7 for an event that must keep one id however often it is written: its time is `at`, its
 * other bits a SHA-256 of `parts`. Erasure events use it (decision 054): a restore that erases a
 * person again from the ledger (same case, same time) writes the event under the id it had the
 * first time, so a receiver that de-duplicates by webhook-id sees the erasure once.
 */
export function orderedIdFor(at: string, ...parts: readonly string[]): string {
  const bytes = createHash("sha256")
    .update(JSON.stringify([at, ...parts]))
    .digest()
    .subarray(0, 16);
  const ms = Date.parse(at);
  if (!Number.isFinite(ms)) throw new Error(`orderedIdFor: ${at} is not a time`);
  bytes.writeUIntBE(ms, 0, 6);
  bytes[6] = 0x70 | (bytes[6]! & 0x0f);
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
