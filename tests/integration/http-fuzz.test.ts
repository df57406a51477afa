// A seeded, reproducible fuzzer of malformed and hostile HTTP requests (issue 10): JSON of
// every shape and type, huge and unicode strings, null bytes, __proto__ keys, wrong content
// types, oversized bodies, malformed percent-encoding, path traversal, long URLs and odd
// methods, sent as raw bytes. Expected: 0 answers of 5xx, 0 rows stored, the server healthy
// after. FUZZ_REQUESTS (default 600 in npm test, 10,000 in npm run bench:faults), FUZZ_SEED.
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactPayload, proofPool } from "#tests/support/submissions.ts";
import { recordFigures, seededRandom } from "./fault-report.ts";
import { postJson, startServer, type TestServer, targetFixture } from "./harness.ts";

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 600);
const SEED = Number(process.env.FUZZ_SEED ?? 424242);

interface RawRequest {
  method: string;
  path: string;
  headers: [string, string][];
  body: Buffer;
}

function generator(random: () => number) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const int = (max: number) => Math.floor(random() * max);
  const strings = [
    "",
    "a",
    "\u0000",
    "null\u0000byte",
    "é漢字🙂\u202e\u200b",
    "<script>alert(1)</script>",
    "' or 1=1 --",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a log-injection probe, meant literally
    "${jndi:ldap://x}",
    "../../etc/passwd",
    "%00",
    "\ud800",
    "x".repeat(10_000),
    "🙂".repeat(3000),
    "__proto__",
  ];
  function value(depth = 0): unknown {
    switch (int(depth > 3 ? 6 : 9)) {
      case 0:
        return null;
      case 1:
        return pick([true, false]);
      case 2:
        return pick([0, -1, 1e308, -1e-308, Number.MAX_SAFE_INTEGER + 2, 3.14]);
      case 3:
      case 4:
        return pick(strings);
      case 5:
        return pick(strings) + String(int(1e6));
      case 6:
        return Array.from({ length: int(5) }, () => value(depth + 1));
      default: {
        const o: Record<string, unknown> = {};
        for (let i = 0; i < int(6); i++)
          o[pick(["__proto__", "constructor", "prototype", "formType", "email", "x"])] = value(depth + 1);
        return o;
      }
    }
  }
  const fakeProof = { proof: "x.y.z", answer: "🙂" };
  function jsonBody(): string {
    switch (int(6)) {
      case 0:
        return JSON.stringify(value());
      case 1: {
        // A plausible submission with some fields replaced by hostile values.
        const payload: Record<string, unknown> = contactPayload(fakeProof);
        for (const key of Object.keys(payload)) if (random() < 0.3) payload[key] = value(1);
        return JSON.stringify(payload);
      }
      case 2:
        return `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}},"formType":"contact"}`;
      case 3:
        return pick(["{", "[", '{"a":', "nul", '"\\ud800"', "{}".repeat(5000), "[".repeat(5000)]);
      case 4:
        return JSON.stringify(contactPayload(fakeProof, { submissionId: pick(strings) }));
      default:
        return JSON.stringify({ token: value(1), answer: value(1) });
    }
  }
  const percent = ["%ZZ", "%", "%C0%AF", "%FF", "%E0%A4%A", "%00", "%2e%2e", "%252e", "%u002e", "%%"];
  function path(): string {
    switch (int(8)) {
      case 0:
        return `/${pick(percent)}${pick(["", "contact", "x.js"])}`;
      case 1:
        return pick([
          "/../../etc/passwd",
          "/..%2f..%2fetc/passwd",
          "/assets/../../server/main.ts",
          "//etc/passwd",
          "/.env",
          "/%2e%2e/%2e%2e/",
        ]);
      case 2:
        return `/${"a".repeat(int(20_000))}`;
      case 3:
        return `/contact?${"q=%ZZ&".repeat(int(500))}`;
      case 4:
        return pick(["/api/form-submissions", "/api/human-check"]);
      case 5:
        return `/api/${pick(percent)}`;
      case 6:
        return pick(["*", "http://evil.example/", "/\u00e9", "/healthz?x=%ZZ", "/sitemap.xml"]);
      default: {
        const text = pick(strings).slice(0, 200);
        // A lone surrogate cannot be percent-encoded: sent as its raw UTF-8 replacement then.
        return `/${pick(["", "contact", "desk", "api"])}/${text.isWellFormed() ? encodeURIComponent(text) : text.toWellFormed()}`;
      }
    }
  }
  return (): RawRequest => {
    const apiPost = random() < 0.55;
    const method = apiPost
      ? "POST"
      : pick(["GET", "HEAD", "PUT", "DELETE", "OPTIONS", "TRACE", "PATCH", "PROPFIND", "FOO", "get"]);
    const target = apiPost
      ? pick(["/api/form-submissions", "/api/human-check", "/api/form-submissions?x=%ZZ"])
      : path();
    let body = Buffer.alloc(0);
    const headers: [string, string][] = [["Host", "127.0.0.1"]];
    if (apiPost || random() < 0.2) {
      body = Buffer.from(random() < 0.05 ? "x".repeat(int(2) ? 20_000 : 300_000) : jsonBody(), "utf8");
      headers.push([
        "Content-Type",
        pick([
          "application/json",
          "application/json",
          "application/json; charset=utf-8",
          "text/plain",
          "application/x-www-form-urlencoded",
          "multipart/form-data; boundary=x",
          "application/json\u0000",
          "",
        ]),
      ]);
    }
    if (random() < 0.1) headers.push(["Transfer-Encoding", "chunked"]);
    else headers.push(["Content-Length", String(random() < 0.03 ? body.length + int(50) : body.length)]);
    if (random() < 0.1) headers.push(["X-Forwarded-For", pick(strings).slice(0, 100)]);
    if (random() < 0.1) headers.push(["Accept-Encoding", pick(["br", "gzip", "*", "\u00ff"])]);
    return { method, path: target, headers, body };
  };
}

