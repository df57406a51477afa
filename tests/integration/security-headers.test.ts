// Security headers of the real server: HSTS over HTTPS (behind a trusted proxy here) with
// `preload` only when asked for, and a Permissions-Policy without obsolete features.
import { afterAll, describe, expect, it } from "vitest";
import { createStorage, type StorageTarget, startServer, type TestServer } from "./harness.ts";

describe("security headers", () => {
  const started: { target: StorageTarget; server: TestServer }[] = [];
  async function serverWith(env: Record<string, string>) {
    const target = await createStorage("sqlite");
    const server = await startServer(target, env);
    started.push({ target, server });
    return server;
  }
  afterAll(async () => {
    for (const { server, target } of started) {
      await server.close();
      await target.drop();
    }
  });
  const overHttps = (url: string) => fetch(`${url}/healthz`, { headers: { "x-forwarded-proto": "https" } });

  it("sends HSTS over HTTPS without preload unless HSTS_PRELOAD is set", async () => {
    const plain = await serverWith({ TRUST_PROXY: "true" });
    const answer = await overHttps(plain.url);
    expect(answer.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect((await fetch(`${plain.url}/healthz`)).headers.get("strict-transport-security")).toBeNull();

    const preload = await serverWith({ TRUST_PROXY: "true", HSTS_PRELOAD: "true" });
    expect((await overHttps(preload.url)).headers.get("strict-transport-security")).toBe(
      "max-age=63072000; includeSubDomains; preload",
    );
  });

  it("keeps interest-cohort (a withdrawn proposal) out of the Permissions-Policy", async () => {
    const server = await serverWith({});
    const policy = (await fetch(`${server.url}/healthz`)).headers.get("permissions-policy") ?? "";
    expect(policy).toContain("camera=()");
    expect(policy).not.toContain("interest-cohort");
  });
});
