import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { webhookHeaders, webhookSecretBytes, webhookSignature } from "./signature.server.ts";

describe("Standard Webhooks signature", () => {
  it("matches the specification's reference vector", () => {
    // From the Standard Webhooks reference libraries' test suite.
    const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
    const id = "msg_p5jXN8AQM9LWM0D4loKWxJek";
    const timestamp = 1614265330;
    const body = '{"test": 2432232314}';
    expect(webhookSignature(secret, id, timestamp, body)).toBe("v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=");
  });

  it("uses a secret without the whsec_ prefix as its raw bytes", () => {
    const secret = "a-plain-secret-of-24-chars!";
    expect(webhookSecretBytes(secret).toString("utf8")).toBe(secret);
    const expected = createHmac("sha256", secret).update("id.1.{}").digest("base64");
    expect(webhookSignature(secret, "id", 1, "{}")).toBe(`v1,${expected}`);
  });

  it("sends id, timestamp in seconds and signature headers", () => {
    const headers = webhookHeaders("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", "abc", "{}", 1_700_000_000_500);
    expect(headers["webhook-id"]).toBe("abc");
    expect(headers["webhook-timestamp"]).toBe("1700000000");
    expect(headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(headers["content-type"]).toBe("application/json");
  });
});