/** Sends one request as raw bytes and reads the status code (0: closed without an answer). */
function send(port: number, request: RawRequest): Promise<number> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let head = "";
    let settled = false;
    const done = (status: number) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(status);
    };
    socket.setTimeout(15_000, () => done(-1));
    socket.on("data", (chunk: Buffer) => {
      head += chunk.toString("latin1");
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      if (match) done(Number(match[1]));
    });
    socket.on("error", () => done(0));
    socket.on("close", () => done(0));
    const chunked = request.headers.some(([k]) => k === "Transfer-Encoding");
    const lines = [
      `${request.method} ${request.path} HTTP/1.1`,
      ...request.headers.map(([k, v]) => `${k}: ${v}`),
      "Connection: close",
    ];
    socket.write(Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1"));
    if (chunked) {
      if (request.body.length > 0) socket.write(`${request.body.length.toString(16)}\r\n`);
      socket.write(request.body);
      socket.write(request.body.length > 0 ? "\r\n0\r\n\r\n" : "0\r\n\r\n");
    } else socket.write(request.body);
    // Half-close: a body shorter than its Content-Length ends here instead of keeping the server waiting.
    socket.end();
  });
}

describe("HTTP fuzzer", () => {
  const fixture = targetFixture("sqlite");
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer(fixture.target, { RATE_LIMIT_PER_HOUR: "100000" });
  });
  afterAll(async () => {
    await server?.close();
  });

  it(`${REQUESTS} seeded hostile requests (seed ${SEED}): no 5xx, nothing stored, healthy after`, async () => {
    const next = generator(seededRandom(SEED));
    const requests = Array.from({ length: REQUESTS }, next);
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let index = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (index < requests.length) {
          const n = index++;
          const request = requests[n]!;
          const status = await send(server.port, request);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status >= 500 || status === -1)
            failures.push(`#${n} ${request.method} ${request.path.slice(0, 80)} → ${status}`);
        }
      }),
    );
    const rows = await fixture.target.query<{ n: number }>(
      "select (select count(*) from contact_submissions) + (select count(*) from privacy_submissions) + (select count(*) from outbox) as n",
    );
    recordFigures("fuzz", {
      seed: SEED,
      requests: REQUESTS,
      seconds: Math.round((performance.now() - started) / 100) / 10,
      fiveHundreds: failures.length,
      rowsStored: Number(rows[0]?.n),
      statuses: Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])),
    });
    expect(failures).toEqual([]);
    expect(Number(rows[0]?.n)).toBe(0);

    // Healthy after: /healthz answers 200 and a real submission is stored.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const nextProof = await proofPool(server.url, 1);
    const body = contactPayload(nextProof());
    expect((await postJson(server.url, "/api/form-submissions", body)).status).toBe(201);
  });
});
