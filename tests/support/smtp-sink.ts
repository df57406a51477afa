// The browser tests' mail server: a real SMTP server (tests/support/smtp.ts) as a process of its
// own, started by Playwright before the site's server, that writes every message it accepts,
// parsed, as one JSON file in E2E_MAIL_DIR. Specs read them with tests/e2e/mail.ts.
//   E2E_SMTP_PORT=4318 E2E_MAIL_DIR=/tmp/mail node tests/support/smtp-sink.ts
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { startSmtpServer } from "./smtp.ts";

const port = Number(process.env.E2E_SMTP_PORT);
const dir = process.env.E2E_MAIL_DIR;
if (!port || !dir) throw new Error("smtp-sink: E2E_SMTP_PORT and E2E_MAIL_DIR are required");
mkdirSync(dir, { recursive: true });

let written = 0;
const smtp = await startSmtpServer({
  port,
  async onMessage(mail) {
    const parsed = await simpleParser(mail.raw);
    const file = join(dir, `${Date.now()}-${String(++written).padStart(6, "0")}.json`);
    writeFileSync(
      file,
      JSON.stringify({
        from: mail.from,
        to: mail.to,
        subject: parsed.subject ?? "",
        text: parsed.text ?? "",
        html: typeof parsed.html === "string" ? parsed.html : "",
        raw: mail.raw,
      }),
    );
  },
});
console.log(`smtp-sink listening at ${smtp.url}`);
const stop = () => void smtp.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
