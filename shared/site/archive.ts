// The site archive, derived entirely from the page registry: one nested tree
// per archive section, page counts and statistics. Pure data, no React, so the
// unit tests and the browser tests can compute the same numbers.
import { siteFacts } from "#shared/content/site-facts.ts";
import { type ArchiveSection, archivePages, type PageEntry, type PagePath, type RegistryPage } from "./pages.ts";

export const archiveSections: readonly { id: ArchiveSection; title: string }[] = [
  { id: "main", title: "Main Pages" },
  { id: "solutions", title: "Solutions/Services" },
  { id: "legal", title: "Legal/Privacy" },
  { id: "other", title: "Other" },
];

/** A node of the archive tree; its path is a registry page when built from the registry. */
export interface ArchiveNode<P extends string = PagePath> {
  path: P;
  title: string;
  description: string;
  /** 0 for a section's top-level pages, 1 for their children, 2 for grandchildren… */
  level: number;
  children: ArchiveNode<P>[];
}

export interface ArchiveSectionTree<P extends string = PagePath> {
  id: ArchiveSection;
  title: string;
  nodes: ArchiveNode<P>[];
  /** Every page of the section: each top-level page plus its children and grandchildren. */
  count: number;
}

export interface ArchiveStats {
  totalPages: number;
  /** Pages of kind "article". */
  insightsAndGuides: number;
  /** Pages of kind "service". */
  solutionsAndServices: number;
}

/** A page's title without the brand suffix ("… | Leadwise Australia"), the brand as published. */
export function archiveTitle(entry: Pick<RegistryPage, "title">): string {
  const suffix = ` | ${siteFacts().brand.name}`;
  return entry.title.endsWith(suffix) ? entry.title.slice(0, -suffix.length) : entry.title;
}

/** Number of nodes in a forest, counting every descendant. */
export function countNodes(nodes: readonly ArchiveNode<string>[]): number {
  return nodes.reduce((sum, n) => sum + 1 + countNodes(n.children), 0);
}

/**
 * One section's tree. A page is top level when its parent is not in the same
 * section (e.g. /our-solutions, whose parent is home), so every page appears
 * exactly once across all sections.
 */
/** An entry to place in the tree: a registry page, or (in tests) any entry of the same shape. */
type Placeable<P extends string> = Omit<PageEntry, "path"> & { path: P };

export function buildSectionTree<P extends string>(
  section: ArchiveSection,
  list: readonly Placeable<P>[],
): ArchiveNode<P>[] {
  const inSection = list.filter((p) => p.section === section);
  const paths = new Set<string>(inSection.map((p) => p.path));
  const build = (entry: Placeable<P>, level: number, seen: ReadonlySet<string>): ArchiveNode<P> => {
    const trail = new Set(seen).add(entry.path);
    return {
      path: entry.path,
      title: archiveTitle(entry),
      description: entry.description,
      level,
      children: inSection
        .filter((c) => c.parent === entry.path && !trail.has(c.path))
        .map((c) => build(c, level + 1, trail)),
    };
  };
  return inSection.filter((p) => !p.parent || !paths.has(p.parent)).map((p) => build(p, 0, new Set()));
}

export function buildArchive(): ArchiveSectionTree[];
export function buildArchive<P extends string>(list: readonly Placeable<P>[]): ArchiveSectionTree<P>[];
export function buildArchive(list: readonly Placeable<string>[] = archivePages()): ArchiveSectionTree<string>[] {
  return archiveSections.map(({ id, title }) => {
    const nodes = buildSectionTree(id, list);
    return { id, title, nodes, count: countNodes(nodes) };
  });
}

export function archiveStats(list: readonly Omit<PageEntry, "path">[] = archivePages()): ArchiveStats {
  return {
    totalPages: list.length,
    insightsAndGuides: list.filter((p) => p.kind === "article").length,
    solutionsAndServices: list.filter((p) => p.kind === "service").length,
  };
}
