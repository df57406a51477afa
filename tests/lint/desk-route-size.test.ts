// Route modules a newcomer can read (issue 41): no module under desk/app/routes is over 250 lines.
// A screen that grows splits into its route (loader and page), its forms (forms.ts), its intents
// (intents.server.ts) and its components, in the route's own folder.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { expect, it } from "vitest";

const MAX_LINES = 250;
const root = resolve(import.meta.dirname, "../..");
const routes = join(root, "desk/app/routes");

it(`keeps every module under desk/app/routes within ${MAX_LINES} lines`, () => {
  const modules = readdirSync(routes, { recursive: true, encoding: "utf8" }).filter(
    (path) => /\.tsx?$/.test(path) && !path.split(/[\\/]/).some((part) => part.startsWith("+")),
  );
  expect(modules.length).toBeGreaterThan(20);
  const long = modules
    .map((path) => ({
      path: relative(root, join(routes, path)),
      lines: readFileSync(join(routes, path), "utf8").split("\n").length - 1,
    }))
    .filter(({ lines }) => lines > MAX_LINES)
    .map(({ path, lines }) => `${path}: ${lines} lines`);
  expect(long).toEqual([]);
});
