// Finds the repository paths a Markdown document names, and whether each still exists
// (tests/lint/docs.test.ts). What counts as a repository path:
// - a token that starts with one of the repository's top-level folders followed by "/"
//   (`server/http/app.server.ts`, `docs/decisions/`, `.ci/run`): the folders are those at the root
//   that .gitignore does not ignore (so generated output such as `build/client` is not a path), plus
//   the folders the repository once had at its top (FORMER_ROOTS), whose paths are all gone.
//   Inside backticks any such token counts; in plain text only one that ends in "/" or has a file
//   extension (so prose such as "public/private" is not taken for a path);
// - the target of a Markdown link that is not a URL or an anchor (`[051](051-rows-as-jsonb-arrays.md)`),
//   relative to the document's folder.
// Not paths: names relative to a folder the sentence has named (`facts.ts`, `db/migrations/`),
// import aliases (`#server/…`), `./sibling.ts`, URLs, and top-level files (`package.json`), which
// cannot be told from any other file name.
// A path may be a pattern: `{a,b}` stands for each of a and b; in one segment `*` is any name part and
// `**` any number of folders; a segment with `<…>` (`app/routes/<url>/`) or NNN (a number, as in
// `server/db/migrations/NNN_name.ts`) stands for any name. A pattern exists when something matches it.
// A "#fragment" or ":line" after a path is not part of it.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";

/** Top-level folders the repository once had; everything once under them has moved. */
export const FORMER_ROOTS = ["lib"];

export interface Mention {
  /** 1-based line and 0-based column of the mention's start. */
  line: number;
  column: number;
  /** As written (a link's target without its fragment). */
  text: string;
  /** Relative to the repository's root, with no "./". */
  path: string;
  inNote: boolean;
}

export interface Note {
  line: number;
  column: number;
  kind: "moved" | "removed";
  text: string;
}

