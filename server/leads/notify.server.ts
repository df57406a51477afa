import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as z from "zod";
import type { Storage } from "#server/db/database.server.ts";
import { toIso } from "#server/db/schema.server.ts";
import type { MailTemplate } from "#server/mail/mailer.server.ts";
import { type MailMessage, templatedEntry } from "#server/mail/outbox.server.ts";
import { answersOf, displayValue, ERASED, submissionTables } from "#server/submissions/fields.server.ts";
import type { IntakeStep } from "#server/submissions/intake.server.ts";
import type { ContactRow, PrivacyRow, StoredSubmission } from "#server/submissions/rows.server.ts";
import { nameOf, organisationOf } from "#server/submissions/rows.server.ts";
import { sourceOf } from "./inbox-item.server.ts";

/** Who hears of which form: an address for every form, or `form:address` for one form only. */
export interface NotifyRoute {
  form?: string;
  address: string;
}

const emailPattern = /^[^\s@,;:<>]+@[^\s@,;:<>]+\.[^\s@,;:<>]+$/;

/** Parses NOTIFY_TO ("sales@example.com, mortgage-leads:mortgage@example.com"); throws on a bad entry. */
export function parseNotifyTo(value: string | undefined): NotifyRoute[] {
  if (!value?.trim()) return [];
  return value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const colon = entry.lastIndexOf(":");
      const route: NotifyRoute =
        colon > 0 ? { form: entry.slice(0, colon).trim(), address: entry.slice(colon + 1).trim() } : { address: entry };
      if (!emailPattern.test(route.address)) throw new Error(`NOTIFY_TO: "${entry}" is not an email address`);
      return route;
    });
}

export function recipientsFor(routes: readonly NotifyRoute[], form: string): string[] {
  return [...new Set(routes.filter((r) => !r.form || r.form === form).map((r) => r.address))];
}

function touchLine(row: StoredSubmission["row"], touch: "first" | "last"): string {
  const r = row as unknown as Record<string, string | null>;
  const source = sourceOf(r[`${touch}_utm_source`], r[`${touch}_referrer`]);
  const parts = [
    source,
    r[`${touch}_utm_medium`] && `medium ${r[`${touch}_utm_medium`]}`,
    r[`${touch}_utm_campaign`] && `campaign ${r[`${touch}_utm_campaign`]}`,
    r[`${touch}_landing_page`] && `landed on ${r[`${touch}_landing_page`]}`,
  ];
  return parts.filter(Boolean).join(", ");
}

/** The email to sales: every answer by its declared label (the message on its own), the visits and a desk link. */
export function notificationFor(submission: StoredSubmission, to: string[], deskUrl: string): MailMessage {
  const { row } = submission;
  const values = row as unknown as Record<string, unknown>;
  const name = nameOf(submission) || "(no name)";
  const company = organisationOf(submission);
  const link = `${deskUrl.replace(/\/$/, "")}/enquiries/${encodeURIComponent(row.id)}`;
  const tel = row.phone ? `tel:${row.phone.replace(/[^\d+]/g, "")}` : null;
  const kind = submission.type === "privacy" ? "privacy request" : "enquiry";
  const facts: [string, string][] = [
    ["Form", row.page_name],
    ...answersOf(submission.type)
      .filter((f) => f.column !== "message")
      .map((f): [string, string] => [f.label, displayValue(f, values[f.column])]),
    ["First visit", touchLine(row, "first")],
    ["Last visit", touchLine(row, "last")],
  ].filter(([, v]) => v !== "") as [string, string][];
  const text = [
    `New ${kind} from the ${row.page_name} form.`,
    "",
    ...facts.map(([k, v]) => `${k}: ${v}`),
    "",
    "Message:",
    row.message,
    "",
    `Open it in the desk: ${link}`,
    "",
    "Answer within 5 minutes: conversion drops sharply after the first hour.",
  ].join("\n");
  const html = renderToStaticMarkup(
    h(
      "html",
      { lang: "en-AU" },
      h(
        "body",
        { style: { fontFamily: "Arial, sans-serif", color: "#0f172a" } },
        h("p", null, `New ${kind} from the `, h("strong", null, row.page_name), " form."),
        h(
          "table",
          { cellPadding: 4 },
          h(
            "tbody",
            null,
            facts.map(([k, v]) =>
              h(
                "tr",
                { key: k },
                h("th", { align: "left" }, k),
                h("td", null, k === "Phone" && tel ? h("a", { href: tel }, v) : v),
              ),
            ),
          ),
        ),
        h("p", null, h("strong", null, "Message")),
        h("p", { style: { whiteSpace: "pre-wrap" } }, row.message),
        h("p", null, h("a", { href: link }, "Open it in the staff desk")),
        h("p", null, "Answer within 5 minutes: conversion drops sharply after the first hour."),
      ),
    ),
  );
  return {
    to,
    subject: `New ${kind}: ${name}${company ? `, ${company}` : ""} (${row.page_name})`,
    text,
    html: `<!doctype html>${html}`,
  };
}

export const NOTIFICATION = "notification";

/** What a queued notification holds: who hears of it, and which submission. */
const notificationInput = z.object({
  to: z.array(z.string()).min(1),
  id: z.string(),
  type: z.enum(["contact", "privacy"]),
});

/** Intake's step: one notification per new submission that has recipients, queued in its transaction. */
export function notificationStep(routes: readonly NotifyRoute[]): IntakeStep {
  return {
    name: "leads.notification",
    rows(batch) {
      const rows = batch.flatMap(({ submission }) => {
        const to = recipientsFor(routes, submission.row.page_name);
        if (to.length === 0) return [];
        const input: z.infer<typeof notificationInput> = { to, id: submission.row.id, type: submission.type };
        return [templatedEntry(NOTIFICATION, input, Date.parse(submission.row.created_at), submission.row.id)];
      });
      return [{ table: "outbox", about: "about_id", rows }];
    },
  };
}

/** The mail template of a notification: the submission as stored now; null once it is gone or erased. */
export function notificationTemplate(storage: Storage, deskUrl: string): MailTemplate {
  return async (raw) => {
    const input = notificationInput.parse(raw);
    const table = submissionTables[input.type];
    const row = await storage.db.selectFrom(table).selectAll().where("id", "=", input.id).executeTakeFirst();
    if (!row || row.first_name === ERASED) return null;
    const created_at = toIso(row.created_at) as string;
    const submission = (
      input.type === "contact"
        ? { type: "contact", table, row: { ...(row as ContactRow), created_at } }
        : { type: "privacy", table, row: { ...(row as PrivacyRow), created_at } }
    ) as StoredSubmission;
    return notificationFor(submission, input.to, deskUrl);
  };
}
