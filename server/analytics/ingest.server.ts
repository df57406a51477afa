// POST /api/events: the public pages' beacon (shared/analytics/events.ts). Every answer is 204 or
// a 4xx, never a 5xx: analytics must never hurt a visitor or the submissions. An event is checked
// field by field (unknown names, paths that are not pages, over-long labels, non-JSON and large
// bodies are refused; values are clamped), counted against its address's limit in memory (a flood
// costs no database work), and queued; the writer stores queued events in batches, off the
// submission path, and drops a batch (logged) rather than retry into an outage.
// Not counted (answered 204): bots and headless browsers (isbot), prefetches, Sec-GPC: 1.
import Bowser from "bowser";
import type { Context, Hono } from "hono";
import type { Logger } from "pino";
import * as z from "zod";
import type { Storage } from "#server/db/database.server.ts";
import type { AnalyticsEventsTable } from "#server/db/schema.server.ts";
import { bodySizeLimit } from "#server/http/body-limit.server.ts";
import { clientAddress } from "#server/http/client-address.server.ts";
import { sourceOf } from "#server/leads/inbox-item.server.ts";
import { ANALYTICS_ENDPOINT, eventNames, refusalReasons, screenClass, vitals } from "#shared/analytics/events.ts";
import { contactFormKinds } from "#shared/forms/contact.ts";
import { privacyRegions } from "#shared/forms/privacy.ts";
import { phones, ukRepresentative } from "#shared/site/facts.ts";
import { countedRequest } from "./counted.server.ts";
import { type CountryLookup, countryLookup } from "./country.server.ts";
import { visitorHasher } from "./visitor.server.ts";
import { createWriter, type VisitUpdate } from "./writer.server.ts";

export const MAX_EVENT_BYTES = 2048;
/** Events one address may send per minute before it gets 429 (a person reading sends a handful). */
export const EVENTS_PER_MINUTE = 120;
/** Events waiting for the writer beyond which new ones are refused (429): load is shed, not stored. */
export const MAX_QUEUED = 20_000;

const text = (max: number) => z.string().trim().min(1).max(max);
const host = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^[a-z0-9.-]+$/);
const utm = text(100).transform((v) => v.toLowerCase());

