// The client's address, used only (hashed) as the rate-limit key. Behind a proxy you
// control (TRUST_PROXY=true) it is the last X-Forwarded-For entry: the address your proxy
// saw and appended; entries further left are whatever the client claimed.
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for");
    const last = forwarded
      ?.split(",")
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1);
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
