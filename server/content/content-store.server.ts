// Content entries in the application's own storage (issue 42, decision 060), on both engines:
// reading the published version, saving a draft (checked by its type's schema and against the
// published facts; refused with field-level messages, or as a conflict when it was based on an
// older version), publishing the draft as a new version, and seeding the versions shipped with the
// code on a fresh install. Staff are named by id only (the personal-data map says so).
import type { Generated, Kysely } from "kysely";
import type { Storage } from "#server/db/database.server.ts";
import type { Database, Timestamp } from "#server/db/schema.server.ts";
import { toIso } from "#server/db/schema.server.ts";
import { inTransaction } from "#server/db/transaction.server.ts";
import { articleAddressProblem, articlePage } from "#shared/content/article-pages.ts";
import { checkEntry, type FieldErrors, factsQuoted } from "#shared/content/check.ts";
import { type ContentTypeName, isContentType } from "#shared/content/content-types.ts";
import { type FactsData, factValue } from "#shared/content/placeholders.ts";
import type { ArticleData } from "#shared/content/schemas/article.ts";
import { getPage, type PageOverlay, type RegistryPage, withPageOverlay } from "#shared/site/pages.ts";
import { redirects } from "#shared/site/redirects.ts";

/** The tables of migration 084, added to the database's type here (this module owns them). */
export type ContentTables = {
  content_entries: {
    id: string;
    type: string;
    published_version: number | null;
    /** The draft's data as JSON; null when there is none. */
    draft: string | null;
    /** The published version the draft was based on. */
    draft_base_version: number | null;
    /** The staff member (id) who last saved or published; null for the shipped version. */
    updated_by: string | null;
    updated_at: Timestamp;
    /** Raised by every save and publish (migration 085): a save from an older draft is a conflict. */
    draft_revision: Generated<number>;
    /** Migration 087: when the draft is to be published, who asked, and when an instance took it. */
    scheduled_for: Timestamp | null;
    scheduled_by: string | null;
    schedule_claimed_at: Timestamp | null;
    /** Migration 098: why the last scheduled publish was not made (JSON ScheduleRefusal); null when it was, or none. */
    schedule_refusal: string | null;
    /** Migration 091: an article taken down (decision 071), and who took it down. */
    taken_down_at: Timestamp | null;
    taken_down_by: string | null;
  };
  content_redirects: {
    from_path: string;
    to_path: string;
    entry_id: string;
    created_at: Timestamp;
  };
  content_versions: {
    entry_id: string;
    version: number;
    data: string;
    /** The staff member (id) who published; null for a version shipped with the code. */
    published_by: string | null;
    published_at: Timestamp;
    note: string | null;
  };
};

type ContentDb = Kysely<Database & ContentTables>;

const tables = (db: Kysely<Database>): ContentDb => db.withTables<ContentTables>();

/** An entry's whole row, locked until the transaction ends (PostgreSQL; SQLite's writer holds the file). */
const lockedEntry = (db: ContentDb, storage: Storage, id: string) =>
  db
    .selectFrom("content_entries")
    .selectAll()
    .where("id", "=", id)
    .$if(storage.dialect === "postgres", (q) => q.forUpdate())
    .executeTakeFirst();

export const FACTS_ID = "facts";

/** The note of a version seeded from the code. */
export const SHIPPED_NOTE = "Shipped with the site's code";

export interface PublishedEntry {
  id: string;
  type: ContentTypeName;
  version: number;
  /** Taken down (decision 071): the version is kept, but no page shows it. */
  takenDown: boolean;
  data: unknown;
  publishedAt: string;
  publishedBy: string | null;
  note: string | null;
}

export interface EntryState {
  id: string;
  type: ContentTypeName;
  publishedVersion: number | null;
  draft: unknown;
  draftBaseVersion: number | null;
  updatedBy: string | null;
  updatedAt: string;
  /** The draft's revision: a save names the one it was made from. */
  draftRevision: number;
  /** A scheduled publish of the draft (ISO instant) and who scheduled it; null when none (decision 066). */
  scheduledFor: string | null;
  scheduledBy: string | null;
  /** The last scheduled publish that came due and was not made (decision 084); null when none since. */
  scheduleRefusal: ScheduleRefusal | null;
}

/** A scheduled publish that came due and was refused: when it was due, why, and the experiment that held it. */
export interface ScheduleRefusal {
  at: string;
  reason: string;
  experiment?: { id: string; name: string };
}

