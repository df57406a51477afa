// Campaign attribution without browser storage (decision 085), against the real server on each
// engine: a visit that lands from a campaign (the beacon's page view), then an enquiry sent from
// another page, records the campaign landing as the first touch and the last touch by the rule
// (the page's own touch when it came from a campaign or another site, else the visit's), in the
// row, the inbox item and the CRM payload. A sender the analytics do not count (Sec-GPC: 1, a bot,
// a form that sends no touch because the visitor opted out) gets no attribution, even with a visit
// recorded earlier that day.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submissionCreatedSchema } from "#server/submissions/crm-payload.server.ts";
import { attributionKeys } from "#shared/forms/attribution.ts";
import { contactPayload, type Proof, proofPool, VISITOR_BROWSER } from "#tests/support/submissions.ts";
import { engines, postJson, startServer, storageFixture, type TestServer } from "./harness.ts";

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const touchColumns = (["first", "last"] as const).flatMap((t) => attributionKeys.map((k) => `${t}_${k}`));

describe.each(engines)("attribution on %s", (engine) => {
  const fixture = storageFixture(engine);
  let server: TestServer;
  let nextProof: () => Proof;

  beforeAll(async () => {
    server = await startServer(
      fixture.target,
      { RATE_LIMIT_PER_HOUR: "1000", TRUST_PROXY: "true" },
      { analyticsFlushMs: 100 },
    );
    nextProof = await proofPool(server.url, 8);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A visitor: an address behind the site's proxy and a browser. */
  const visitor = (address: string, agent = VISITOR_BROWSER) => ({ "x-forwarded-for": address, "user-agent": agent });
  const view = async (who: Record<string, string>, path: string, extra: Record<string, unknown> = {}) =>
    expect((await postJson(server.url, "/api/events", { n: "pageview", p: path, w: 390, ...extra }, who)).status).toBe(
      204,
    );
  const send = async (who: Record<string, string>, overrides: Record<string, unknown>) => {
    const body = contactPayload(nextProof(), overrides);
    expect((await postJson(server.url, "/api/form-submissions", body, who)).status).toBe(201);
    return String(body.submissionId);
  };
  const row = async (id: string) => {
    const [found] = await fixture.target.query<Record<string, unknown>>(
      "select * from contact_submissions where id = ?",
      [id],
    );
    return found!;
  };
  const touches = async (id: string) =>
    Object.fromEntries(Object.entries(await row(id)).filter(([k]) => touchColumns.includes(k)));
  const nothing = Object.fromEntries(touchColumns.map((c) => [c, null]));

  it("a campaign visit, then an enquiry from another page: the first touch is the campaign's landing, the last follows the rule", async () => {
    const who = visitor("203.0.113.70");
    // Lands from a Google Ads link with a news site as referrer, then reads the contact page.
    await view(who, "/mortgage-leads", {
      r: "www.news.example.org",
      u: { s: "Google", m: "cpc", c: "Spring-Brokers", t: "home loans" },
    });
    await view(who, "/contact");
    await server.flushAnalytics();

    // Sent from /contact, reached from our own page: not sourced, so the last touch is the visit's.
    const direct = await send(who, { email: "direct@example.com", touch: { landing_page: "/contact" } });
    const landing = {
      first_utm_source: "google",
      first_utm_medium: "cpc",
      first_utm_campaign: "spring-brokers",
      // The visit keeps the referring site's host, not its address, and neither term nor click ids.
      first_referrer: "https://news.example.org/",
      first_landing_page: "/mortgage-leads",
      first_utm_term: null,
      first_gclid: null,
    };
    expect(await row(direct)).toMatchObject({
      ...landing,
      last_utm_source: "google",
      last_utm_campaign: "spring-brokers",
      last_referrer: "https://news.example.org/",
      last_landing_page: "/mortgage-leads",
    });

    // Later the same day, from a newsletter link to /energy-leads: the last touch is that page's.
    const newsletter = await send(who, {
      email: "newsletter@example.com",
      touch: {
        utm_source: "Newsletter",
        utm_campaign: "December",
        gclid: "G-42",
        landing_page: "/energy-leads?utm_source=Newsletter&utm_campaign=December&gclid=G-42",
      },
    });
    expect(await row(newsletter)).toMatchObject({
      ...landing,
      last_utm_source: "Newsletter",
      last_utm_medium: null,
      last_utm_campaign: "December",
      last_gclid: "G-42",
      last_referrer: null,
      last_landing_page: "/energy-leads?utm_source=Newsletter&utm_campaign=December&gclid=G-42",
    });

    // The inbox and the CRM payload read the same touches.
    const [item] = await fixture.target.query<{ source: string; last_source: string }>(
      "select source, last_source from inbox_items where id = ?",
      [newsletter],
    );
    expect(item).toEqual({ source: "google", last_source: "newsletter" });
    const [outbox] = await fixture.target.query<{ payload: string }>("select payload from outbox where id = ?", [
      newsletter,
    ]);
    const event = submissionCreatedSchema.parse(JSON.parse(outbox!.payload));
    expect(event.data.attribution.first).toMatchObject({ utm_source: "google", landing_page: "/mortgage-leads" });
    expect(event.data.attribution.last).toMatchObject({ utm_source: "Newsletter", gclid: "G-42" });
  });

  it("with no visit recorded today, the page's touch is the first and the last", async () => {
    const page = {
      utm_source: "facebook",
      fbclid: "F-1",
      landing_page: "/energy-leads?utm_source=facebook&fbclid=F-1",
    };
    const id = await send(visitor("203.0.113.71"), { email: "novisit@example.com", touch: page });
    expect(await row(id)).toMatchObject({
      first_utm_source: "facebook",
      first_fbclid: "F-1",
      first_landing_page: page.landing_page,
      last_utm_source: "facebook",
      last_fbclid: "F-1",
      last_landing_page: page.landing_page,
    });
  });

  it("records no attribution for Global Privacy Control, a bot, or a form that sends no touch (the opt-out), visit or not", async () => {
    const address = "203.0.113.72";
    const campaign = { u: { s: "google", m: "cpc", c: "gpc-test" } };
    // Counted earlier today, as a browser without the signal and as the crawler's agent would be if it were.
    await view(visitor(address), "/mortgage-leads", campaign);
    await server.flushAnalytics();
    const touch = { utm_source: "google", landing_page: "/contact?utm_source=google" };

    const gpc = await send({ ...visitor(address), "sec-gpc": "1" }, { email: "gpc@example.com", touch });
    expect(await touches(gpc)).toEqual(nothing);
    const bot = await send(visitor(address, GOOGLEBOT), { email: "bot@example.com", touch });
    expect(await touches(bot)).toEqual(nothing);
    // The opted-out visitor's form sends no touch: the visit is not read for it.
    const optedOut = await send(visitor(address), { email: "optout@example.com", touch: undefined });
    expect(await touches(optedOut)).toEqual(nothing);
    const [item] = await fixture.target.query<{ source: string }>("select source from inbox_items where id = ?", [gpc]);
    expect(item?.source).toBe("direct");
    // The same visitor's browser, counted and sending its touch, does get the visit.
    const counted = await send(visitor(address), { email: "counted@example.com", touch });
    expect(await row(counted)).toMatchObject({ first_utm_campaign: "gpc-test", last_utm_source: "google" });
  });
});
