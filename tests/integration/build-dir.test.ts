// An absolute BUILD_DIR outside the project builds and serves (issue 22, item 4): the public
// site's prerender and the desk's server bundle import packages by name, which Node could not
// find from outside the project; the build folder now links to the project's packages
// (server/config/build-dir.server.ts). The whole `npm run build`, then the desk and a public page
// served from that folder.
import { execFileSync } from "node:child_process";
import { lstatSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadStaticSite } from "#server/http/static-site.server.ts";
import { startDesk } from "./desk-server.ts";
import { storageFixture } from "./harness.ts";

describe("a build in an absolute BUILD_DIR outside the project", () => {
  const dir = mkdtempSync(join(tmpdir(), "abs-build-"));
  const fixture = storageFixture("sqlite");
  afterAll(async () => {
    // The link to the project's packages is removed, not followed.
    rmSync(dir, { recursive: true, force: true });
  });

  it("builds (prerender included), and the server loads the desk and the pages from it", async () => {
    // As `npm run build` runs at a shell: without the test runner's NODE_ENV=test and VITEST variables.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => name !== "NODE_ENV" && !name.startsWith("VITEST")),
    );
    execFileSync("npm", ["run", "-s", "build"], {
      cwd: resolve(import.meta.dirname, "../.."),
      env: { ...env, BUILD_DIR: dir },
      stdio: "pipe",
      timeout: 240_000,
    });
    expect(lstatSync(join(dir, "node_modules")).isSymbolicLink()).toBe(true);
    const site = await loadStaticSite(join(dir, "client"));
    expect(site.page("/")).toBeDefined();
    const desk = await startDesk(fixture.target, fixture.storage, { env: { BUILD_DIR: dir } });
    try {
      const signIn = await fetch(`${desk.url}/desk/sign-in`);
      expect(signIn.status).toBe(200);
      expect(await signIn.text()).toContain("Sign in to the staff desk");
    } finally {
      await desk.close();
    }
  }, 300_000);
});
