// An S3-compatible server on loopback for the replica's S3 test (decision 053): fauxqs (its S3 API:
// path-style buckets, ListObjects with delimiters, multipart uploads) behind a front that checks what
// fauxqs does not, as S3 does: every request signed with SigV4 by the one access key, the signature
// and the payload's hash verified (403 otherwise). The front records each request's path, key id and
// signing region, so a test can tell what Litestream sent.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { createServer, request as httpRequest, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { buildApp } from "fauxqs";

export interface S3Request {
  method: string;
  path: string;
  accessKeyId: string;
  region: string;
}

export interface S3Server {
  /** The endpoint to give clients (the signing front). */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Every request that passed the signature check. */
  requests: S3Request[];
  /** Requests refused, with why. */
  refused: string[];
  /** Keys in the bucket under `prefix` (read from the store itself, unsigned). */
  keys(prefix: string): Promise<string[]>;
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding, as SigV4 wants it for query names and values. */
const encode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function canonicalQuery(query: string): string {
  if (!query) return "";
  return query
    .split("&")
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf("=");
      const name = decodeURIComponent(at < 0 ? pair : pair.slice(0, at));
      const value = at < 0 ? "" : decodeURIComponent(pair.slice(at + 1).replaceAll("+", "%20"));
      return [encode(name), encode(value)] as const;
    })
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([n, v]) => `${n}=${v}`)
    .join("&");
}

/** Checks a request's SigV4 signature; returns what it was signed with, or why it is refused. */
export function verifySigV4(
  req: IncomingMessage,
  body: Buffer,
  keys: { accessKeyId: string; secretAccessKey: string },
): { ok: true; accessKeyId: string; region: string } | { ok: false; why: string } {
  const auth = req.headers.authorization ?? "";
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!m) return { ok: false, why: `not signed with SigV4 (${auth.slice(0, 40) || "no Authorization"})` };
  const [, accessKeyId = "", day = "", region = "", signedHeaders = "", signature = ""] = m;
  if (accessKeyId !== keys.accessKeyId) return { ok: false, why: `unknown access key ${accessKeyId}` };
  const amzDate = String(req.headers["x-amz-date"] ?? "");
  const payloadHash = String(req.headers["x-amz-content-sha256"] ?? "");
  if (!amzDate.startsWith(day)) return { ok: false, why: "x-amz-date does not match the credential's day" };
  if (/^[0-9a-f]{64}$/.test(payloadHash) && payloadHash !== sha256(body)) {
    return { ok: false, why: "x-amz-content-sha256 does not match the body" };
  }
  const url = req.url ?? "/";
  const q = url.indexOf("?");
  const headers = signedHeaders
    .split(";")
    .map(
      (h) =>
        `${h}:${String(req.headers[h] ?? "")
          .trim()
          .replace(/\s+/g, " ")}\n`,
    )
    .join("");
  const canonical = [
    req.method,
    q < 0 ? url : url.slice(0, q),
    canonicalQuery(q < 0 ? "" : url.slice(q + 1)),
    headers,
    signedHeaders,
    payloadHash,
  ].join("\n");
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonical)].join("\n");
  let key = hmac(`AWS4${keys.secretAccessKey}`, day);
  for (const part of [region, "s3", "aws4_request"]) key = hmac(key, part);
  const expected = hmac(key, toSign);
  if (!timingSafeEqual(expected, Buffer.from(signature, "hex"))) return { ok: false, why: "signature does not match" };
  return { ok: true, accessKeyId, region };
}

const denied = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;

/** Starts fauxqs and its signing front on 127.0.0.1, with `bucket` made. */
export async function startS3Server(bucket = "leadwise-replica"): Promise<S3Server> {
  const store = buildApp({ logger: false });
  await store.listen({ port: 0, host: "127.0.0.1" });
  const storePort = (store.server.address() as AddressInfo).port;
  const storeUrl = `http://127.0.0.1:${storePort}`;
  const made = await fetch(`${storeUrl}/${bucket}`, { method: "PUT" });
  if (!made.ok) throw new Error(`fauxqs did not make the bucket: ${made.status}`);

  const keys = { accessKeyId: "LEADWISETESTKEY01", secretAccessKey: "test-secret-0123456789abcdef0123456789" };
  const requests: S3Request[] = [];
  const refused: string[] = [];
  const front = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const checked = verifySigV4(req, body, keys);
      if (!checked.ok) {
        refused.push(`${req.method} ${req.url}: ${checked.why}`);
        res.writeHead(403, { "content-type": "application/xml" }).end(denied("SignatureDoesNotMatch", checked.why));
        return;
      }
      requests.push({
        method: req.method ?? "",
        path: (req.url ?? "").split("?")[0] ?? "",
        accessKeyId: checked.accessKeyId,
        region: checked.region,
      });
      const forward = httpRequest(
        { host: "127.0.0.1", port: storePort, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on("error", (error) => res.writeHead(502).end(String(error)));
      forward.end(body);
    });
  });
  await new Promise<void>((done) => front.listen(0, "127.0.0.1", done));
  const endpoint = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;

  return {
    endpoint,
    bucket,
    ...keys,
    requests,
    refused,
    async keys(prefix: string) {
      const found: string[] = [];
      let token: string | undefined;
      do {
        const query = new URLSearchParams({
          "list-type": "2",
          prefix,
          ...(token ? { "continuation-token": token } : {}),
        });
        const xml = await (await fetch(`${storeUrl}/${bucket}?${query}`)).text();
        for (const k of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) found.push(k[1] ?? "");
        token = /<NextContinuationToken>([^<]*)</.exec(xml)?.[1];
      } while (token);
      return found;
    },
    async close() {
      front.closeAllConnections();
      await new Promise<void>((done) => front.close(() => done()));
      await store.close();
    },
  };
}
