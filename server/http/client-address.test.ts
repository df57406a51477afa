import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { maskedUrl, proxyHops } from "#server/config/config.server.ts";
import { clientAddress } from "./client-address.server.ts";

async function addressSeen(hops: number, forwardedFor?: string): Promise<string> {
  const app = new Hono();
  app.get("/", (c) => c.text(clientAddress(c, hops)));
  const answer = await app.request("/", { headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} });
  return answer.text();
}

describe("client address behind proxies", () => {
  it("ignores X-Forwarded-For unless proxies are trusted", async () => {
    expect(proxyHops({ TRUST_PROXY: false, TRUST_PROXY_HOPS: 2 })).toBe(0);
    expect(await addressSeen(0, "203.0.113.9")).toBe("unknown");
  });

  it("takes the entry that many hops from the right: behind a CDN and a load balancer, the visitor, not the CDN", async () => {
    const header = "198.51.100.7, 203.0.113.50, 192.0.2.10"; // claimed, visitor (added by the CDN), CDN (added by the LB)
    expect(await addressSeen(1, header)).toBe("192.0.2.10");
    expect(await addressSeen(2, header)).toBe("203.0.113.50");
    expect(proxyHops({ TRUST_PROXY: true, TRUST_PROXY_HOPS: 2 })).toBe(2);
  });

  it("never reaches past the header's first entry", async () => {
    expect(await addressSeen(3, "203.0.113.50")).toBe("203.0.113.50");
  });
});

describe("database URL in logs", () => {
  it("masks the password and every secret-looking query parameter", () => {
    const logged = maskedUrl(
      "postgres://app:s3cr3t-pass@db.example.com:5432/leads?sslmode=require&password=q-secret&sslpassword=k-secret&application_name=web",
    );
    expect(logged).not.toMatch(/s3cr3t|q-secret|k-secret/);
    expect(logged).toContain("app:***@db.example.com:5432/leads");
    expect(logged).toContain("password=***");
    expect(logged).toContain("sslmode=require");
    expect(logged).toContain("application_name=web");
  });
});
