// Which folders of a tree import which, type imports and dynamic imports included, read with a
// real parser (oxc-parser), and the cycles among them: the server's folders are concerns, and a
// concern that imports one that imports it back is two concerns tangled (issue 21). Biome refuses
// cycles between files; this looks one level up. Strongly connected components by Tarjan.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parseSync } from "oxc-parser";

export type FolderGraph = Map<string, Map<string, string[]>>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * For each folder directly under `root/<tree>` (files at its top are the folder "(top)"): the
 * folders it imports, each with the files that do. `alias` is the tree's import prefix ("#server/").
 */
export function folderGraph(root: string, tree: string, alias: string): FolderGraph {
  const graph: FolderGraph = new Map();
  const folderOf = (path: string) => (path.includes("/") ? (path.split("/")[0] as string) : "(top)");
  for (const file of sourceFiles(join(root, tree))) {
    const from = folderOf(relative(join(root, tree), file));
    const source = readFileSync(file, "utf8");
    const { module } = parseSync(file, source);
    const specifiers = [
      ...module.staticImports.map((i) => i.moduleRequest.value),
      ...module.staticExports.flatMap((e) =>
        e.entries.flatMap((x) => (x.moduleRequest ? [x.moduleRequest.value] : [])),
      ),
      ...module.dynamicImports.map((d) =>
        source.slice(d.moduleRequest.start, d.moduleRequest.end).replace(/^["'`]|["'`]$/g, ""),
      ),
    ];
    const edges = graph.get(from) ?? new Map<string, string[]>();
    graph.set(from, edges);
    for (const specifier of specifiers) {
      if (!specifier.startsWith(alias)) continue;
      const to = folderOf(specifier.slice(alias.length));
      if (to === from) continue;
      edges.set(to, [...(edges.get(to) ?? []), relative(root, file)]);
    }
  }
  return graph;
}

/** The groups of two or more folders that reach each other. */
export function folderCycles(graph: FolderGraph): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (v: string) => {
    indexOf.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!indexOf.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indexOf.get(w)!));
    }
    if (low.get(v) === indexOf.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!indexOf.has(v)) visit(v);
  return groups;
}
