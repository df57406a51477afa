import { describe, expect, it } from "vitest";
import { articleFrontmatterSchema, defineArticle } from "./article-schema.ts";

const valid = {
  path: "/lead-generation-insights/get-more-leads",
  headline: "How to get more leads",
  summary: "A summary that is long enough to pass the minimum length check.",
  author: "Michael Harris",
  authorRole: "Managing Director",
  published: "2024-01-01",
  updated: "2025-06-01",
  related: ["/contact", "/lead-generation"],
} as const;

describe("article frontmatter", () => {
  it("accepts a valid article", () => {
    expect(defineArticle({ ...valid, related: [...valid.related] }, []).frontmatter.path).toBe(valid.path);
  });

  it("rejects a bad date, an unknown related page and too few related pages", () => {
    const schema = articleFrontmatterSchema();
    expect(schema.safeParse({ ...valid, published: "1 Jan 2024" }).success).toBe(false);
    expect(schema.safeParse({ ...valid, related: ["/contact", "/no-such-page"] }).success).toBe(false);
    expect(schema.safeParse({ ...valid, related: ["/contact"] }).success).toBe(false);
  });

  it("validates when an article module is defined (prerender and tests)", () => {
    expect(() => defineArticle({ ...valid, related: [...valid.related], published: "yesterday" }, [])).toThrow();
  });
});
