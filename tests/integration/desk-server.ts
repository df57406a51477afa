// The built staff desk mounted as server/main.ts mounts it (createApp + mountDesk), on a loopback
// port, over storage a test made; the environment and the desk's clock are the test's.
import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { serve } from "@hono/node-server";
import pino from "pino";
import { loadConfig } from "#server/config/config.server.ts";
import type { ContentPublishing } from "#server/content/publish.server.ts";
import type { Storage } from "#server/db/database.server.ts";
import { mountDesk } from "#server/desk/mount.server.ts";
import { createApp } from "#server/http/app.server.ts";
import type { StorageTarget } from "./harness.ts";

export const buildDir = process.env.BUILD_DIR ?? "build";

export interface DeskServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startDesk(
  target: StorageTarget,
  storage: Storage,
  /** content: the live content publishes and previews render with (as main.ts hands it); none: no build to render with. */
  options: { env?: Record<string, string>; now?: () => number; content?: ContentPublishing } = {},
): Promise<DeskServer> {
  // npm test builds before the integration tests; a silent skip would hide what these tests cover.
  if (!existsSync(resolve(buildDir, "desk", "server", "index.js"))) {
    throw new Error(`No desk build in ${buildDir}: run \`npm run build\` first.`);
  }
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    BUILD_DIR: buildDir,
    ...target.env,
    ...options.env,
  } as NodeJS.ProcessEnv);
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" });
  const app = createApp({ config, logger, health: async () => true });
  const desk = await mountDesk(app, { config, logger, storage, now: options.now, content: options.content });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((done) => server.once("listening", () => done()));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    // As the server's shutdown does: the answers end, then the tasks they left finish.
    close: () => new Promise<void>((done) => server.close(() => done())).then(() => desk.settle()),
  };
}

/** A form POST to the desk as a browser sends it (Origin, urlencoded body), redirects not followed. */
export function postForm(
  base: string,
  path: string,
  body: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${base}/desk${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: base, "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(body),
  });
}

/** The name=value part of a response's Set-Cookie. */
export const cookieOf = (response: Response) => (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