const payload = z.strictObject({
  n: z.enum(eventNames),
  p: z
    .string()
    .max(300)
    .regex(/^\/[^\s?#]*$/),
  l: text(200).optional(),
  v: z.number().finite().optional(),
  g: text(200).optional(),
  w: z.number().int().min(0).max(20_000),
  r: host.optional(),
  u: z
    .strictObject({ s: utm.optional(), m: utm.optional(), c: utm.optional(), t: utm.optional(), o: utm.optional() })
    .optional(),
  // The experiment and arm a page view showed (decision 081): kept only for a running experiment's arm.
  x: z.string().max(100).optional(),
  a: z.number().optional(),
});
type Payload = z.infer<typeof payload>;

const formKinds = new Set<string>([...contactFormKinds, ...privacyRegions.map((r) => `privacy-${r}`)]);
/** The public numbers (tel: form); a click on anything else is not one of ours. */
const phoneNumbers = new Set<string>([...Object.values(phones).map((p) => p.tel), ukRepresentative.phoneTel]);
const vitalCeilings: Record<keyof typeof vitals, number> = { LCP: 60_000, INP: 60_000, TTFB: 60_000, CLS: 10 };

/** The label an event may carry, checked for its name; undefined when the event is not acceptable. */
function labelFor(e: Payload): { label: string | null; value: number | null; target: string | null } | undefined {
  switch (e.n) {
    case "pageview":
      return { label: null, value: null, target: null };
    case "form_view":
    case "form_start":
    case "form_submit":
      return e.l && formKinds.has(e.l) ? { label: e.l, value: null, target: null } : undefined;
    case "form_refused":
      return e.l && formKinds.has(e.l) && (refusalReasons as readonly string[]).includes(e.g ?? "")
        ? { label: e.l, value: null, target: e.g ?? null }
        : undefined;
    case "phone_click": {
      const number = e.l?.replace(/[^\d+]/g, "") ?? "";
      return phoneNumbers.has(number) ? { label: number, value: null, target: null } : undefined;
    }
    case "cta_click":
      return e.l && e.l.length <= 60 && /^[\p{L}\p{N}\s'’.,&!?-]+$/u.test(e.l)
        ? { label: e.l, value: null, target: null }
        : undefined;
    case "video_play":
      return e.l && /^[\w-]{1,40}$/.test(e.l) ? { label: e.l, value: null, target: null } : undefined;
    case "outbound_click": {
      const parsed = host.safeParse(e.l);
      return parsed.success ? { label: parsed.data.replace(/^www\./, ""), value: null, target: null } : undefined;
    }
    case "not_found":
      return { label: e.p.slice(0, 200), value: null, target: null };
    case "vital": {
      const metric = e.l as keyof typeof vitals | undefined;
      if (!metric || !(metric in vitals) || e.v === undefined || e.v < 0) return undefined;
      return { label: metric, value: Math.min(e.v, vitalCeilings[metric]), target: e.g ?? null };
    }
  }
}

/** A fixed one-minute window per address, in memory: a flood is refused before any database work. */
function addressLimiter(limit: number, now: () => number) {
  const windows = new Map<string, { minute: number; count: number }>();
  return (address: string): boolean => {
    const minute = Math.floor(now() / 60_000);
    if (windows.size > 50_000) {
      for (const [key, w] of windows) if (w.minute < minute) windows.delete(key);
    }
    const w = windows.get(address);
    if (!w || w.minute !== minute) {
      windows.set(address, { minute, count: 1 });
      return true;
    }
    w.count++;
    return w.count <= limit;
  };
}

export interface AnalyticsIngest {
  /** Stores what is queued now (tests; shutdown). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

export function mountAnalytics(
  app: Hono,
  deps: {
    storage: Storage;
    logger: Logger;
    proxyHops: number;
    /** Whether a path is a page of the site (the registry and the pages published since): events for anything else are refused. */
    isPage: (path: string) => boolean;
    /** The site's own host: a referrer from it is no source. */
    ownHost?: string;
    now?: () => number;
    flushIntervalMs?: number;
    countries?: CountryLookup;
    /**
     * Whether `arm` of the running experiment `experimentId` is the one this visitor is shown today
     * (server/experiments, decision 081): a page view's exposure is recorded only then.
     */
    exposureShown?: (experimentId: string, arm: number, visitor: { address: string; userAgent: string }) => boolean;
  },
): AnalyticsIngest {
  const now = deps.now ?? Date.now;
  const logger = deps.logger.child({ module: "analytics" });
  const writer = createWriter(deps.storage, logger, { intervalMs: deps.flushIntervalMs });
  const hasher = visitorHasher(deps.storage);
  const allowed = addressLimiter(EVENTS_PER_MINUTE, now);
  let countries = deps.countries;
  const noStore = { "Cache-Control": "no-store" };
  const refuse = (c: Context, status: 400 | 413 | 415 | 429, error: string) => c.json({ error }, status, noStore);
  /**
   * The arm a page view showed, kept only when it is a running experiment's arm and the one this
   * visitor is assigned today (the same browser asked for the page): an experiment stopped since the
   * page was served, or a forged id or arm, is dropped and the view still counts (decision 081).
   */
  const exposureOf = (e: Payload, address: string, userAgent: string) => {
    if (e.x === undefined || e.a === undefined) return undefined;
    if (!deps.exposureShown?.(e.x, e.a, { address, userAgent })) return undefined;
    return { experiment: e.x, arm: e.a };
  };

  app.post(
    ANALYTICS_ENDPOINT,
    bodySizeLimit(MAX_EVENT_BYTES, (c) => refuse(c, 413, "Too large")),
    async (c) => {
      if (!countedRequest((name) => c.req.header(name))) return c.body(null, 204, noStore);
      const userAgent = c.req.header("user-agent") ?? "";
      const type = c.req.header("content-type") ?? "";
      if (!/^(application\/json|text\/plain)\s*(;|$)/i.test(type)) return refuse(c, 415, "Send JSON");
      const address = clientAddress(c, deps.proxyHops);
      if (!allowed(address)) return refuse(c, 429, "Too many events");
      if (writer.queued() >= MAX_QUEUED) return refuse(c, 429, "Busy");
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return refuse(c, 400, "Not JSON");
      }
      const parsed = payload.safeParse(body);
      if (!parsed.success) return refuse(c, 400, "Not an event");
      const e = parsed.data;
      const path = e.p.length > 1 ? e.p.replace(/\/+$/, "") : e.p;
      if (e.n !== "not_found" && !deps.isPage(path)) return refuse(c, 400, "Not a page");
      const detail = labelFor(e);
      if (!detail) return refuse(c, 400, "Not an event");

      const at = now();
      let identity: { visitor: string; day: string };
      try {
        identity = await hasher.hash(address, userAgent, at);
      } catch (error) {
        // Storage down: the event is dropped (a 4xx, never a 5xx; nothing breaks for the visitor).
        logger.warn({ err: (error as Error).message }, "analytics event dropped: storage unavailable");
        return refuse(c, 429, "Busy");
      }
      countries ??= countryLookup();
      const screen = screenClass(e.w);
      const row: Omit<AnalyticsEventsTable, "id"> = {
        at: new Date(at).toISOString(),
        day: identity.day,
        visitor: identity.visitor,
        name: e.n,
        path: e.n === "not_found" ? "/404" : path,
        ...detail,
        screen,
      };
      const referrer = e.r && e.r !== deps.ownHost ? e.r.replace(/^www\./, "") : null;
      const visit: VisitUpdate = {
        day: identity.day,
        visitor: identity.visitor,
        at: row.at as string,
        name: e.n,
        path: row.path,
        source: sourceOf(e.u?.s, referrer ? `https://${referrer}/` : null),
        referrer,
        medium: e.u?.m ?? null,
        campaign: e.u?.c ?? null,
        screen,
        browser: Bowser.getParser(userAgent).getBrowserName() || "Other",
        country: countries.country(address),
      };
      const exposure = e.n === "pageview" && e.x !== undefined ? exposureOf(e, address, userAgent) : undefined;
      writer.add(
        row,
        visit,
        exposure && {
          experiment_id: exposure.experiment,
          day: identity.day,
          visitor: identity.visitor,
          arm: exposure.arm,
          first_at: row.at as string,
        },
      );
      return c.body(null, 204, noStore);
    },
  );
  app.all(ANALYTICS_ENDPOINT, (c) => c.json({ error: "Method not allowed" }, 405, { ...noStore, Allow: "POST" }));

  return { flush: () => writer.flush(), stop: () => writer.stop() };
}