/** The repository's top-level folders that hold repository paths (see above). */
export function repositoryRoots(root: string): string[] {
  const ignored = new Set(
    readFileSync(join(root, ".gitignore"), "utf8")
      .split("\n")
      .map((l) => l.trim().replace(/^\//, "").replace(/\/$/, ""))
      .filter((l) => l && !l.startsWith("#") && !/[*?[]/.test(l)),
  );
  const current = readdirSync(root).filter(
    (name) => name !== ".git" && !ignored.has(name) && statSync(join(root, name)).isDirectory(),
  );
  return [...new Set([...current, ...FORMER_ROOTS])];
}

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const NOTE = /\((moved|removed)\b(?:[^()\n]|\n(?![ \t]*\n))*\)/g;
const LINK = /\]\(([^()\s]+)\)/g;

/** Where each line of a text starts (offsets), and the 1-based line and column of an offset. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return starts;
}

function position(starts: readonly number[], offset: number): { line: number; column: number } {
  let line = starts.length - 1;
  while (starts[line]! > offset) line--;
  return { line: line + 1, column: offset - starts[line]! };
}

/** The "(moved: …)" and "(removed …)" notes of a text, in order; a note may run over several lines. */
export function findNotes(text: string): (Note & { start: number; end: number })[] {
  const starts = lineStarts(text);
  return [...text.matchAll(NOTE)].map((m) => ({
    ...position(starts, m.index),
    kind: m[1] as Note["kind"],
    text: m[0].replace(/\s+/g, " "),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** The spans of a line inside backticks, as [start, end) pairs. */
function codeSpans(line: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const m of line.matchAll(/`[^`]*`/g)) spans.push([m.index, m.index + m[0].length]);
  return spans;
}

/** The repository paths a Markdown document at `file` (relative to the root) names, in order. */
export function findMentions(text: string, file: string, roots: readonly string[]): Mention[] {
  const token = new RegExp(
    `(?<![\\w./#@$~-])(?:${roots.map(literal).join("|")})/(?:[\\w./@+*<>-]|\\{[^}\\s]*\\})*`,
    "g",
  );
  const mentions: Mention[] = [];
  const starts = lineStarts(text);
  const notes = findNotes(text).map((n) => [n.start, n.end] as const);
  const inside = (at: number, list: readonly (readonly [number, number])[]) =>
    list.some(([start, end]) => at > start && at < end);
  text.split("\n").forEach((content, i) => {
    const spans = codeSpans(content);
    const inNote = (column: number) => inside(starts[i]! + column, notes);
    const found: Mention[] = [];
    for (const m of content.matchAll(token)) {
      const written = m[0].replace(/[.]+$/, "");
      const coded = inside(m.index, spans);
      if (!coded && !/(\/|\.\w+)$/.test(written)) continue;
      found.push({ line: i + 1, column: m.index, text: written, path: written, inNote: inNote(m.index) });
    }
    for (const m of content.matchAll(LINK)) {
      const target = m[1]!;
      if (/^[a-z][a-z+.-]*:/i.test(target) || target.startsWith("#")) continue;
      const bare = target.replace(/#.*$/, "");
      const path = normalize(join(dirname(file), bare)).replace(/\\/g, "/");
      if (path.startsWith("..")) continue;
      found.push({ line: i + 1, column: m.index, text: bare, path, inNote: inNote(m.index) });
    }
    mentions.push(...found.sort((a, b) => a.column - b.column));
  });
  return mentions;
}

/** `{a,b}` expanded: every path the pattern spells. */
function expandBraces(pattern: string): string[] {
  const m = /\{([^{}]*)\}/.exec(pattern);
  if (!m) return [pattern];
  const head = pattern.slice(0, m.index);
  const tail = pattern.slice(m.index + m[0].length);
  return m[1]!.split(",").flatMap((alt) => expandBraces(`${head}${alt}${tail}`));
}

function segmentMatcher(segment: string): ((name: string) => boolean) | undefined {
  if (/<[^>]*>/.test(segment) || /NNN/.test(segment)) return () => true;
  if (!segment.includes("*")) return undefined;
  const re = new RegExp(`^${segment.split("*").map(literal).join("[^/]*")}$`);
  return (name) => re.test(name);
}

function matches(dir: string, segments: string[]): boolean {
  if (segments.length === 0) return true;
  const [segment, ...rest] = segments as [string, ...string[]];
  if (segment === "") return rest.length === 0 ? isDirectory(dir) : matches(dir, rest); // a trailing or double "/"
  if (segment === "**") {
    if (matches(dir, rest)) return true;
    return children(dir).some((name) => isDirectory(join(dir, name)) && matches(join(dir, name), segments));
  }
  const matcher = segmentMatcher(segment);
  if (!matcher) {
    const next = join(dir, segment);
    if (!existsSync(next)) return false;
    return rest.length === 0 || (isDirectory(next) && matches(next, rest));
  }
  return children(dir).some((name) => matcher(name) && (rest.length === 0 || matches(join(dir, name), rest)));
}

function children(dir: string): string[] {
  return isDirectory(dir) ? readdirSync(dir) : [];
}

function isDirectory(path: string): boolean {
  return existsSync(path) && statSync(path).isDirectory();
}

/** Whether a repository path (or pattern, see above) names something that exists under `root`. */
export function pathExists(root: string, path: string): boolean {
  return expandBraces(path).every((one) => matches(root, one.split("/")));
}

/** The documents under a folder, by their path relative to the root. */
export function markdownFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (isDirectory(join(root, path))) return markdownFiles(root, path);
    return name.endsWith(".md") ? [path] : [];
  });
}

/** A decision record (docs/decisions/NNN-*.md): it keeps the paths of its time. */
export function isDecisionRecord(file: string): boolean {
  return /(^|\/)docs\/decisions\/\d{3}-[^/]+\.md$/.test(file);
}

/** The last line of the paragraph or list item that `line` (1-based) is in. */
function blockEnd(lines: readonly string[], line: number): number {
  let end = line;
  while (end < lines.length) {
    const next = lines[end]!;
    if (next.trim() === "" || /^\s*([-*+]|\d+\.)\s/.test(next)) break;
    end++;
  }
  return end;
}

/**
 * What is wrong with a document's paths, a line each ("file:line: …"). A living document may name
 * only paths that exist. A decision record keeps the paths of its time, but each one that no longer
 * exists is followed, in its paragraph or list item or on the next line, by a note saying where it
 * went or that it was removed: "(moved: `server/http/static-site.server.ts`)", "(removed: …)";
 * before another such path; the paths a note names exist.
 */
export function pathProblems(root: string, file: string, roots: readonly string[]): string[] {
  const text = readFileSync(join(root, file), "utf8");
  const mentions = findMentions(text, relative(root, join(root, file)), roots);
  const problems: string[] = [];
  const record = isDecisionRecord(file);
  const missing = mentions.filter((m) => !pathExists(root, m.path));
  for (const m of missing) {
    if (!record) problems.push(`${file}:${m.line}: \`${m.text}\` does not exist`);
    else if (m.inNote) problems.push(`${file}:${m.line}: the note names \`${m.text}\`, which does not exist`);
  }
  if (!record) return problems;
  const lines = text.split("\n");
  const notes = findNotes(text);
  const after = (a: { line: number; column: number }, b: { line: number; column: number }) =>
    a.line > b.line || (a.line === b.line && a.column > b.column);
  const gone = missing.filter((m) => !m.inNote);
  for (const [i, m] of gone.entries()) {
    const limit = Math.max(blockEnd(lines, m.line), m.line + 1);
    const note = notes.find((n) => after(n, m) && n.line <= limit);
    const nextGone = gone[i + 1];
    if (!note || (nextGone && after(note, nextGone))) {
      problems.push(
        `${file}:${m.line}: \`${m.text}\` does not exist: a decision record follows a path that is gone with "(moved: \`<where it is now>\`)" or "(removed: <why>)"`,
      );
    } else if (note.kind === "moved" && !/`[^`]+`/.test(note.text)) {
      problems.push(`${file}:${note.line}: "${note.text}" does not name where it moved (a backticked path)`);
    }
  }
  return problems;
}
