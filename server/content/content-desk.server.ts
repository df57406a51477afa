// What the desk's content screens do with the content store (issue 42 items 2 and 6, decision
// 064): the list of entries with their status and who changed them last (by name), one entry's
// editor state and history, saving a draft (audited when a round of editing starts), publishing
// (the one place that publishes: `publishEntry`), restoring a version as a new draft (audited).
import type { AuditLog } from "#server/audit/audit.server.ts";
import type { Storage } from "#server/db/database.server.ts";
import { ARTICLE_HUB, publishedPageOverlay } from "#shared/content/article-pages.ts";
import type { FieldErrors } from "#shared/content/check.ts";
import { type ContentTypeName, contentTypes } from "#shared/content/content-types.ts";
import { type GuardRailContext, guardRails } from "#shared/content/guard-rails.ts";
import { withoutShippedSearch, withShippedSearch } from "#shared/content/page-search.ts";
import type { ArticleData } from "#shared/content/schemas/article.ts";
import { getPage, type RegistryPage } from "#shared/site/pages.ts";
import {
  type CreateArticleResult,
  createArticle,
  FACTS_ID,
  publishDraft,
  readAllPublished,
  readEntries,
  readEntry,
  readPublished,
  readVersionData,
  readVersions,
  type SaveResult,
  type ScheduleRefusal,
  saveDraft,
  type TakeDownResult,
  takeDownArticle,
} from "./content-store.server.ts";
import { PREVIEW_LINK_TTL_MS, previewLink } from "./preview.server.ts";
import {
  type ContentPublishing,
  type PublishEntryResult,
  publishEntry as renderAndPublish,
  showTakeDown,
} from "./publish.server.ts";
import { cancelSchedule, type ScheduleResult, schedulePublish } from "./schedule.server.ts";

type Ctx = { storage: Storage; audit: AuditLog; content?: ContentPublishing };
type Who = { id: string; ip: string };

export type ContentGroup = "facts" | "pages" | "articles";

export interface ContentListItem {
  id: string;
  type: ContentTypeName;
  typeLabel: string;
  /** What a person calls it: the registry page's label, else its type's. */
  title: string;
  group: ContentGroup;
  publishedVersion: number | null;
  hasDraft: boolean;
  /** The member who last saved or published; null for the version shipped with the code. */
  updatedBy: string | null;
  updatedAt: string;
  /** A scheduled publish of the draft (decision 066): when (ISO instant) and who scheduled it (by name). */
  scheduled: Scheduled | null;
  /** The experiment running on the entry (its publishes wait, decision 084); null when none runs. */
  experiment: { id: string; name: string } | null;
}

export interface Scheduled {
  at: string;
  by: string;
}

/** Staff names by id (a deleted member: "a former member"). */
async function namesOf(storage: Storage, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await storage.db.selectFrom("staff").select(["id", "name"]).where("id", "in", wanted).execute();
  const names = new Map(rows.map((r) => [r.id, r.name]));
  for (const id of wanted) if (!names.has(id)) names.set(id, "a former member");
  return names;
}

export function titleOf(id: string, type: ContentTypeName, data?: unknown): string {
  if (id === FACTS_ID) return "Facts used across the site";
  const headline = type === "article" ? (data as Partial<ArticleData> | undefined)?.frontmatter?.headline : undefined;
  if (headline && !getPage(id)) return headline;
  return getPage(id)?.label ?? contentTypes[type].label;
}

function groupOf(id: string, type: ContentTypeName): ContentGroup {
  if (id === FACTS_ID) return "facts";
  return type === "article" || type === "methodology" ? "articles" : "pages";
}

function scheduledOf(
  entry: { scheduledFor: string | null; scheduledBy: string | null },
  names: Map<string, string>,
): Scheduled | null {
  if (entry.scheduledFor === null) return null;
  return { at: entry.scheduledFor, by: (entry.scheduledBy && names.get(entry.scheduledBy)) || "a former member" };
}

