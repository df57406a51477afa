// Standard Webhooks signing (https://www.standardwebhooks.com): the signed content is
// `${webhook-id}.${webhook-timestamp}.${body}`, HMAC-SHA256, base64, sent as "v1,<sig>".
import { createHmac } from "node:crypto";

/** A `whsec_`-prefixed secret is base64 after the prefix; any other secret is used as its bytes. */
export function webhookSecretBytes(secret: string): Buffer {
  if (secret.startsWith("whsec_")) return Buffer.from(secret.slice("whsec_".length), "base64");
  return Buffer.from(secret, "utf8");
}

export function webhookSignature(secret: string, id: string, timestampSeconds: number, body: string): string {
  const mac = createHmac("sha256", webhookSecretBytes(secret))
    .update(`${id}.${timestampSeconds}.${body}`)
    .digest("base64");
  return `v1,${mac}`;
}

export function webhookHeaders(secret: string, id: string, body: string, now = Date.now()): Record<string, string> {
  const timestamp = Math.floor(now / 1000);
  return {
    "content-type": "application/json",
    "user-agent": "Leadwise-Forms/1.0",
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": webhookSignature(secret, id, timestamp, body),
  };
}
