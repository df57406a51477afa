// Which storage errors mean "the database cannot be reached or is locked" rather than
// "this item is bad": after one of these, retrying a batch item by item only makes each
// caller wait again for the same timeout.
import { isBusy } from "./sqlite-busy-retry.server.ts";

export function isStorageUnavailable(error: unknown): boolean {
  if (isBusy(error)) return true;
  const e = error as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === "string" ? e.code : "";
  // SQLSTATE 08xxx connection exceptions, 57P0x shutdown/crash, 57014 statement timeout, 53300 too many connections.
  if (/^(08|57P|57014|53300)/.test(code)) return true;
  // Node socket errors and node-postgres's own messages carry no SQLSTATE.
  if (/^(ECONN|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENETUNREACH)/.test(code)) return true;
  const message = typeof e?.message === "string" ? e.message : "";
  return /Connection terminated|Query read timeout|timeout exceeded when trying to connect|connection (is )?broken|Client has encountered a connection error/i.test(
    message,
  );
}
