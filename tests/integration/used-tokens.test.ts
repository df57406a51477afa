// Single-use tokens past January 2038: their expiry in seconds since 1970 no longer fits in four
// bytes (migration 080 widened the PostgreSQL column), and one is still accepted once, refused
// after, and pruned when it expires.
import { describe, expect, it } from "vitest";
import { consumeToken, pruneUsedTokens } from "#server/db/used-tokens.server.ts";
import { engines, storageFixture } from "./harness.ts";

for (const engine of engines) {
  describe(`used tokens on ${engine}`, () => {
    const fixture = storageFixture(engine);

    it("records a token that expires after 19 January 2038 once, and prunes it after", async () => {
      const expires = Date.parse("2040-02-29T12:00:00Z");
      expect(await consumeToken(fixture.storage.db, fixture.storage.dialect, "c:after-2038", expires)).toBe(true);
      expect(await consumeToken(fixture.storage.db, fixture.storage.dialect, "c:after-2038", expires)).toBe(false);
      await pruneUsedTokens(fixture.storage.db, expires - 60_000);
      expect(await consumeToken(fixture.storage.db, fixture.storage.dialect, "c:after-2038", expires)).toBe(false);
      await pruneUsedTokens(fixture.storage.db, expires + 120_000);
      expect(await consumeToken(fixture.storage.db, fixture.storage.dialect, "c:after-2038", expires)).toBe(true);
    });
  });
}
