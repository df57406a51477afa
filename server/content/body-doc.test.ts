// The article body to and from the rich-text editor's document (decision 065): every shipped
// article comes back exactly (words merged), most of its blocks editable and its components kept
// intact; an edit changes only its block; a heading made in the editor gets an id; links keep
// their kind.
import { describe, expect, it } from "vitest";
import { bodyToDoc, type DocNode, docToBody, linkKindOf, sameBody } from "#shared/content/body-doc.ts";
import type { ArticleData, BodyNode } from "#shared/content/schemas/article.ts";
import type { PolicyData } from "#shared/content/schemas/policy.ts";
import { collectShipped } from "./shipped.server.ts";

const articles = collectShipped().filter((e) => e.type === "article");

describe("an article body in the rich-text editor", () => {
  it("gives back every shipped article exactly, its prose editable and its components kept", () => {
    expect(articles.length).toBeGreaterThanOrEqual(8);
    for (const article of articles) {
      const body = (article.data as ArticleData).body;
      const doc = bodyToDoc(body);
      expect(sameBody(body, docToBody(doc)), article.id).toBe(true);
      const kept = doc.content!.filter((n) => n.type === "keptBlock");
      const editable = doc.content!.length - kept.length;
      expect(editable, article.id).toBeGreaterThan(kept.length);
      for (const block of kept) {
        const node = block.attrs!.node as Exclude<BodyNode, string | number>;
        expect(["p", "h2", "h3"].includes(node.t), `${article.id}: ${JSON.stringify(node).slice(0, 80)}`).toBe(false);
      }
    }
  });

  it("changes only the edited block, and gives a heading made in the editor an id", () => {
    const body = (articles[0]!.data as ArticleData).body;
    const doc = structuredClone(bodyToDoc(body));
    const index = doc.content!.findIndex((n) => n.type === "paragraph");
    doc.content![index] = {
      type: "paragraph",
      content: [
        { type: "text", text: "Read " },
        {
          type: "text",
          text: "our guide",
          marks: [{ type: "link", attrs: { href: "/contact", kind: "page" } }, { type: "bold" }],
        },
        { type: "text", text: " or ", marks: [{ type: "italic" }] },
        {
          type: "text",
          text: "theirs",
          marks: [{ type: "link", attrs: { href: "https://example.com", kind: "external" } }],
        },
      ],
    };
    doc.content!.push({
      type: "heading",
      attrs: { level: 2, anchor: null },
      content: [{ type: "text", text: "Next Steps for {fact:brand.name}" }],
    });
    const after = docToBody(doc as DocNode);
    expect(after[index]).toEqual({
      t: "p",
      c: [
        "Read ",
        { t: "PageLink", p: { to: "/contact" }, c: [{ t: "strong", c: ["our guide"] }] },
        { t: "em", c: [" or "] },
        { t: "ExternalLink", p: { href: "https://example.com" }, c: ["theirs"] },
      ],
    });
    expect(after.at(-1)).toEqual({ t: "h2", p: { id: "next-steps-for" }, c: ["Next Steps for {fact:brand.name}"] });
    const others = (b: readonly BodyNode[]) => b.filter((_, i) => i !== index).slice(0, body.length - 1);
    expect(sameBody(others(after), others(body))).toBe(true);
  });
});

describe("a privacy policy's sections in the rich-text editor (decision 086)", () => {
  const policies = collectShipped().filter((e) => e.type === "policy");

  it("gives back every section exactly, every paragraph and sub-heading editable, mail and phone links included", () => {
    expect(policies.map((p) => p.id).sort()).toEqual(["/privacy-au", "/privacy-uk"]);
    for (const policy of policies) {
      for (const section of (policy.data as PolicyData).sections) {
        const doc = bodyToDoc(section.body);
        expect(sameBody(section.body, docToBody(doc)), `${policy.id}#${section.id}`).toBe(true);
        for (const block of doc.content!.filter((n) => n.type === "keptBlock")) {
          const node = block.attrs!.node as Exclude<BodyNode, string | number>;
          expect(["p", "h3"].includes(node.t), `${policy.id}#${section.id}: ${JSON.stringify(node)}`).toBe(false);
        }
      }
    }
  });

  it("makes a typed address on the page, email address or phone number a plain link, not a new tab", () => {
    expect(linkKindOf("#privacy-request")).toBe("plain");
    expect(linkKindOf("mailto:privacy@example.com")).toBe("plain");
    expect(linkKindOf("tel:+61299999999")).toBe("plain");
    expect(linkKindOf("https://example.com")).toBe("external");
    const doc: DocNode = {
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            { type: "text", text: "Email " },
            {
              type: "text",
              text: "{fact:privacyEmail}",
              marks: [{ type: "link", attrs: { href: "mailto:{fact:privacyEmail}", kind: "plain" } }],
            },
          ],
        },
      ],
    };
    expect(docToBody(doc)).toEqual([
      { t: "p", c: ["Email ", { t: "a", p: { href: "mailto:{fact:privacyEmail}" }, c: ["{fact:privacyEmail}"] }] },
    ]);
  });
});
