import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { PRIVACY_RECEIPT_SCRIPT, privacyReceiptOf } from "#shared/site/thank-you-mode.ts";
import { formatReference, REFERENCE_PATTERN } from "./reference.ts";

const root = resolve(import.meta.dirname, "../..");

/** The application's source files: tests and shipped (frozen) migrations aside. */
function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name.startsWith(".") || path === join("server", "db", "migrations") ? [] : sources(path);
    }
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the privacy case reference", () => {
  it("is made and checked by one pattern", () => {
    expect(formatReference(2026, 123)).toBe("PR-2026-000123");
    expect(REFERENCE_PATTERN.test(formatReference(2026, 123))).toBe(true);
    for (const wrong of ["PR-2026-123", "pr-2026-000123", "PR-2026-000123 ", "XPR-2026-000123"]) {
      expect(REFERENCE_PATTERN.test(wrong), wrong).toBe(false);
    }
  });

  it("is the pattern the form's receipt and the thank-you page's script check", () => {
    expect(privacyReceiptOf({ reference: formatReference(2026, 7), dueDate: "2026-12-24" })).toEqual({
      reference: "PR-2026-000007",
      dueDate: "2026-12-24",
    });
    expect(privacyReceiptOf({ reference: "PR-26-7", dueDate: "2026-12-24" })).toBeUndefined();
    expect(PRIVACY_RECEIPT_SCRIPT).toContain(`!${REFERENCE_PATTERN}.test(r.reference)`);
  });

  it("is written nowhere else in the application's code", () => {
    const copies = ["app", "desk", "server", "shared"]
      .flatMap(sources)
      .filter((file) => file !== join("shared", "privacy", "reference.ts"))
      .filter((file) => /PR-(\\\\?d|\[0-9\])\{4\}/.test(readFileSync(join(root, file), "utf8")));
    expect(copies.map((file) => relative(root, join(root, file)))).toEqual([]);
  });
});
