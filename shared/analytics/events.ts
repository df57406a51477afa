// What the public pages' beacon sends (app/analytics) and the server accepts (server/analytics):
// one event per request, with short keys to keep the beacon small. Plain data, no zod: the beacon
// must stay under 1.5 KB, and the server checks every field again (server/analytics/ingest.server.ts).
//
//   { n: name, p: path, l?: label, v?: value, g?: target, w: viewport width,
//     r?: referrer host, u?: { s: utm_source, m: utm_medium, c: utm_campaign, t: utm_term, o: utm_content },
//     x?: experiment id, a?: arm (a page view of a page under experiment: decision 081) }

export const eventNames = [
  "pageview",
  "form_view",
  "form_start",
  "form_submit",
  "form_refused",
  "phone_click",
  "cta_click",
  "video_play",
  "outbound_click",
  "not_found",
  "vital",
] as const;
export type EventName = (typeof eventNames)[number];

/** The Core Web Vitals reported, with Google's "good" thresholds (LCP, INP, TTFB in ms; CLS unitless). */
export const vitals = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  TTFB: { good: 800, poor: 1800 },
} as const;
export type VitalName = keyof typeof vitals;

/** Why a form was refused, as the beacon names it. */
export const refusalReasons = ["validation", "human_check", "rate_limited", "unavailable", "network"] as const;

/** A visitor's viewport by width, the device class every report groups by. */
export function screenClass(width: number): "mobile" | "tablet" | "desktop" {
  return width < 768 ? "mobile" : width < 1024 ? "tablet" : "desktop";
}

export const ANALYTICS_ENDPOINT = "/api/events";

/** The one thing the site stores for analytics: a visitor's choice not to be counted. */
export const OPT_OUT_KEY = "leadwise:analytics-opt-out";

/**
 * The DOM event a form's submit flow dispatches on its <form> when the server has answered: the
 * beacon counts it as form_submit, or as form_refused when `reason` is set.
 */
export const FORM_OUTCOME_EVENT = "leadwise:form-outcome";
export interface FormOutcomeDetail {
  reason?: (typeof refusalReasons)[number];
}
