// Content entries in storage (issue 42 item 1, decision 060), on each engine: a fresh store seeded
// with the shipped content gives it back exactly; seeding again (a restart, a second instance) changes
// nothing; a draft is checked on save (field-level refusals, unknown fact placeholders, conflicts by
// base version) and published as the next version, every version kept.
import { describe, expect, it } from "vitest";
import {
  type PublishedEntry,
  publishDraft,
  readAllPublished,
  readEntry,
  readPublished,
  SHIPPED_NOTE,
  saveDraft,
  seedShipped,
} from "#server/content/content-store.server.ts";
import { collectShipped } from "#server/content/shipped.server.ts";
import { engines, storageFixture } from "./harness.ts";

const shipped = collectShipped();
const home = () =>
  structuredClone(shipped.find((e) => e.id === "/")!.data) as { hero: { title: string; intro: string } };
const facts = () => structuredClone(shipped.find((e) => e.id === "facts")!.data) as Record<string, unknown>;

for (const engine of engines) {
  describe(`content store on ${engine}`, () => {
    const env = storageFixture(engine);

    it("seeds the shipped content as version 1 and reads it back exactly, once", async () => {
      const seeded = await seedShipped(env.storage, shipped);
      expect(seeded.sort()).toEqual(shipped.map((e) => e.id).sort());
      const published = await readAllPublished(env.storage);
      // Each side in one order (the engines' collations order ids differently: SQLite by code point,
      // PostgreSQL by its locale).
      const byId = (a: unknown[], b: unknown[]) =>
        String(a[0]) < String(b[0]) ? -1 : String(a[0]) > String(b[0]) ? 1 : 0;
      expect(published.map((e) => [e.id, e.type, e.version, e.publishedBy, e.note]).sort(byId)).toEqual(
        shipped.map((e) => [e.id, e.type, 1, null, SHIPPED_NOTE]).sort(byId),
      );
      for (const entry of shipped) {
        const stored = published.find((p: PublishedEntry) => p.id === entry.id)!;
        // Through JSON, as the build and the storage both hold it (readonly tuples become arrays).
        expect(stored.data).toEqual(JSON.parse(JSON.stringify(entry.data)));
      }
      // A restart or a second instance: nothing seeded again, and two at once agree.
      const again = await Promise.all([seedShipped(env.storage, shipped), seedShipped(env.storage, shipped)]);
      expect(again).toEqual([[], []]);
      expect((await readPublished(env.storage, "/"))?.version).toBe(1);
    });

    it("refuses a draft that fails its schema, with messages by field, and one that quotes no fact", async () => {
      const bad = home() as unknown as Record<string, Record<string, unknown>>;
      bad.hero!.title = "";
      bad.hero!.cta = { label: "Go", to: "/no-such-page" };
      const refused = await saveDraft(env.storage, { id: "/", data: bad, baseVersion: 1, staffId: "staff-1" });
      expect(refused).toMatchObject({
        ok: false,
        reason: "invalid",
        fieldErrors: { "hero.title": expect.any(String), "hero.cta.to": "Not a page of this site" },
      });

      const unknownFact = home();
      unknownFact.hero.intro = "Over {fact:claims.leadsDeliverd} leads";
      expect(await saveDraft(env.storage, { id: "/", data: unknownFact, baseVersion: 1, staffId: "staff-1" })).toEqual({
        ok: false,
        reason: "invalid",
        fieldErrors: { "hero.intro": "{fact:claims.leadsDeliverd} names no fact" },
      });
      expect((await readEntry(env.storage, "/"))?.draft).toBeNull();
      expect(await saveDraft(env.storage, { id: "/nope", data: {}, baseVersion: 1, staffId: "s" })).toEqual({
        ok: false,
        reason: "unknown-entry",
      });
    });

    it("refuses facts that drop a fact a page quotes, or that quote a fact", async () => {
      const dropped = facts();
      const claims = { ...(dropped.claims as Record<string, unknown>) };
      delete claims.leadsDelivered;
      dropped.claims = claims;
      const result = await saveDraft(env.storage, { id: "facts", data: dropped, baseVersion: 1, staffId: "s" });
      expect(result).toEqual({
        ok: false,
        reason: "invalid",
        fieldErrors: { "claims.leadsDelivered": "/ quotes {fact:claims.leadsDelivered}" },
      });
      const quoting = facts();
      quoting.regionLabel = "Serving {fact:serviceArea.0}";
      expect(await saveDraft(env.storage, { id: "facts", data: quoting, baseVersion: 1, staffId: "s" })).toEqual({
        ok: false,
        reason: "invalid",
        fieldErrors: { regionLabel: "A fact cannot quote another fact" },
      });
    });

    it("publishes a draft as the next version, keeps every version, and refuses a draft of an older base", async () => {
      const draft = home();
      draft.hero.title = "Leads for Australian and New Zealand Businesses";
      const at = new Date("2026-11-28T01:00:00.000Z");
      expect(
        await saveDraft(env.storage, { id: "/", data: draft, baseVersion: 1, staffId: "staff-1", now: at }),
      ).toEqual({
        ok: true,
        draftRevision: 1,
        started: true,
      });
      expect(await readEntry(env.storage, "/")).toMatchObject({
        publishedVersion: 1,
        draftBaseVersion: 1,
        updatedBy: "staff-1",
        updatedAt: at.toISOString(),
        draft: { hero: { title: draft.hero.title } },
      });
      // Still the shipped version until published.
      expect((await readPublished(env.storage, "/"))?.data).toMatchObject({
        hero: { title: shipped.length > 0 ? home().hero.title : "" },
      });

      const published = await publishDraft(env.storage, { id: "/", staffId: "staff-2", note: "New headline", now: at });
      expect(published).toEqual({ ok: true, version: 2 });
      expect(await readPublished(env.storage, "/")).toMatchObject({
        version: 2,
        publishedBy: "staff-2",
        note: "New headline",
        publishedAt: at.toISOString(),
        data: { hero: { title: draft.hero.title } },
      });
      expect(await readEntry(env.storage, "/")).toMatchObject({
        publishedVersion: 2,
        draft: null,
        draftBaseVersion: null,
      });
      expect(await publishDraft(env.storage, { id: "/", staffId: "staff-2" })).toEqual({
        ok: false,
        reason: "no-draft",
      });

      // Someone who opened version 1 saves after version 2 was published: refused, nothing overwritten.
      const stale = home();
      stale.hero.title = "A stale edit of version one";
      expect(await saveDraft(env.storage, { id: "/", data: stale, baseVersion: 1, staffId: "staff-3" })).toEqual({
        ok: false,
        reason: "conflict",
        publishedVersion: 2,
        draftRevision: 2,
      });
      expect((await readPublished(env.storage, "/"))?.data).toMatchObject({ hero: { title: draft.hero.title } });
    });
  });
}
