// Mail that the site sent during the browser tests: the SMTP sink started by playwright.config.ts
// writes each message as JSON into E2E_MAIL_DIR; these helpers wait for one.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Who the browser tests' server notifies of each enquiry (NOTIFY_TO), and its privacy officer. */
export const E2E_NOTIFY_TO = "sales-desk@example.com";
export const E2E_PRIVACY_OFFICER = "privacy-officer@example.com";

export interface SentMail {
  from: string;
  to: string[];
  subject: string;
  /** Plain-text part, decoded. */
  text: string;
  /** HTML part, decoded ("" when there is none). */
  html: string;
  raw: string;
}

export interface MailMatch {
  to?: string;
  subject?: string | RegExp;
  /** Matched against the text part. */
  text?: string | RegExp;
}

const matches = (value: string, pattern: string | RegExp | undefined) =>
  pattern === undefined || (typeof pattern === "string" ? value.includes(pattern) : pattern.test(value));

export function sentMail(): SentMail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set (playwright.config.ts sets it)");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")) as SentMail);
}

/** Waits (default 60 s, the notification promise) for a message that matches every given field. */
export async function waitForMail(match: MailMatch, timeoutMs = 60_000): Promise<SentMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = sentMail().find(
      (m) =>
        (match.to === undefined || m.to.includes(match.to.toLowerCase()) || m.to.includes(match.to)) &&
        matches(m.subject, match.subject) &&
        matches(m.text, match.text),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail matching ${JSON.stringify(match)} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The first URL in a message's text that starts with `prefix`. */
export function linkIn(mail: SentMail, prefix: string): string {
  const url = mail.text.match(/https?:\/\/\S+/g)?.find((u) => u.startsWith(prefix));
  if (!url) throw new Error(`no link starting with ${prefix} in "${mail.subject}"`);
  return url.replace(/[).,>]+$/, "");
}
