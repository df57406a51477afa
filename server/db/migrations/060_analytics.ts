// First-party, cookieless analytics (issue 26): raw events (kept ANALYTICS_RETENTION_DAYS), one
// row per visitor and day (the visit: where it landed and came from, how far it got), the daily
// salt of the visitor hash (today's only), and aggregates kept indefinitely: per day, and per
// finished month (the same tables, `day` holding "YYYY-MM"), so a year reads twelve months' rows.
// Frozen once shipped: never edited, and never imports the project's code (lint enforces it).
import { type Kysely, sql } from "kysely";

type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const pg = dialect === "postgres";
  const ts = pg ? sql`timestamptz` : sql`text`;

  await db.schema
    .createTable("analytics_events")
    .addColumn("id", pg ? "bigint" : "integer", (c) =>
      pg ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn("at", ts, (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("visitor", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("label", "text")
    .addColumn("value", "double precision")
    .addColumn("target", "text")
    .addColumn("screen", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("analytics_events_day").on("analytics_events").columns(["day", "name", "path"]).execute();

  await db.schema
    .createTable("analytics_visits")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("visitor", "text", (c) => c.notNull())
    .addColumn("first_at", ts, (c) => c.notNull())
    .addColumn("last_at", ts, (c) => c.notNull())
    .addColumn("landing", "text", (c) => c.notNull())
    .addColumn("exit", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("referrer", "text")
    .addColumn("medium", "text")
    .addColumn("campaign", "text")
    .addColumn("screen", "text", (c) => c.notNull())
    .addColumn("browser", "text", (c) => c.notNull())
    .addColumn("country", "text")
    .addColumn("pageviews", "integer", (c) => c.notNull())
    .addColumn("form_views", "integer", (c) => c.notNull())
    .addColumn("form_starts", "integer", (c) => c.notNull())
    .addColumn("form_submits", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_visits_pk", ["day", "visitor"])
    .execute();

  await db.schema
    .createTable("analytics_salts")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("salt", "text", (c) => c.notNull())
    .execute();

  // One row per day (or month, "YYYY-MM") rolled up, with its totals.
  await db.schema
    .createTable("analytics_rollups")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("rolled_at", ts, (c) => c.notNull())
    .addColumn("visitors", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("pageviews", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  // Visits by where they landed and came from, with how far they got.
  await db.schema
    .createTable("analytics_daily_visits")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("landing", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("medium", "text", (c) => c.notNull())
    .addColumn("campaign", "text", (c) => c.notNull())
    .addColumn("visitors", "integer", (c) => c.notNull())
    .addColumn("pageviews", "integer", (c) => c.notNull())
    .addColumn("bounces", "integer", (c) => c.notNull())
    .addColumn("form_views", "integer", (c) => c.notNull())
    .addColumn("form_starts", "integer", (c) => c.notNull())
    .addColumn("form_submits", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_daily_visits_pk", ["day", "landing", "source", "medium", "campaign"])
    .execute();

  await db.schema
    .createTable("analytics_daily_pages")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("pageviews", "integer", (c) => c.notNull())
    .addColumn("visitors", "integer", (c) => c.notNull())
    .addColumn("entries", "integer", (c) => c.notNull())
    .addColumn("exits", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_daily_pages_pk", ["day", "path"])
    .execute();

  // Named events by their label: a form's kind, a phone number, a call to action, a host, a path.
  await db.schema
    .createTable("analytics_daily_events")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("events", "integer", (c) => c.notNull())
    .addColumn("visitors", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_daily_events_pk", ["day", "name", "label"])
    .execute();

  await db.schema
    .createTable("analytics_daily_tech")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("screen", "text", (c) => c.notNull())
    .addColumn("browser", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("visitors", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_daily_tech_pk", ["day", "screen", "browser", "country"])
    .execute();

  // Core Web Vitals as histograms (bucket = the value's log-scale bin), so p75 over any range is read
  // to within a bin; and the element or interaction most often behind a poor value.
  await db.schema
    .createTable("analytics_daily_vitals")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("screen", "text", (c) => c.notNull())
    .addColumn("metric", "text", (c) => c.notNull())
    .addColumn("bucket", "integer", (c) => c.notNull())
    .addColumn("samples", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_daily_vitals_pk", ["day", "path", "screen", "metric", "bucket"])
    .execute();
  await db.schema
    .createTable("analytics_daily_vital_targets")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("metric", "text", (c) => c.notNull())
    .addColumn("target", "text", (c) => c.notNull())
    .addColumn("poor", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_daily_vital_targets_pk", ["day", "path", "metric", "target"])
    .execute();
}
