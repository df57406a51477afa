// An enquiry's first and last touch without anything stored in the browser (decision 085): the
// form sends the touch of the page it is on; at intake this step reads the sender's visit of today
// (analytics_visits, by the analytics' daily visitor hash, one indexed read per batch) and writes
// the first touch (the visit's landing) and the last (the page's when it came from a campaign or
// another site, else the visit's) into the submission's row, before the row, the inbox item and
// the CRM payload are made of it. A sender the analytics do not count (Global Privacy Control,
// bots, the opt-out, which sends no touch) has no hash or no touch: nothing is read or recorded.
import { CompiledQuery, type Kysely } from "kysely";
import type { Dialect } from "#server/db/database.server.ts";
import { prepared } from "#server/db/prepared-statements.server.ts";
import { touchColumn } from "#server/db/recorded-fields.server.ts";
import type { AnalyticsVisitsTable, Database } from "#server/db/schema.server.ts";
import type { IntakeStep, NewSubmission } from "#server/submissions/intake.server.ts";
import { attributionKeys, attributionOf, type Touch } from "#shared/forms/attribution.ts";

type Visit = Pick<AnalyticsVisitsTable, "landing" | "source" | "referrer" | "medium" | "campaign">;

/**
 * A visit's landing touch as the analytics record it: the page without its query, utm_source,
 * medium and campaign lower-cased, and the referring site by its host only (named here as an
 * https address, the form a touch's referrer takes). Term, content and click ids are not kept on
 * visits (decision 085).
 */
export function visitTouch(visit: Visit): Touch {
  const touch: Touch = {};
  // `source` is utm_source, else the referring host, else "direct" (sourceOf).
  if (visit.source !== "direct" && visit.source !== visit.referrer) touch.utm_source = visit.source;
  if (visit.medium) touch.utm_medium = visit.medium;
  if (visit.campaign) touch.utm_campaign = visit.campaign;
  if (visit.referrer) touch.referrer = `https://${visit.referrer}/`;
  touch.landing_page = visit.landing;
  return touch;
}

/**
 * PostgreSQL: the senders' (day, visitor) pairs as arrays, so that one text serves every batch and is
 * prepared once per connection (decision 044); each pair is one probe of the primary key.
 */
const VISITS_OF = prepared(`
  select v.day, v.visitor, v.landing, v.source, v.referrer, v.medium, v.campaign
  from unnest($1::text[], $2::text[]) as s(day, visitor)
  join analytics_visits v on v.day = s.day and v.visitor = s.visitor`);

type VisitRow = Visit & { day: string; visitor: string };

function visitsOf(db: Kysely<Database>, dialect: Dialect, senders: readonly NewSubmission[]): Promise<VisitRow[]> {
  if (dialect === "postgres") {
    const pairs = [...new Map(senders.map((s) => [`${s.visitor!.day}\n${s.visitor!.visitor}`, s.visitor!])).values()];
    return db
      .executeQuery<VisitRow>(CompiledQuery.raw(VISITS_OF, [pairs.map((p) => p.day), pairs.map((p) => p.visitor)]))
      .then((r) => r.rows);
  }
  return db
    .selectFrom("analytics_visits")
    .select(["day", "visitor", "landing", "source", "referrer", "medium", "campaign"])
    .where("day", "in", [...new Set(senders.map((s) => s.visitor!.day))])
    .where("visitor", "in", [...new Set(senders.map((s) => s.visitor!.visitor))])
    .execute();
}

export function attributionStep(dialect: Dialect): IntakeStep {
  return {
    name: "analytics.attribution",
    async prepare(db, batch) {
      const senders = batch.filter((s) => s.visitor && s.touch);
      if (senders.length === 0) return;
      const visits = await visitsOf(db, dialect, senders);
      for (const s of senders) {
        const visit = visits.find((v) => v.day === s.visitor!.day && v.visitor === s.visitor!.visitor);
        const attribution = attributionOf(visit && visitTouch(visit), s.touch!);
        const row = s.submission.row as unknown as Record<string, string | null>;
        for (const touch of ["first", "last"] as const)
          for (const key of attributionKeys) row[touchColumn(touch, key)] = attribution[touch]?.[key] || null;
      }
    },
  };
}