/** An entry as the code ships it: seeded as version 1 when storage lacks it. */
export interface ShippedEntry {
  id: string;
  type: ContentTypeName;
  data: unknown;
}

function typeOf(type: string): ContentTypeName {
  if (!isContentType(type)) throw new Error(`content entry of unknown type "${type}"`);
  return type;
}

async function publishedRows(db: ContentDb, id?: string) {
  return db
    .selectFrom("content_entries as e")
    .innerJoin("content_versions as v", (j) =>
      j.onRef("v.entry_id", "=", "e.id").onRef("v.version", "=", "e.published_version"),
    )
    .select(["e.id", "e.type", "v.version", "v.data", "v.published_at", "v.published_by", "v.note", "e.taken_down_at"])
    .$if(id !== undefined, (q) => q.where("e.id", "=", id!))
    .orderBy("e.id")
    .execute();
}

function toPublished(row: Awaited<ReturnType<typeof publishedRows>>[number]): PublishedEntry {
  return {
    id: row.id,
    type: typeOf(row.type),
    version: row.version,
    takenDown: row.taken_down_at !== null,
    data: JSON.parse(row.data),
    publishedAt: toIso(row.published_at)!,
    publishedBy: row.published_by,
    note: row.note,
  };
}

/** The published version of an entry; undefined when it has none. */
export async function readPublished(storage: Storage, id: string): Promise<PublishedEntry | undefined> {
  const [row] = await publishedRows(tables(storage.db), id);
  return row ? toPublished(row) : undefined;
}

/** Every entry's published version, by id. */
export async function readAllPublished(storage: Storage): Promise<PublishedEntry[]> {
  return (await publishedRows(tables(storage.db))).map(toPublished);
}

type EntryRow = Awaited<ReturnType<typeof entryRows>>[number];

function entryRows(db: ContentDb, id?: string) {
  return db
    .selectFrom("content_entries")
    .selectAll()
    .$if(id !== undefined, (q) => q.where("id", "=", id!))
    .orderBy("id")
    .execute();
}

function toState(row: EntryRow): EntryState {
  return {
    id: row.id,
    type: typeOf(row.type),
    publishedVersion: row.published_version,
    draft: row.draft === null ? null : JSON.parse(row.draft),
    draftBaseVersion: row.draft_base_version,
    updatedBy: row.updated_by,
    updatedAt: toIso(row.updated_at)!,
    draftRevision: Number(row.draft_revision),
    scheduledFor: toIso(row.scheduled_for) ?? null,
    scheduledBy: row.scheduled_by,
    scheduleRefusal: row.schedule_refusal === null ? null : (JSON.parse(row.schedule_refusal) as ScheduleRefusal),
  };
}

/** An entry's state: its published version number and its draft, if any. */
export async function readEntry(storage: Storage, id: string): Promise<EntryState | undefined> {
  const [row] = await entryRows(tables(storage.db), id);
  return row ? toState(row) : undefined;
}

/** Every entry's state, by id. */
export async function readEntries(storage: Storage): Promise<EntryState[]> {
  return (await entryRows(tables(storage.db))).map(toState);
}

export interface VersionSummary {
  version: number;
  publishedAt: string;
  publishedBy: string | null;
  note: string | null;
}

/** An entry's published versions, newest first (without their data). */
export async function readVersions(storage: Storage, id: string): Promise<VersionSummary[]> {
  const rows = await tables(storage.db)
    .selectFrom("content_versions")
    .select(["version", "published_at", "published_by", "note"])
    .where("entry_id", "=", id)
    .orderBy("version", "desc")
    .execute();
  return rows.map((r) => ({
    version: Number(r.version),
    publishedAt: toIso(r.published_at)!,
    publishedBy: r.published_by,
    note: r.note,
  }));
}

/** One published version's data; undefined when the entry has no such version. */
export async function readVersionData(storage: Storage, id: string, version: number): Promise<unknown> {
  const row = await tables(storage.db)
    .selectFrom("content_versions")
    .select("data")
    .where("entry_id", "=", id)
    .where("version", "=", version)
    .executeTakeFirst();
  return row ? JSON.parse(row.data) : undefined;
}

/** Every published version's data of an entry, oldest first. */
export async function readAllVersionData(storage: Storage, id: string): Promise<unknown[]> {
  const rows = await tables(storage.db)
    .selectFrom("content_versions")
    .select("data")
    .where("entry_id", "=", id)
    .orderBy("version", "asc")
    .execute();
  return rows.map((r) => JSON.parse(r.data) as unknown);
}

