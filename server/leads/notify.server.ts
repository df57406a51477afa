// The sales team hears of every enquiry within a minute: one email per new submission to the
// addresses in NOTIFY_TO, queued in the submission's own transaction (outbox destination
// "mail"), so a mail outage delays the message and never loses it. The message is built with
// React's static renderer (createElement: the server runs .ts without a JSX transform), which escapes every value: a "<script>" in a message arrives as text.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Database } from "#server/db/schema.server.ts";
import type { StoreRequest } from "#server/forms/store.server.ts";
import { pendingEntry } from "#server/outbox/entry.server.ts";
import { sourceOf } from "./inbox-item.server.ts";

/** The outbox's mail payload (the mail module sends exactly this). */
export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  html?: string;
}

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

function touchLine(row: StoreRequest["row"], touch: "first" | "last"): string {
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

export function notificationFor(request: StoreRequest, to: string[], deskUrl: string): MailMessage {
  const { row } = request;
  const privacy = request.table === "privacy_submissions";
  const name = `${row.first_name} ${row.last_name}`.trim() || "(no name)";
  const company = privacy ? request.row.business_name : request.row.company;
  const link = `${deskUrl.replace(/\/$/, "")}/enquiries/${encodeURIComponent(row.id)}`;
  const tel = row.phone ? `tel:${row.phone.replace(/[^\d+]/g, "")}` : null;
  const kind = privacy ? "privacy request" : "enquiry";
  const facts: [string, string | null][] = [
    ["Form", row.page_name],
    ["Name", name],
    ["Company", company || null],
    ["Phone", row.phone || null],
    ["Email", row.email || null],
    ["First visit", touchLine(row, "first")],
    ["Last visit", touchLine(row, "last")],
  ];
  const text = [
    `New ${kind} from the ${row.page_name} form.`,
    "",
    ...facts.filter(([, v]) => v).map(([k, v]) => `${k}: ${v}`),
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
            facts
              .filter(([, v]) => v)
              .map(([k, v]) =>
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

/** Queues one notification per created submission that has recipients (in the caller's transaction). */
export async function queueNotifications(
  trx: Kysely<Database>,
  requests: readonly StoreRequest[],
  routes: readonly NotifyRoute[],
  deskUrl: string,
): Promise<void> {
  const rows = requests.flatMap((request) => {
    const to = recipientsFor(routes, request.row.page_name);
    if (to.length === 0) return [];
    return [
      pendingEntry({
        id: randomUUID(),
        destination: "mail",
        formType: "notification",
        payload: JSON.stringify(notificationFor(request, to, deskUrl)),
        at: request.row.created_at,
      }),
    ];
  });
  if (rows.length > 0) await trx.insertInto("outbox").values(rows).execute();
}
