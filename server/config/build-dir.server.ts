// Where the build goes (BUILD_DIR, default "build" in the project), for the build configs. A
// build outside the project (an absolute BUILD_DIR such as /srv/site-build) holds server bundles
// that import packages (react, react-router …) by name; Node finds packages by walking up from
// the importing file, so from outside the project it finds none: the prerender failed, and the
// server could not load the desk. The build folder then gets a `node_modules` link to the
// project's, so those imports resolve to the very same packages the server uses (issue 22).
import { existsSync, lstatSync, mkdirSync, readlinkSync, symlinkSync } from "node:fs";
import { isAbsolute, join, relative, resolve } from "node:path";

const project = resolve(import.meta.dirname, "..", "..");

/** The build folder, absolute; outside the project it is made and linked to the project's packages. */
export function buildDirectory(env: NodeJS.ProcessEnv = process.env): string {
  const dir = resolve(project, env.BUILD_DIR ?? "build");
  const inside = !relative(project, dir).startsWith("..") && !isAbsolute(relative(project, dir));
  if (!inside) linkPackages(dir);
  return dir;
}

function linkPackages(dir: string): void {
  const link = join(dir, "node_modules");
  const target = join(project, "node_modules");
  mkdirSync(dir, { recursive: true });
  if (existsSync(link) || isLink(link)) {
    if (isLink(link) && readlinkSync(link) === target) return;
    if (!isLink(link)) return; // a real node_modules someone put there: theirs to keep
  }
  symlinkSync(target, link, "dir");
}

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}
