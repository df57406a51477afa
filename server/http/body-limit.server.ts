// A request body's size limit that leaves the body unread: one with a Content-Length is judged by
// it (Node's HTTP parser never reads past it), so the route can read it straight from the socket;
// hono's bodyLimit opens every body as a web stream first, which cost a third of the form API's CPU
// time (decision 033). A chunked body (no Content-Length) still goes through bodyLimit.
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

export function bodySizeLimit(maxSize: number, onError: (c: Context) => Response): MiddlewareHandler {
  const streamed = bodyLimit({ maxSize, onError });
  return async (c, next) => {
    const length = c.req.header("content-length");
    if (length === undefined || c.req.header("transfer-encoding") !== undefined) return streamed(c, next);
    if (!/^\d+$/.test(length) || Number(length) > maxSize) return onError(c);
    await next();
  };
}