export async function listContent(ctx: Pick<Ctx, "storage" | "content">): Promise<ContentListItem[]> {
  const entries = await readEntries(ctx.storage);
  const [names, experiments] = await Promise.all([
    namesOf(
      ctx.storage,
      entries.flatMap((e) => [e.updatedBy, e.scheduledBy]),
    ),
    // One indexed look per entry (a few dozen): the list says which pages an experiment holds.
    Promise.all(entries.map((e) => ctx.content?.experimentOn?.(e.id))),
  ]);
  return entries.map((e, i) => ({
    id: e.id,
    type: e.type,
    typeLabel: contentTypes[e.type].label,
    title: titleOf(e.id, e.type, e.draft ?? undefined),
    group: groupOf(e.id, e.type),
    publishedVersion: e.publishedVersion,
    hasDraft: e.draft !== null,
    updatedBy: e.updatedBy === null ? null : (names.get(e.updatedBy) ?? null),
    updatedAt: e.updatedAt,
    scheduled: scheduledOf(e, names),
    experiment: experiments[i] ?? null,
  }));
}

export interface VersionItem {
  version: number;
  publishedAt: string;
  /** Who published it (null: shipped with the code). */
  publishedBy: string | null;
  note: string | null;
}

export interface EditorState {
  id: string;
  type: ContentTypeName;
  title: string;
  publishedVersion: number | null;
  draftRevision: number;
  /** What the editor starts from: the draft if there is one, else the published version. */
  data: unknown;
  hasDraft: boolean;
  updatedBy: string | null;
  updatedAt: string;
  /** The published facts, for the placeholders' explanation and check. */
  facts: Record<string, unknown>;
  /** Pages not yet published (registry pages, new articles' addresses), which the guard rails refuse links to. */
  unpublished: string[];
  /** This entry is an article taken down (decision 071). */
  isTakenDown: boolean;
  /** Addresses of articles taken down, which the guard rails refuse links to. */
  takenDown: string[];
  /** The live page set beyond the registry (decision 071), as plain data: the guard rails and the link picker use it. */
  pages: { added: RegistryPage[]; removed: string[] };
  versions: VersionItem[];
  scheduled: Scheduled | null;
  /** The last scheduled publish that came due and was not made, and why (decision 084). */
  scheduleRefusal: ScheduleRefusal | null;
  /** The experiment running on this entry: publishing waits until it is stopped or concluded (decision 084). */
  experiment: ContentListItem["experiment"];
}

const addressOf = (data: unknown) => {
  const path = (data as Partial<ArticleData> | null | undefined)?.frontmatter?.path;
  return typeof path === "string" ? path : undefined;
};

/**
 * What the guard rails need from storage: the live page set (decision 071: articles published in
 * the desk added, those taken down or moved away removed), the entries never published (a new
 * article by its address too) and the addresses taken down, except `publishing`'s own (an entry's
 * links to its own page resolve once it is published).
 */
export async function guardRailContext(storage: Storage, publishing: string): Promise<GuardRailContext> {
  const [entries, published] = await Promise.all([readEntries(storage), readAllPublished(storage)]);
  const unpublished = new Set<string>();
  for (const e of entries)
    if (e.publishedVersion === null && e.id !== publishing) {
      unpublished.add(e.id);
      const path = addressOf(e.draft);
      if (path) unpublished.add(path);
    }
  const takenDown = new Set<string>();
  for (const e of published)
    if (e.takenDown && e.id !== publishing) {
      takenDown.add(e.id);
      const path = addressOf(e.data);
      if (path) takenDown.add(path);
    }
  return { unpublished, takenDown, pages: publishedPageOverlay(published) };
}

