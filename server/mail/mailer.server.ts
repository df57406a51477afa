// The one mail module: nodemailer over SMTP_URL, From MAIL_FROM. The outbox worker calls the
// deliverer for each "mail" entry; a refusal or an outage is a failed attempt that the worker
// retries with backoff. Log lines never carry addresses or message text.
//
// An entry is either a whole message, or (for a kind that has a template) the template's input,
// rendered when it is sent: the notification to sales names only the submission, so its message is
// built from what is stored at sending time, and nothing is sent for a submission since erased.
import nodemailer from "nodemailer";
import type { Deliverer } from "#server/outbox/worker.server.ts";
import { type MailMessage, mailMessageSchema } from "./outbox.server.ts";

/** Builds the message of an entry of its kind at sending time; null: there is nothing to send any more. */
export type MailTemplate = (input: unknown) => Promise<MailMessage | null>;

export interface MailerOptions {
  smtpUrl: string;
  from: string;
  /** Templates by the entry's kind (its outbox form_type). */
  templates?: Readonly<Record<string, MailTemplate>>;
}

export function mailDeliverer({ smtpUrl, from, templates = {} }: MailerOptions): Deliverer {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (entry, signal) => {
    const template = Object.hasOwn(templates, entry.formType) ? templates[entry.formType] : undefined;
    const message = template ? await template(JSON.parse(entry.payload)) : JSON.parse(entry.payload);
    if (message === null) return { ok: true, status: null };
    const parsed = mailMessageSchema.safeParse(message);
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
