// The analytics screen's tables, declared once: heading, columns, and rows from the report. Read by
// the desk's screen (so no server-only code here) and by the CSV export (views.server.ts).
import { contactForms } from "#shared/forms/contact.ts";
import { privacyForms } from "#shared/forms/privacy.ts";
import type { AnalyticsReport } from "./report.server.ts";

/** The periods the screen offers, in days (today included). */
export const PRESETS = [1, 7, 30, 90, 365] as const;

/** A form's name as staff know it, from its kind in the analytics ("contact-page" → "Contact Page"). */
export function formName(kind: string): string {
  if (kind in contactForms) return contactForms[kind as keyof typeof contactForms].pageName;
  const region = kind.replace(/^privacy-/, "");
  if (region in privacyForms) return privacyForms[region as keyof typeof privacyForms].pageName;
  return kind;
}

const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((1000 * part) / whole) / 10}%` : "");

type Cell = string | number;

/** Every table of the screen: its heading, its columns, and its rows from the report. */
export const analyticsTables = {
  sources: {
    title: "Sources",
    columns: [
      "Source",
      "Visitors",
      "Viewed a form",
      "Started a form",
      "Enquiries",
      "Qualified",
      "Won",
      "Lost",
      "Enquiries per 100 visitors",
    ],
    rows: (r: AnalyticsReport): Cell[][] =>
      r.funnels.source.map((f) => [
        f.key,
        f.visitors,
        f.formViews,
        f.formStarts,
        f.enquiries,
        f.qualified,
        f.won,
        f.lost,
        percent(f.enquiries, f.visitors),
      ]),
  },
  campaigns: {
    title: "Campaigns",
    columns: [
      "Campaign",
      "Visitors",
      "Viewed a form",
      "Started a form",
      "Enquiries",
      "Qualified",
      "Won",
      "Lost",
      "Enquiries per 100 visitors",
    ],
    rows: (r: AnalyticsReport): Cell[][] =>
      r.funnels.campaign.map((f) => [
        f.key || "(none)",
        f.visitors,
        f.formViews,
        f.formStarts,
        f.enquiries,
        f.qualified,
        f.won,
        f.lost,
        percent(f.enquiries, f.visitors),
      ]),
  },
  mediums: {
    title: "Mediums",
    columns: [
      "Medium",
      "Visitors",
      "Viewed a form",
      "Started a form",
      "Enquiries",
      "Qualified",
      "Won",
      "Lost",
      "Enquiries per 100 visitors",
    ],
    rows: (r: AnalyticsReport): Cell[][] =>
      r.funnels.medium.map((f) => [
        f.key || "(none)",
        f.visitors,
        f.formViews,
        f.formStarts,
        f.enquiries,
        f.qualified,
        f.won,
        f.lost,
        percent(f.enquiries, f.visitors),
      ]),
  },
  landing: {
    title: "Landing pages",
    columns: [
      "Landing page",
      "Visitors",
      "Viewed a form",
      "Started a form",
      "Enquiries",
      "Qualified",
      "Won",
      "Lost",
      "Enquiries per 100 visitors",
    ],
    rows: (r: AnalyticsReport): Cell[][] =>
      r.funnels.landing.map((f) => [
        f.key || "(unknown)",
        f.visitors,
        f.formViews,
        f.formStarts,
        f.enquiries,
        f.qualified,
        f.won,
        f.lost,
        percent(f.enquiries, f.visitors),
      ]),
  },
  forms: {
    title: "Forms",
    columns: ["Form", "Viewed", "Started", "Sent", "Refused", "Sent of started"],
    rows: (r: AnalyticsReport): Cell[][] =>
      r.forms.map((f) => [formName(f.form), f.views, f.starts, f.submits, f.refused, percent(f.submits, f.starts)]),
  },
  phones: {
    title: "Phone calls started",
    columns: ["Number", "Clicks", "Visitors"],
    rows: (r: AnalyticsReport): Cell[][] => r.events.phone_click.map((e) => [e.label, e.events, e.visitors]),
  },
  ctas: {
    title: "Calls to action",
    columns: ["Button or link", "Clicks", "Visitors"],
    rows: (r: AnalyticsReport): Cell[][] => r.events.cta_click.map((e) => [e.label, e.events, e.visitors]),
  },
  pages: {
    title: "Pages",
    columns: ["Page", "Views", "Visitors", "Entries", "Exits"],
    rows: (r: AnalyticsReport): Cell[][] => r.pages.map((p) => [p.path, p.pageviews, p.visitors, p.entries, p.exits]),
  },
  exits: {
    title: "Exit pages",
    columns: ["Page", "Exits", "Exits per 100 views"],
    rows: (r: AnalyticsReport): Cell[][] =>
      [...r.pages]
        .filter((p) => p.exits > 0)
        .sort((a, b) => b.exits - a.exits)
        .map((p) => [p.path, p.exits, percent(p.exits, p.pageviews)]),
  },
  outbound: {
    title: "Links to other sites",
    columns: ["Site", "Clicks", "Visitors"],
    rows: (r: AnalyticsReport): Cell[][] => r.events.outbound_click.map((e) => [e.label, e.events, e.visitors]),
  },
  videos: {
    title: "Videos played",
    columns: ["Video", "Plays", "Visitors"],
    rows: (r: AnalyticsReport): Cell[][] => r.events.video_play.map((e) => [e.label, e.events, e.visitors]),
  },
  notFound: {
    title: "Pages not found",
    columns: ["Address asked for", "Times", "Visitors"],
    rows: (r: AnalyticsReport): Cell[][] => r.events.not_found.map((e) => [e.label, e.events, e.visitors]),
  },
  devices: {
    title: "Devices",
    columns: ["Device", "Visitors"],
    rows: (r: AnalyticsReport): Cell[][] => r.devices.map((d) => [d.screen, d.visitors]),
  },
  browsers: {
    title: "Browsers",
    columns: ["Browser", "Visitors"],
    rows: (r: AnalyticsReport): Cell[][] => r.browsers.map((d) => [d.browser, d.visitors]),
  },
  countries: {
    title: "Countries",
    columns: ["Country", "Visitors"],
    rows: (r: AnalyticsReport): Cell[][] => r.countries.map((d) => [d.country, d.visitors]),
  },
  vitals: {
    title: "Page speed for real visitors (75th percentile)",
    columns: ["Page", "Device", "Measure", "p75", "Rating", "Samples", "Most often behind a poor value"],
    rows: (r: AnalyticsReport): Cell[][] =>
      r.vitals.map((v) => [
        v.path || "(every page)",
        v.screen || "(every device)",
        v.metric,
        v.metric === "CLS" ? v.p75 : `${v.p75} ms`,
        v.rating,
        v.samples,
        v.blame ?? "",
      ]),
  },
  perDay: {
    title: "Visitors and enquiries per day",
    columns: ["Day", "Visitors", "Enquiries"],
    rows: (r: AnalyticsReport): Cell[][] => r.perDay.map((d) => [d.day, d.visitors, d.enquiries]),
  },
} as const;
export type AnalyticsTable = keyof typeof analyticsTables;
