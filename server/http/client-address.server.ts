// The client's address, used only (hashed) as the rate-limit key. Behind a proxy you
// control (TRUST_PROXY=true) it is the X-Forwarded-For entry your outermost proxy appended
// (TRUST_PROXY_HOPS from the right); entries further left are whatever the client claimed.
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * `proxyHops` is how many proxies of yours append to X-Forwarded-For (TRUST_PROXY_HOPS; 0 when
 * TRUST_PROXY is off): behind a CDN and a load balancer (2) the client is the second entry from the
 * right, not the last, which would be the CDN's address shared by every visitor.
 */
export function clientAddress(c: Context, proxyHops: number): string {
  if (proxyHops > 0) {
    const entries = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    // Fewer entries than hops: the leftmost is the furthest any of our proxies saw.
    const client = entries.at(-proxyHops) ?? entries[0];
    if (client) return client;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