export async function editorState(ctx: Pick<Ctx, "storage" | "content">, id: string): Promise<EditorState | undefined> {
  const entry = await readEntry(ctx.storage, id);
  if (!entry) return undefined;
  const [published, facts, versions, rails, experiment] = await Promise.all([
    readPublished(ctx.storage, id),
    readPublished(ctx.storage, FACTS_ID),
    readVersions(ctx.storage, id),
    guardRailContext(ctx.storage, id),
    ctx.content?.experimentOn?.(id),
  ]);
  const names = await namesOf(ctx.storage, [entry.updatedBy, entry.scheduledBy, ...versions.map((v) => v.publishedBy)]);
  return {
    id,
    type: entry.type,
    title: titleOf(id, entry.type, entry.draft ?? published?.data),
    publishedVersion: entry.publishedVersion,
    draftRevision: entry.draftRevision,
    data: withShippedSearch(id, entry.type, entry.draft ?? published?.data ?? {}),
    hasDraft: entry.draft !== null,
    updatedBy: entry.updatedBy === null ? null : (names.get(entry.updatedBy) ?? null),
    updatedAt: entry.updatedAt,
    facts: (facts?.data ?? {}) as Record<string, unknown>,
    unpublished: [...rails.unpublished],
    isTakenDown: published?.takenDown ?? false,
    takenDown: [...(rails.takenDown ?? [])],
    pages: { added: [...(rails.pages?.added ?? [])], removed: [...(rails.pages?.removed ?? [])] },
    versions: versions.map((v) => ({
      ...v,
      publishedBy: v.publishedBy === null ? null : (names.get(v.publishedBy) ?? null),
    })),
    scheduled: scheduledOf(entry, names),
    scheduleRefusal: entry.scheduleRefusal,
    experiment: experiment ?? null,
  };
}

export type DeskSaveResult =
  | Exclude<SaveResult, { reason: "conflict" }>
  | {
      ok: false;
      reason: "conflict";
      /** What is stored now (the other member's draft, or the newly published version) and who changed it. */
      current: { data: unknown; publishedVersion: number | null; draftRevision: number; by: string | null; at: string };
    };

/** What a refused save's conflict shows: what is stored now, and who put it there. */
async function conflictOf(ctx: Pick<Ctx, "storage">, id: string): Promise<DeskSaveResult> {
  const state = await editorState(ctx, id);
  if (!state) return { ok: false, reason: "unknown-entry" };
  return {
    ok: false,
    reason: "conflict",
    current: {
      data: state.data,
      publishedVersion: state.publishedVersion,
      draftRevision: state.draftRevision,
      by: state.updatedBy,
      at: state.updatedAt,
    },
  };
}

/**
 * Saves a draft from the editor (made from the published version `baseVersion` and the draft
 * `draftRevision`). The first save of a round of editing (no draft yet, or another member's) is in
 * the audit log; the saves as one types are not (the entry records who saved last and when).
 */
export async function saveEntryDraft(
  ctx: Ctx,
  input: { id: string; data: unknown; baseVersion: number | null; draftRevision: number },
  who: Who,
): Promise<DeskSaveResult> {
  const entry = await readEntry(ctx.storage, input.id);
  const data = entry ? withoutShippedSearch(input.id, entry.type, input.data) : input.data;
  const result = await saveDraft(ctx.storage, { ...input, data, staffId: who.id });
  if (!result.ok) return result.reason === "conflict" ? conflictOf(ctx, input.id) : result;
  if (result.started)
    await ctx.audit.record({
      actor: who.id,
      ip: who.ip,
      action: "content.draft",
      target: { type: "content", id: input.id },
    });
  return result;
}

/** A publish refused while an experiment runs on the entry (decision 084), or what the publish path answers. */
export type DeskPublishResult = PublishEntryResult | ExperimentRunning;
export type ExperimentRunning = { ok: false; reason: "experiment-running"; experiment: { id: string; name: string } };

/**
 * Publishes an entry's saved draft: the one place the desk publishes. Refused, changing nothing,
 * when the draft breaks a guard rail (decision 069) or a page that shows it cannot be rendered with
 * it, or while an experiment runs on the entry (decision 084); otherwise the pages are swapped in here and other instances follow (decision 066). In the
 * audit log.
 */
