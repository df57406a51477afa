// Where the browser sees the desk, per request (decision 019, issue 22). Behind a proxy that
// terminates TLS the request reaching this server is plain http to a loopback address; the desk
// must still answer as https://desk.example: React Router compares the URL it is given with a
// POST's Origin, cookies need Secure and the __Host- prefix, passkeys are bound to the origin.
//   - The request's scheme and host come from X-Forwarded-Proto / X-Forwarded-Host only when
//     TRUST_PROXY says the hop is ours (server/http/forwarded.server.ts).
//   - With PUBLIC_URL set, what a trusted proxy reports must be that origin: the same host over
//     plain http is sent to https (GET and HEAD; anything else 421), another host is refused
//     (421 Misdirected Request), so a forged Host header never becomes the desk's origin.
//   - A state-changing request's Origin must be the desk's: the reported origin, or (with no
//     proxy report) the request's own origin or PUBLIC_URL's.
//   - Cookies are Secure and __Host- whenever that origin or PUBLIC_URL is https.
import type { Context } from "hono";
import type { Config } from "#server/config/config.server.ts";
import { forwardedOrigin } from "#server/http/forwarded.server.ts";

type AddressConfig = Pick<Config, "TRUST_PROXY" | "TRUST_PROXY_HOPS" | "PUBLIC_URL">;

export interface DeskAddress {
  /** The origin the browser sees the desk at (a POST's own Origin when that is allowed). */
  origin: string;
  /** The origins a state-changing request may come from. */
  allowed: ReadonlySet<string>;
  /** Cookies get Secure and the __Host- prefix. */
  secure: boolean;
}

export type AddressVerdict =
  | { ok: true; address: DeskAddress }
  | { ok: false; status: 308; location: string }
  | { ok: false; status: 421; reason: string };

export function publicOrigin(config: Pick<Config, "PUBLIC_URL">): string | undefined {
  return config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : undefined;
}

export function deskAddress(c: Context, config: AddressConfig): AddressVerdict {
  const url = new URL(c.req.url);
  const own = publicOrigin(config);
  const forwarded = forwardedOrigin(c, config);
  if (own && forwarded && forwarded !== own) {
    const wanted = new URL(own);
    const got = new URL(forwarded);
    if (got.host === wanted.host && got.protocol === "http:" && wanted.protocol === "https:") {
      if (c.req.method === "GET" || c.req.method === "HEAD") {
        return { ok: false, status: 308, location: `${own}${url.pathname}${url.search}` };
      }
    }
    return { ok: false, status: 421, reason: "forwarded origin is not PUBLIC_URL" };
  }
  const effective = forwarded ?? url.origin;
  const allowed = new Set(forwarded ? [forwarded] : [url.origin, ...(own ? [own] : [])]);
  const claimed = c.req.header("origin");
  const origin = claimed && allowed.has(claimed) ? claimed : effective;
  const secure = origin.startsWith("https:") || effective.startsWith("https:") || Boolean(own?.startsWith("https:"));
  return { ok: true, address: { origin, allowed, secure } };
}

/** The request React Router sees: the same, at the desk's origin (so a POST's Origin matches its URL). */
export function requestAt(raw: Request, origin: string): Request {
  const url = new URL(raw.url);
  if (url.origin === origin) return raw;
  const moved = new URL(`${url.pathname}${url.search}`, origin);
  return new Request(moved, raw);
}
