// The desk's own rules that a linter cannot state (issue 22): every action reads its form through
// a declared intent (no hand-read FormData), and every link, redirect and form action inside the
// desk comes from its typed route list (React Router's href(), checked against #desk/screens.ts),
// never a hand-written path; the route list and routes.ts agree; every screen with a form answers
// one sent with no connection on the screen (lib/unreachable.ts).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import deskRoutes from "#desk/routes.ts";
import { isSignedInScreen, screens } from "#desk/screens.ts";

const root = resolve(import.meta.dirname, "../..");
const deskApp = join(root, "desk/app");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name.startsWith(".") || name.startsWith("+")) return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const rules: [RegExp, string][] = [
  [/\b(form|formData)\.get(All)?\(/, "reads FormData by hand (declare an intent: #desk/lib/intents.server.ts)"],
  [/\brequest\.formData\(/, "reads the request's form by hand (declare an intent)"],
  [/\bto=(\{\s*)?["'`]\//, "links to a hand-written path (use href() from react-router)"],
  [/\bredirect\(\s*["'`]\//, "redirects to a hand-written path (use href())"],
  [/\baction=(\{\s*)?["'`]\//, "posts to a hand-written path (use href())"],
  [/\bhref=(\{\s*)?["'`]\/desk/, "links to a hand-written /desk path (use withBasename(href()))"],
];

describe("desk routes", () => {
  it("reads no form by hand and writes no path by hand", () => {
    const found: string[] = [];
    for (const file of sources(deskApp)) {
      // The intents module is where the form is read, once, for every action.
      if (file.endsWith(join("lib", "intents.server.ts"))) continue;
      const lines = readFileSync(file, "utf8").split("\n");
      lines.forEach((line, i) => {
        for (const [pattern, why] of rules) {
          if (pattern.test(line)) found.push(`${relative(root, file)}:${i + 1} ${why}`);
        }
      });
    }
    expect(found).toEqual([]);
  });

  it("makes routes.ts from the route list, every screen once", () => {
    const paths: string[] = [];
    const walk = (entries: readonly { path?: string; index?: boolean; children?: unknown }[]) => {
      for (const e of entries) {
        if (e.index) paths.push("/");
        else if (e.path && e.path !== "*") paths.push(`/${e.path}`);
        if (Array.isArray(e.children)) walk(e.children);
      }
    };
    walk(deskRoutes);
    expect(paths.sort()).toEqual(screens.map((s) => s.path).sort());
  });

  it("answers a form sent with no connection on every screen with an action", () => {
    // Not screens: the passkey options are read by fetch() (their caller says what failed), and
    // sign-out is no page (its form is the shell's).
    const notScreens = ["passkey-options", "sign-out"];
    const missing: string[] = [];
    const routesDir = join(deskApp, "routes");
    for (const name of readdirSync(routesDir)) {
      const file = ["route.tsx", "route.ts"].map((f) => join(routesDir, name, f)).find((f) => existsSync(f));
      if (!file || notScreens.includes(name)) continue;
      const source = readFileSync(file, "utf8");
      if (!/export async function action\b/.test(source)) continue;
      if (!/export (const|async function) clientAction\b[\s\S]*answerWhenUnreachable\(/.test(source))
        missing.push(`${name}: clientAction with answerWhenUnreachable`);
      if (!/export const shouldRevalidate = revalidateUnlessUnreachable;/.test(source))
        missing.push(`${name}: shouldRevalidate`);
    }
    // The shell's data is read again after every screen's form too.
    if (
      !readFileSync(join(routesDir, "shell", "route.tsx"), "utf8").includes(
        "shouldRevalidate = revalidateUnlessUnreachable",
      )
    )
      missing.push("shell: shouldRevalidate");
    expect(missing).toEqual([]);
  });

  it("counts only signed-in pages as places to return to", () => {
    expect(isSignedInScreen("/inbox")).toBe(true);
    expect(isSignedInScreen("/cases/PR-2026-000001")).toBe(true);
    for (const path of ["/inbox.data", "/cases/PR-2026-000001.data", "/_root.data", "/inbox.csv", "/sign-in", "/x"]) {
      expect([path, isSignedInScreen(path)]).toEqual([path, false]);
    }
  });
});