async function publishedFacts(db: ContentDb): Promise<FactsData> {
  const [row] = await publishedRows(db, FACTS_ID);
  return row ? (JSON.parse(row.data) as FactsData) : {};
}

/**
 * Checks `data` for an entry of `type`: its schema, and its placeholders against the published
 * facts. New facts must also keep every fact that a published page or a draft quotes.
 */
async function check(db: ContentDb, id: string, type: ContentTypeName, data: unknown) {
  const facts = type === "facts" ? (data as FactsData) : await publishedFacts(db);
  const known = type === "facts" ? undefined : await knownArticlePages(db);
  const result = withPageOverlay(known, () => checkEntry(type, data, facts));
  if (!result.ok || type !== "facts") return result;
  const quotedBy = new Map<string, string>();
  const others = await db
    .selectFrom("content_entries as e")
    .leftJoin("content_versions as v", (j) =>
      j.onRef("v.entry_id", "=", "e.id").onRef("v.version", "=", "e.published_version"),
    )
    .select(["e.id", "e.draft", "v.data"])
    .where("e.id", "!=", id)
    .execute();
  for (const other of others)
    for (const json of [other.data, other.draft])
      if (json !== null)
        for (const name of factsQuoted(JSON.parse(json))) if (!quotedBy.has(name)) quotedBy.set(name, other.id);
  const fieldErrors: FieldErrors = {};
  for (const [name, by] of quotedBy)
    if (factValue(result.data as FactsData, name) === undefined) fieldErrors[name] = `${by} quotes {fact:${name}}`;
  return Object.keys(fieldErrors).length > 0 ? { ok: false as const, fieldErrors } : result;
}

export type SaveResult =
  /** `started`: the entry had no draft, or another member's (a new round of editing). */
  | { ok: true; draftRevision: number; started: boolean }
  | { ok: false; reason: "unknown-entry" }
  | { ok: false; reason: "invalid"; fieldErrors: FieldErrors }
  /**
   * The draft was based on a version that is no longer the published one, or (when the save named
   * the draft revision it was made from) another save came first.
   */
  | { ok: false; reason: "conflict"; publishedVersion: number | null; draftRevision: number };

/**
 * Saves an entry's draft, made from `baseVersion` (the published version the editor started from;
 * null for an entry never published) and, when given, `draftRevision` (the draft the editor last
 * loaded or saved). Refused when the data fails the check, or when another version has been
 * published or another draft saved since (a conflict: nothing is overwritten silently).
 */
export async function saveDraft(
  storage: Storage,
  input: {
    id: string;
    data: unknown;
    baseVersion: number | null;
    draftRevision?: number;
    staffId: string;
    now?: Date;
  },
): Promise<SaveResult> {
  return inTransaction(storage, async (trx) => {
    const db = tables(trx);
    const entry = await db
      .selectFrom("content_entries")
      .select(["type", "published_version", "draft_revision", "updated_by"])
      .select((eb) => eb("draft", "is", null).as("no_draft"))
      .where("id", "=", input.id)
      .$if(storage.dialect === "postgres", (q) => q.forUpdate())
      .executeTakeFirst();
    if (!entry) return { ok: false, reason: "unknown-entry" };
    const revision = Number(entry.draft_revision);
    if (
      entry.published_version !== input.baseVersion ||
      (input.draftRevision !== undefined && input.draftRevision !== revision)
    )
      return { ok: false, reason: "conflict", publishedVersion: entry.published_version, draftRevision: revision };
    const result = await check(db, input.id, typeOf(entry.type), input.data);
    if (!result.ok) return { ok: false, reason: "invalid", fieldErrors: result.fieldErrors };
    await db
      .updateTable("content_entries")
      .set({
        draft: JSON.stringify(result.data),
        draft_base_version: input.baseVersion,
        draft_revision: revision + 1,
        updated_by: input.staffId,
        updated_at: (input.now ?? new Date()).toISOString(),
      })
      .where("id", "=", input.id)
      .execute();
    const started = Boolean(entry.no_draft) || entry.updated_by !== input.staffId;
    return { ok: true, draftRevision: revision + 1, started };
  });
}

export type PublishResult =
  | { ok: true; version: number }
  | { ok: false; reason: "unknown-entry" | "no-draft" }
  | { ok: false; reason: "invalid"; fieldErrors: FieldErrors }
  | { ok: false; reason: "conflict"; publishedVersion: number | null };