export async function publishEntry(
  ctx: Ctx,
  input: {
    id: string;
    note?: string;
    /** The experiment this publish concludes: the one publish allowed while it runs (decision 084). */
    concluding?: string;
  },
  who: Who,
): Promise<DeskPublishResult> {
  const running = await ctx.content?.experimentOn?.(input.id);
  if (running && running.id !== input.concluding)
    return { ok: false, reason: "experiment-running", experiment: running };
  const rails = await guardRailContext(ctx.storage, input.id);
  const before = await readPublished(ctx.storage, input.id);
  const request = {
    id: input.id,
    staffId: who.id,
    note: input.note,
    refuse: (type: ContentTypeName, data: unknown) => guardRails(type, data, rails).errors,
  };
  const live = ctx.content?.live;
  const result: PublishEntryResult = live
    ? await renderAndPublish(live, request)
    : await publishDraft(ctx.storage, request);
  if (result.ok)
    await ctx.audit.record({
      actor: who.id,
      ip: who.ip,
      action: "content.publish",
      target: { type: "content", id: input.id },
      details: { version: result.version, note: Boolean(input.note?.trim()) },
    });
  if (result.ok && before?.type === "article") {
    const from = (before.data as ArticleData).frontmatter.path as string;
    const after = (await readPublished(ctx.storage, input.id))?.data as ArticleData | undefined;
    const to = after?.frontmatter.path as string;
    if (from !== to)
      await ctx.audit.record({
        actor: who.id,
        ip: who.ip,
        action: "content.move",
        target: { type: "content", id: input.id },
        details: { from, to },
      });
  }
  return result;
}

/** The fields of a new article (decision 071): the rest of the entry starts from a template. */
export interface NewArticle {
  title: string;
  path: string;
  category: NonNullable<NonNullable<ArticleData["listing"]>["category"]>;
  summary: string;
  searchTitle: string;
  searchDescription: string;
  author: string;
  authorRole: string;
}

/** A new article's first draft: the member's words, a first paragraph to replace, and the usual closing call to action. */
export function newArticleData(input: NewArticle, today: string): ArticleData {
  return {
    frontmatter: {
      path: input.path as ArticleData["frontmatter"]["path"],
      headline: input.title,
      summary: input.summary,
      author: input.author,
      authorRole: input.authorRole,
      published: today,
      updated: today,
      related: [
        "/lead-generation-insights/sales-leads-buying-guide-australia",
        "/lead-generation-insights/get-more-leads",
      ],
    },
    body: [{ t: "p", c: [input.summary] }],
    closing: {
      title: "Talk to us about your next campaign",
      text: "Tell us who you want to reach and we will send a count and a quote within 24-48 hours.",
      primary: { to: "/contact", label: "Get a Quote" },
      phones: true,
    },
    listing: { title: input.searchTitle, description: input.searchDescription, category: input.category },
  };
}

/** Writes a new article as a draft (never published until published). In the audit log. */
export async function createArticleEntry(
  ctx: Pick<Ctx, "storage" | "audit">,
  input: NewArticle,
  who: Who,
  now = new Date(),
): Promise<CreateArticleResult> {
  const data = newArticleData(input, now.toISOString().slice(0, 10));
  const result = await createArticle(ctx.storage, { data, staffId: who.id, now });
  if (result.ok)
    await ctx.audit.record({
      actor: who.id,
      ip: who.ip,
      action: "content.create",
      target: { type: "content", id: result.id },
    });
  return result;
}

/**
 * Takes a published article down (decision 071): its address answers a 301 to the insights hub, it
 * leaves the hub, the archive and the sitemap on every instance, and its words stay as a draft to
 * publish again. In the audit log, and counted with the publishes.
 */
export async function takeDownEntry(ctx: Ctx, id: string, who: Who): Promise<TakeDownResult> {
  const result = await takeDownArticle(ctx.storage, { id, staffId: who.id, hub: ARTICLE_HUB });
  if (!result.ok) return result;
  await ctx.audit.record({
    actor: who.id,
    ip: who.ip,
    action: "content.take_down",
    target: { type: "content", id },
    details: { address: result.path, to: ARTICLE_HUB },
  });
  const live = ctx.content?.live;
  if (live) {
    live.metrics?.contentPublished();
    await showTakeDown(live, id);
  }
  return result;
}

