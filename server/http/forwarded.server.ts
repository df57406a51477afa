// What a proxy of ours says about the request it forwards: the scheme (X-Forwarded-Proto) and
// the host (X-Forwarded-Host) the browser used. Believed only with TRUST_PROXY, and then only the
// entry our outermost proxy wrote: TRUST_PROXY_HOPS from the right, as for X-Forwarded-For
// (entries further left are whatever the client claimed).
import type { Context } from "hono";
import { type Config, proxyHops } from "#server/config/config.server.ts";

type ProxyConfig = Pick<Config, "TRUST_PROXY" | "TRUST_PROXY_HOPS">;

/** The entry of a comma-separated forwarded header our outermost proxy wrote, when TRUST_PROXY is on. */
export function forwardedValue(c: Context, header: string, config: ProxyConfig): string | undefined {
  const hops = proxyHops(config);
  if (hops === 0) return undefined;
  const entries = (c.req.header(header) ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return (entries.at(-hops) ?? entries[0])?.toLowerCase();
}

const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin the browser used, as a trusted proxy reports it (scheme and host; the host from
 * X-Forwarded-Host, else the Host header the proxy passed on), or undefined when TRUST_PROXY is
 * off, the proxy said nothing, or what it said is not a scheme and host.
 */
export function forwardedOrigin(c: Context, config: ProxyConfig): string | undefined {
  const proto = forwardedValue(c, "x-forwarded-proto", config);
  const forwardedHost = forwardedValue(c, "x-forwarded-host", config);
  if (!proto && !forwardedHost) return undefined;
  const scheme = proto ?? new URL(c.req.url).protocol.slice(0, -1);
  const host = forwardedHost ?? c.req.header("host")?.toLowerCase();
  if ((scheme !== "http" && scheme !== "https") || !host || !HOST.test(host)) return undefined;
  return new URL(`${scheme}://${host}`).origin;
}