/**
 * Publishes an entry's draft as its next version (checked again: the facts may have changed since
 * it was saved). Refused when another version was published after the draft's base.
 */
export async function publishDraft(
  storage: Storage,
  input: {
    id: string;
    staffId: string;
    note?: string;
    now?: Date;
    /** Further refusals of the draft being published (the guard rails), by field. */
    refuse?: (type: ContentTypeName, data: unknown) => FieldErrors | undefined;
  },
): Promise<PublishResult> {
  return inTransaction(storage, async (trx) => {
    const db = tables(trx);
    const entry = await lockedEntry(db, storage, input.id);
    if (!entry) return { ok: false, reason: "unknown-entry" };
    if (entry.draft === null) return { ok: false, reason: "no-draft" };
    if (entry.draft_base_version !== entry.published_version)
      return { ok: false, reason: "conflict", publishedVersion: entry.published_version };
    const result = await check(db, input.id, typeOf(entry.type), JSON.parse(entry.draft));
    if (!result.ok) return { ok: false, reason: "invalid", fieldErrors: result.fieldErrors };
    const refused = input.refuse?.(typeOf(entry.type), result.data);
    if (refused && Object.keys(refused).length > 0) return { ok: false, reason: "invalid", fieldErrors: refused };
    const at = (input.now ?? new Date()).toISOString();
    if (entry.type === "article") {
      const moved = await articleAddress(db, input.id, entry, result.data as ArticleData, at);
      if (moved) return { ok: false, reason: "invalid", fieldErrors: { "frontmatter.path": moved } };
    }
    const latest = await db
      .selectFrom("content_versions")
      .select((eb) => eb.fn.max("version").as("version"))
      .where("entry_id", "=", input.id)
      .executeTakeFirst();
    const version = Number(latest?.version ?? 0) + 1;
    await db
      .insertInto("content_versions")
      .values({
        entry_id: input.id,
        version,
        data: JSON.stringify(result.data),
        published_by: input.staffId,
        published_at: at,
        note: input.note?.trim() || null,
      })
      .execute();
    await db
      .updateTable("content_entries")
      .set({
        published_version: version,
        draft: null,
        draft_base_version: null,
        draft_revision: Number(entry.draft_revision) + 1,
        updated_by: input.staffId,
        updated_at: at,
        taken_down_at: null,
        taken_down_by: null,
        schedule_refusal: null,
      })
      .where("id", "=", input.id)
      .execute();
    return { ok: true, version };
  });
}

/** The shipped entries, each checked against its schema and the shipped facts; throws on the first that fails. */
export function checkShipped(shipped: readonly ShippedEntry[]): ShippedEntry[] {
  const facts = (shipped.find((e) => e.id === FACTS_ID)?.data ?? {}) as FactsData;
  return shipped.map((entry) => {
    const result = checkEntry(entry.type, entry.data, facts);
    if (!result.ok)
      throw new Error(`shipped content ${entry.id} fails its check: ${JSON.stringify(result.fieldErrors)}`);
    return { ...entry, data: result.data };
  });
}

/**
 * Seeds each shipped entry that storage lacks as its version 1 (a fresh install, or an entry a
 * release adds). An entry already present is never touched: what the business published stays.
 * Instances starting together seed each entry once. Throws on a shipped entry that fails its check.
 * Returns the ids seeded.
 */
export async function seedShipped(
  storage: Storage,
  shipped: readonly ShippedEntry[],
  now = new Date(),
): Promise<string[]> {
  const checked = checkShipped(shipped);
  const seeded: string[] = [];
  const at = now.toISOString();
  for (const entry of checked) {
    const inserted = await inTransaction(storage, async (trx) => {
      const db = tables(trx);
      const rows = await db
        .insertInto("content_entries")
        .values({ id: entry.id, type: entry.type, published_version: 1, updated_at: at })
        .onConflict((oc) => oc.column("id").doNothing())
        .returning("id")
        .execute();
      if (rows.length === 0) return false;
      await db
        .insertInto("content_versions")
        .values({
          entry_id: entry.id,
          version: 1,
          data: JSON.stringify(entry.data),
          published_at: at,
          note: SHIPPED_NOTE,
        })
        .execute();
      return true;
    });
    if (inserted) seeded.push(entry.id);
  }
  return seeded;
}

/**
 * Every entry's published state by id, without the content: the cheap look instances poll (decision
 * 066): its published version, marked when it is taken down (decision 071); null when never published.
 */
