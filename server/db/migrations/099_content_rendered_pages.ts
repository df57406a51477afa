// Pages as the publishing instance rendered them (issue 42, decision 088): every other instance takes
// them from here instead of rendering the same pages again. One row per page (and per file such as
// the sitemap), replaced by each render; `state` names the published versions of every entry the
// render was made with, and a row is used only by an instance whose published versions are the same.
// Public pages only: nothing personal.
// Frozen once shipped: never edited, and never imports the project's code (lint enforces it).
import { type Kysely, sql } from "kysely";

type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const bytes = dialect === "postgres" ? "bytea" : "blob";
  const ts = dialect === "postgres" ? sql`timestamptz` : sql`text`;
  await db.schema
    .createTable("content_rendered_pages")
    // "page" (by path) or "file" (by its served path: /sitemap.xml)
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("body", bytes, (c) => c.notNull())
    .addColumn("br", bytes)
    .addColumn("gzip", bytes)
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("etag", "text", (c) => c.notNull())
    .addColumn("cache_control", "text", (c) => c.notNull())
    .addColumn("csp", "text")
    // JSON: the facts the page read when rendered (dotted paths).
    .addColumn("fact_reads", "text", (c) => c.notNull())
    .addColumn("rendered_at", ts, (c) => c.notNull())
    .addPrimaryKeyConstraint("content_rendered_pages_pk", ["kind", "path"])
    .execute();
  // PostgreSQL: stored as they are, not compressed again by TOAST (the compressed variants gain
  // nothing, and compressing the HTML costs the database's CPU at every publish and read).
  if (dialect === "postgres")
    for (const column of ["body", "br", "gzip"])
      await sql`alter table content_rendered_pages alter column ${sql.ref(column)} set storage external`.execute(db);
}
