// Server rendering of desk pages. Each response carries a fresh CSP nonce (set by the Node
// server, which also sends the header) on every script React Router writes.
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { requestContext, servicesContext } from "./context.ts";
import { NonceContext } from "./nonce.tsx";

// The Node server looks these up on the build's entry module (see server/desk/mount.server.ts).
export { requestContext, servicesContext } from "./context.ts";

export const streamTimeout = 5_000;

// Errors go to the server's JSON log: the path and the error's name and message only (no
// request bodies, cookies or form values).
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const logger = context.get(servicesContext).logger;
  const path = new URL(request.url).pathname;
  if (isRouteErrorResponse(error)) {
    logger.info({ path, status: error.status }, "desk request error response");
    return;
  }
  const err = error instanceof Error ? { name: error.name, message: error.message } : { message: String(error) };
  const status = /did not provide an `action`|No route matches/.test(err.message) ? "client" : "server";
  logger[status === "client" ? "info" : "error"]({ path, err }, "desk request failed");
};

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const { nonce } = loadContext.get(requestContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // Staff screens are small: send the whole page at once (no streaming fallbacks).
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          headers.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          if (shellRendered) {
            const message = error instanceof Error ? error.message : String(error);
            loadContext.get(servicesContext).logger.error({ err: { message } }, "desk render failed");
          }
        },
      },
    );
  });
}