export type RestoreResult = DeskSaveResult | { ok: false; reason: "unknown-version" };

/** Restores a published version as a new draft (over the current draft, if the editor's is the latest). In the audit log. */
export async function restoreVersion(
  ctx: Ctx,
  input: { id: string; version: number; draftRevision: number },
  who: Who,
): Promise<RestoreResult> {
  const [entry, data] = await Promise.all([
    readEntry(ctx.storage, input.id),
    readVersionData(ctx.storage, input.id, input.version),
  ]);
  if (!entry) return { ok: false, reason: "unknown-entry" };
  if (data === undefined) return { ok: false, reason: "unknown-version" };
  const result = await saveDraft(ctx.storage, {
    id: input.id,
    data,
    baseVersion: entry.publishedVersion,
    draftRevision: input.draftRevision,
    staffId: who.id,
  });
  if (!result.ok) return result.reason === "conflict" ? conflictOf(ctx, input.id) : result;
  await ctx.audit.record({
    actor: who.id,
    ip: who.ip,
    action: "content.restore",
    target: { type: "content", id: input.id },
    details: { version: input.version },
  });
  return result;
}

/** The data of two of an entry's versions (0: the current draft), for the diff. */
export async function versionsToCompare(
  ctx: Pick<Ctx, "storage">,
  id: string,
  from: number,
  to: number,
): Promise<{ from: unknown; to: unknown } | undefined> {
  const read = async (v: number) =>
    v === 0 ? (await readEntry(ctx.storage, id))?.draft : readVersionData(ctx.storage, id, v);
  const [a, b] = await Promise.all([read(from), read(to)]);
  return a === undefined || a === null || b === undefined || b === null ? undefined : { from: a, to: b };
}

export type { FieldErrors };

/** Schedules the entry's saved draft to be published at a Sydney date and time (decision 066). In the audit log. */
export async function scheduleEntry(
  ctx: Ctx,
  input: { id: string; date: string; time: string },
  who: Who,
  now?: Date,
): Promise<ScheduleResult | ExperimentRunning> {
  // Refused while an experiment runs on the entry, as publishing is (decision 084).
  const running = await ctx.content?.experimentOn?.(input.id);
  if (running) return { ok: false, reason: "experiment-running", experiment: running };
  const result = await schedulePublish(ctx.storage, { ...input, staffId: who.id, now });
  if (result.ok)
    await ctx.audit.record({
      actor: who.id,
      ip: who.ip,
      action: "content.schedule",
      target: { type: "content", id: input.id },
      details: { at: result.at },
    });
  return result;
}

/** Cancels the entry's scheduled publish; false when it had none. In the audit log. */
export async function cancelEntrySchedule(ctx: Ctx, id: string, who: Who): Promise<boolean> {
  const cancelled = await cancelSchedule(ctx.storage, id);
  if (cancelled)
    await ctx.audit.record({
      actor: who.id,
      ip: who.ip,
      action: "content.schedule_cancel",
      target: { type: "content", id },
    });
  return cancelled;
}

/**
 * A signed link (a path, /preview/<token>) that shows the entry's draft on its page to anyone holding
 * it until it expires: for a colleague without a desk account. In the audit log.
 */
export async function entryPreviewLink(
  ctx: Ctx,
  input: { id: string; path: string; now?: Date },
  who: Who,
): Promise<{ link: string; expires: string }> {
  const now = input.now ?? new Date();
  const link = await previewLink(ctx.storage, { id: input.id, path: input.path, now });
  // The link's own expiry (whole seconds).
  const expires = new Date(Math.floor((now.getTime() + PREVIEW_LINK_TTL_MS) / 1000) * 1000).toISOString();
  await ctx.audit.record({
    actor: who.id,
    ip: who.ip,
    action: "content.preview_link",
    target: { type: "content", id: input.id },
    details: { expires },
  });
  return { link, expires };
}
