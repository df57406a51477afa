// Hostile URLs and oversized bodies: never a 5xx, one JSON log line per request, and a
// keep-alive connection that stays usable after a 413.
import { request } from "node:http";
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startServer, type TestServer, targetFixture } from "./harness.ts";

/** A request with the path sent exactly as written (like curl --path-as-is). */
function raw(url: string, method: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, method, path, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("hostile URLs and bodies", () => {
  const fixture = targetFixture("sqlite");
  let server: TestServer;
  const lines: string[] = [];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split("\n").filter(Boolean));
        done();
      },
    });
    server = await startServer(
      fixture.target,
      { RATE_LIMIT_PER_HOUR: "1000" },
      {},
      { logger: pino({ level: "info" }, sink) },
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  const malformed = [
    "/%ZZ",
    "/%",
    "/contact%",
    "/%C0%AF",
    "/%FF",
    "/assets/%G1.js",
    "/%E0%A4%A",
    "/desk/%ZZ",
    "/api/%ZZ",
  ];

  for (const method of ["GET", "HEAD"]) {
    it(`${method} with malformed percent-encoding answers 400 or 404 with one JSON log line`, async () => {
      const consoleError = vi.spyOn(console, "error");
      try {
        for (const path of malformed) {
          lines.length = 0;
          const { status } = await raw(server.url, method, path);
          expect([400, 404], `${method} ${path}`).toContain(status);
          await new Promise((resolve) => setTimeout(resolve, 20));
          expect(lines, `${method} ${path}`).toHaveLength(1);
          const entry = JSON.parse(lines[0]!) as { status: number; path: string };
          expect(entry.status).toBe(status);
        }
        expect(consoleError).not.toHaveBeenCalled();
      } finally {
        consoleError.mockRestore();
      }
    });
  }

  it("a 413 leaves the pooled keep-alive connection usable for the next request", async () => {
    for (let i = 0; i < 3; i++) {
      const big = await fetch(`${server.url}/api/form-submissions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ message: "x".repeat(1024 * 1024) }),
      });
      expect(big.status).toBe(413);
      await big.text();
      const next = await fetch(`${server.url}/healthz`);
      expect(next.status).toBe(200);
      await next.text();
    }
  });
});