export async function readPublishedVersions(storage: Storage): Promise<Map<string, string | null>> {
  const rows = await tables(storage.db)
    .selectFrom("content_entries")
    .select(["id", "published_version", "taken_down_at"])
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      r.published_version === null ? null : shownKey(r.published_version, r.taken_down_at !== null),
    ]),
  );
}

/** What an instance shows of an entry: its published version, or that it is taken down. */
export function shownKey(version: number, takenDown = false): string {
  return takenDown ? `${version} taken down` : String(version);
}

// --- New articles, changed addresses, take-downs (issue 42 item 5, decision 071) ---

/** Where the desk's redirects send each old address. */
export async function readRedirects(storage: Storage): Promise<Map<string, string>> {
  const rows = await tables(storage.db).selectFrom("content_redirects").select(["from_path", "to_path"]).execute();
  return new Map(rows.map((r) => [r.from_path, r.to_path]));
}

/** Adds a redirect from `from` to `to`, collapsing chains (A->B then B->C makes A->C); `to` is a page again. */
async function addRedirect(db: ContentDb, from: string, to: string, entryId: string, at: string): Promise<void> {
  await db.updateTable("content_redirects").set({ to_path: to }).where("to_path", "=", from).execute();
  await db.deleteFrom("content_redirects").where("from_path", "in", [from, to]).execute();
  await db
    .insertInto("content_redirects")
    .values({ from_path: from, to_path: to, entry_id: entryId, created_at: at })
    .execute();
}

/** The addresses entries use now: each article's published and draft address, by entry id. */
async function addressesInUse(db: ContentDb, except?: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom("content_entries as e")
    .leftJoin("content_versions as v", (j) =>
      j.onRef("v.entry_id", "=", "e.id").onRef("v.version", "=", "e.published_version"),
    )
    .select(["e.id", "e.draft", "v.data"])
    .where("e.type", "=", "article")
    .execute();
  const used = new Map<string, string>();
  for (const row of rows) {
    if (row.id === except) continue;
    used.set(row.id, row.id);
    for (const json of [row.data, row.draft]) {
      const path = json === null ? undefined : (JSON.parse(json) as Partial<ArticleData>).frontmatter?.path;
      if (typeof path === "string") used.set(path, row.id);
    }
  }
  return used;
}

/**
 * Every article address an entry uses (published, taken down or in a draft) as a page, for the check
 * on save (decision 071): a link to an article written in the desk is a link to a page of the site.
 * Whether it is live (published, not taken down) is the guard rails' to say, on publishing.
 */
async function knownArticlePages(db: ContentDb): Promise<PageOverlay> {
  const added = new Map<string, RegistryPage>();
  const rows = await db
    .selectFrom("content_entries as e")
    .leftJoin("content_versions as v", (j) =>
      j.onRef("v.entry_id", "=", "e.id").onRef("v.version", "=", "e.published_version"),
    )
    .select(["e.draft", "v.data"])
    .where("e.type", "=", "article")
    .execute();
  for (const row of rows)
    for (const json of [row.data, row.draft]) {
      const data = json === null ? undefined : (JSON.parse(json) as ArticleData);
      const path = data?.frontmatter?.path as string | undefined;
      if (data && typeof path === "string" && !getPage(path) && !added.has(path))
        added.set(path, articlePage(path, data));
    }
  return { added: [...added.values()], removed: new Set() };
}

/** Why `path` cannot be `entryId`'s address: taken by a page, a redirect or another entry. */
async function addressTaken(db: ContentDb, path: string, entryId: string): Promise<string | undefined> {
  const ownShipped = path === entryId;
  if (!ownShipped && getPage(path)) return "This address is a page of the site already";
  if (redirects.some((r) => r.from === path)) return "This address redirects to another page";
  const moved = await db
    .selectFrom("content_redirects")
    .select("entry_id")
    .where("from_path", "=", path)
    .executeTakeFirst();
  if (moved && moved.entry_id !== entryId) return "This address redirects to another page";
  const other = (await addressesInUse(db, entryId)).get(path);
  if (other !== undefined) return "Another article has this address";
  return undefined;
}

/**
 * On publishing an article: refuses an address taken by something else; a new address gets a 301
 * from the old one (chains collapsed), and the address is no longer redirected (it is a page again).
 */
