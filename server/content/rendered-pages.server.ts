// Rendered pages shared by the instances (decision 088): the instance that renders a publish keeps
// its pages here, finished and compressed, under the state of the content they were rendered with
// (every entry's published version); an instance that finds its own state here takes the pages
// instead of rendering them again, so a publish costs the machines one render, not one per instance.
// A page missing, or kept for another state (a publish elsewhere meanwhile), is rendered as before.
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Storage } from "#server/db/database.server.ts";
import type { Database, Timestamp } from "#server/db/schema.server.ts";
import type { StaticFile } from "#server/http/static-site.server.ts";
import { type RenderedSet, SITEMAP_PATH } from "./render.server.ts";

/** The table of migration 099, added to the database's type here (this module owns it). */
export type RenderedPagesTables = {
  content_rendered_pages: {
    kind: "page" | "file";
    path: string;
    state: string;
    body: Uint8Array;
    br: Uint8Array | null;
    gzip: Uint8Array | null;
    content_type: string;
    etag: string;
    cache_control: string;
    csp: string | null;
    fact_reads: string;
    rendered_at: Timestamp;
  };
};

const tables = (db: Kysely<Database>): Kysely<Database & RenderedPagesTables> => db.withTables<RenderedPagesTables>();

/** The content a render shows: every entry's published version (shownKey), by id, as one short key. */
export function contentState(versions: ReadonlyMap<string, string>): string {
  const sorted = [...versions].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash("sha256").update(JSON.stringify(sorted)).digest("base64url").slice(0, 22);
}

type Row = RenderedPagesTables["content_rendered_pages"];

const buffer = (b: Uint8Array) => (Buffer.isBuffer(b) ? b : Buffer.from(b.buffer, b.byteOffset, b.byteLength));

function toRow(
  kind: Row["kind"],
  path: string,
  state: string,
  file: StaticFile,
  reads: Set<string> | undefined,
  at: string,
) {
  return {
    kind,
    path,
    state,
    body: file.body,
    br: file.br ?? null,
    gzip: file.gzip ?? null,
    content_type: file.contentType,
    etag: file.etag,
    cache_control: file.cacheControl,
    csp: file.csp ?? null,
    fact_reads: JSON.stringify([...(reads ?? [])]),
    rendered_at: at,
  };
}

function toFile(row: Omit<Row, "kind" | "path" | "state" | "rendered_at" | "fact_reads">): StaticFile {
  return {
    body: buffer(row.body),
    br: row.br ? buffer(row.br) : undefined,
    gzip: row.gzip ? buffer(row.gzip) : undefined,
    contentType: row.content_type,
    etag: row.etag,
    cacheControl: row.cache_control,
    csp: row.csp ?? undefined,
  };
}

/** Keeps a rendered set for `state`, replacing what was kept for its pages and files. */
export async function keepRendered(storage: Storage, state: string, set: RenderedSet): Promise<void> {
  const at = new Date().toISOString();
  const rows = [
    ...[...set.pages].map(([path, file]) => toRow("page", path, state, file, set.factReads.get(path), at)),
    ...[...set.files].map(([path, file]) => toRow("file", path, state, file, undefined, at)),
  ];
  if (rows.length === 0) return;
  const db = tables(storage.db);
  // A row at a time: a few dozen rows of up to ~100 KB, each a short write rather than one long one.
  for (const row of rows)
    await db
      .insertInto("content_rendered_pages")
      .values(row)
      .onConflict((oc) =>
        oc.columns(["kind", "path"]).doUpdateSet((eb) => ({
          state: eb.ref("excluded.state"),
          body: eb.ref("excluded.body"),
          br: eb.ref("excluded.br"),
          gzip: eb.ref("excluded.gzip"),
          content_type: eb.ref("excluded.content_type"),
          etag: eb.ref("excluded.etag"),
          cache_control: eb.ref("excluded.cache_control"),
          csp: eb.ref("excluded.csp"),
          fact_reads: eb.ref("excluded.fact_reads"),
          rendered_at: eb.ref("excluded.rendered_at"),
        })),
      )
      .execute();
}

/**
 * What is kept for `state` of these pages (and the sitemap when asked): a partial set, holding only
 * the pages found; the rest are for the caller to render.
 */
export async function takeRendered(
  storage: Storage,
  state: string,
  paths: readonly string[],
  options: { sitemap?: boolean } = {},
): Promise<RenderedSet> {
  const set: RenderedSet = { pages: new Map(), files: new Map(), factReads: new Map() };
  const db = tables(storage.db);
  const wanted: [Row["kind"], string][] = [
    ...paths.map((p) => ["page", p] as [Row["kind"], string]),
    ...(options.sitemap ? [["file", SITEMAP_PATH] as [Row["kind"], string]] : []),
  ];
  // A row at a time, as they were written: no one read holds the serving thread for long.
  for (const [kind, path] of wanted) {
    const row = await db
      .selectFrom("content_rendered_pages")
      .select(["body", "br", "gzip", "content_type", "etag", "cache_control", "csp", "fact_reads"])
      .where("kind", "=", kind)
      .where("path", "=", path)
      .where("state", "=", state)
      .executeTakeFirst();
    if (!row) continue;
    if (kind === "file") set.files.set(path, toFile(row));
    else {
      set.pages.set(path, toFile(row));
      set.factReads.set(path, new Set(JSON.parse(row.fact_reads) as string[]));
    }
  }
  return set;
}
