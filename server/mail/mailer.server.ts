// The one mail module: nodemailer over SMTP_URL, From MAIL_FROM. The outbox worker calls the
// deliverer for each "mail" entry; a refusal or an outage is a failed attempt that the worker
// retries with backoff. Log lines never carry addresses or message text.
import nodemailer from "nodemailer";
import type { Deliverer } from "#server/outbox/worker.server.ts";
import { mailMessageSchema } from "./outbox.server.ts";

export interface MailerOptions {
  smtpUrl: string;
  from: string;
}

export function mailDeliverer({ smtpUrl, from }: MailerOptions): Deliverer {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (entry, signal) => {
    const parsed = mailMessageSchema.safeParse(JSON.parse(entry.payload));
    if (!parsed.success) return { ok: false, status: null, error: "mail payload is not a valid message" };
    const { to, subject, text, html } = parsed.data;
    let onAbort: () => void = () => {};
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => reject(new Error("mail delivery timed out"));
      if (signal.aborted) onAbort();
      else signal.addEventListener("abort", onAbort, { once: true });
    });
    try {
      const info = await Promise.race([transport.sendMail({ from, to, subject, text, html }), aborted]);
      const code = Number(/^(\d{3})/.exec(String(info.response ?? ""))?.[1] ?? 250);
      return { ok: true, status: code };
    } catch (error) {
      const e = error as { responseCode?: number; code?: string; message?: string };
      return { ok: false, status: e.responseCode ?? null, error: (e.code ?? e.message ?? "mail error").slice(0, 200) };
    } finally {
      signal.removeEventListener("abort", onAbort);
    }
  };
}