async function articleAddress(
  db: ContentDb,
  id: string,
  entry: { published_version: number | null; taken_down_at: Timestamp | null },
  data: ArticleData,
  at: string,
): Promise<string | undefined> {
  const path = data.frontmatter.path as string;
  let before: string | undefined;
  if (entry.published_version !== null) {
    const row = await db
      .selectFrom("content_versions")
      .select("data")
      .where("entry_id", "=", id)
      .where("version", "=", entry.published_version)
      .executeTakeFirst();
    before = row ? ((JSON.parse(row.data) as ArticleData).frontmatter.path as string) : undefined;
  }
  if (path !== before) {
    const problem = articleAddressProblem(path) && path !== id ? articleAddressProblem(path) : undefined;
    if (problem) return problem;
    const taken = await addressTaken(db, path, id);
    if (taken) return taken;
  }
  await db.deleteFrom("content_redirects").where("from_path", "=", path).execute();
  if (before !== undefined && before !== path) {
    if (entry.taken_down_at !== null)
      await db.updateTable("content_redirects").set({ to_path: path }).where("to_path", "=", before).execute();
    else await addRedirect(db, before, path, id, at);
  }
  return undefined;
}

export type CreateArticleResult = { ok: true; id: string } | { ok: false; reason: "invalid"; fieldErrors: FieldErrors };

/** A new article as a first draft, never published (decision 071): its address is its entry's id. */
export async function createArticle(
  storage: Storage,
  input: { data: ArticleData; staffId: string; now?: Date },
): Promise<CreateArticleResult> {
  const path = input.data.frontmatter?.path as string;
  const problem = typeof path === "string" ? articleAddressProblem(path) : "Choose an address";
  if (problem) return { ok: false, reason: "invalid", fieldErrors: { "frontmatter.path": problem } };
  return inTransaction(storage, async (trx) => {
    const db = tables(trx);
    // No entry has this address yet: a page at it (a shipped article) is taken too.
    const taken = await addressTaken(db, path, "");
    const exists = await db.selectFrom("content_entries").select("id").where("id", "=", path).executeTakeFirst();
    if (taken || exists)
      return {
        ok: false as const,
        reason: "invalid" as const,
        fieldErrors: { "frontmatter.path": taken ?? "Another article has this address" },
      };
    const result = await check(db, path, "article", input.data);
    if (!result.ok) return { ok: false as const, reason: "invalid" as const, fieldErrors: result.fieldErrors };
    const at = (input.now ?? new Date()).toISOString();
    await db
      .insertInto("content_entries")
      .values({
        id: path,
        type: "article",
        published_version: null,
        draft: JSON.stringify(result.data),
        draft_base_version: null,
        updated_by: input.staffId,
        updated_at: at,
      })
      .execute();
    return { ok: true as const, id: path };
  });
}

export type TakeDownResult =
  | { ok: true; path: string }
  | { ok: false; reason: "unknown-entry" | "not-published" | "not-article" };

/**
 * Takes a published article down (decision 071): its pages leave the site, its address answers a 301
 * to its hub, and its published words stay as the draft (unless one is under way) so it can be
 * published again.
 */
export async function takeDownArticle(
  storage: Storage,
  input: { id: string; staffId: string; hub: string; now?: Date },
): Promise<TakeDownResult> {
  return inTransaction(storage, async (trx) => {
    const db = tables(trx);
    const entry = await lockedEntry(db, storage, input.id);
    if (!entry) return { ok: false as const, reason: "unknown-entry" as const };
    if (entry.type !== "article") return { ok: false as const, reason: "not-article" as const };
    if (entry.published_version === null || entry.taken_down_at !== null)
      return { ok: false as const, reason: "not-published" as const };
    const version = await db
      .selectFrom("content_versions")
      .select("data")
      .where("entry_id", "=", input.id)
      .where("version", "=", entry.published_version)
      .executeTakeFirstOrThrow();
    const path = (JSON.parse(version.data) as ArticleData).frontmatter.path as string;
    const at = (input.now ?? new Date()).toISOString();
    await addRedirect(db, path, input.hub, input.id, at);
    await db
      .updateTable("content_entries")
      .set({
        taken_down_at: at,
        taken_down_by: input.staffId,
        ...(entry.draft === null ? { draft: version.data, draft_base_version: entry.published_version } : {}),
        draft_revision: Number(entry.draft_revision) + 1,
        updated_by: input.staffId,
        updated_at: at,
      })
      .where("id", "=", input.id)
      .execute();
    return { ok: true as const, path };
  });
}
