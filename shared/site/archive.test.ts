import { describe, expect, it } from "vitest";
import { type ArchiveNode, archiveStats, archiveTitle, buildArchive, buildSectionTree, countNodes } from "./archive.ts";
import { archivePages, type PageEntry, pages } from "./pages.ts";

const flatten = (nodes: readonly ArchiveNode[]): ArchiveNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

describe("archive built from the page registry", () => {
  const archive = buildArchive();
  const listed = archivePages();

  it("has the four sections in the specification's order", () => {
    expect(archive.map((s) => s.title)).toEqual(["Main Pages", "Solutions/Services", "Legal/Privacy", "Other"]);
  });

  it("lists every archive page exactly once", () => {
    const paths = archive.flatMap((s) => flatten(s.nodes).map((n) => n.path));
    expect(paths.sort()).toEqual(listed.map((p) => p.path).sort());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("leaves out noindex pages and aliases", () => {
    const paths = new Set<string>(archive.flatMap((s) => flatten(s.nodes).map((n) => n.path)));
    for (const p of pages as readonly PageEntry[]) {
      if (p.noindex || p.canonicalPath) expect(paths.has(p.path)).toBe(false);
    }
    expect(paths.has("/thank-you")).toBe(false);
    expect(paths.has("/data-analytics")).toBe(false);
  });

  it("counts each section's pages with their children and grandchildren", () => {
    for (const section of archive) {
      const inSection = listed.filter((p) => p.section === section.id);
      expect(section.count).toBe(inSection.length);
      const byLevel = (level: number) => flatten(section.nodes).filter((n) => n.level === level).length;
      expect(section.count).toBe(byLevel(0) + byLevel(1) + byLevel(2) + byLevel(3));
    }
    expect(archive.reduce((sum, s) => sum + s.count, 0)).toBe(listed.length);
  });

  it("nests children under their registry parent with increasing level", () => {
    for (const section of archive) {
      for (const node of flatten(section.nodes)) {
        for (const child of node.children) {
          expect(child.level).toBe(node.level + 1);
          expect(listed.find((p) => p.path === child.path)?.parent).toBe(node.path);
        }
      }
    }
    const legal = archive.find((s) => s.id === "legal");
    expect(legal?.nodes.map((n) => n.path)).toEqual(["/privacy"]);
    expect(legal?.nodes[0]?.children.map((n) => n.path)).toEqual(["/privacy-au", "/privacy-uk"]);
  });

  it("derives the statistics from page kinds", () => {
    const stats = archiveStats();
    expect(stats.totalPages).toBe(listed.length);
    expect(stats.insightsAndGuides).toBe(listed.filter((p) => p.kind === "article").length);
    expect(stats.solutionsAndServices).toBe(listed.filter((p) => p.kind === "service").length);
    expect(stats.insightsAndGuides).toBeGreaterThan(0);
    expect(stats.solutionsAndServices).toBeGreaterThan(0);
  });

  it("strips the brand suffix from titles", () => {
    expect(archiveTitle({ title: "Lead Generation & Data Services Australia | Leadwise Australia" })).toBe(
      "Lead Generation & Data Services Australia",
    );
    expect(archiveTitle({ title: "Contact Us" })).toBe("Contact Us");
  });
});

describe("tree building on a synthetic registry", () => {
  const entry = (path: string, parent: string | undefined, section: PageEntry["section"]): PageEntry => ({
    path,
    parent,
    section,
    file: "routes/x.tsx",
    title: path,
    description: `About ${path}`,
    label: path,
    kind: "page",
  });

  it("counts grandchildren and treats a parent from another section as top level", () => {
    const list = [
      entry("/", undefined, "main"),
      entry("/hub", "/", "other"),
      entry("/hub/a", "/hub", "other"),
      entry("/hub/a/1", "/hub/a", "other"),
      entry("/hub/a/2", "/hub/a", "other"),
      entry("/hub/b", "/hub", "other"),
    ];
    const tree = buildSectionTree("other", list);
    expect(tree.map((n) => n.path)).toEqual(["/hub"]);
    expect(countNodes(tree)).toBe(5);
    expect(tree[0]?.children[0]?.children.map((n) => [n.path, n.level])).toEqual([
      ["/hub/a/1", 2],
      ["/hub/a/2", 2],
    ]);
    expect(buildArchive(list).map((s) => s.count)).toEqual([1, 0, 0, 5]);
  });

  it("survives a parent cycle", () => {
    const list = [entry("/a", "/b", "main"), entry("/b", "/a", "main")];
    expect(() => buildSectionTree("main", list)).not.toThrow();
  });
});
