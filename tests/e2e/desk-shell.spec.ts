// The staff desk's shell: served by the same server under /desk, rendered per request, never
// indexed or cached, its own CSP with a per-response nonce, state-changing requests only from
// its own origin, and none of its code or styles on public pages.
import { pages } from "#shared/site/pages.ts";
import { expect, expectNoAxeViolations, test } from "./helpers.ts";

const deskHeaders = (headers: Record<string, string>) => {
  expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
  expect(headers["cache-control"]).toBe("no-store");
};

test("/desk without a session goes to the sign-in page, and every desk answer is noindex and no-store", async ({
  request,
}) => {
  const home = await request.get("/desk", { maxRedirects: 0 });
  expect(home.status()).toBe(302);
  expect(home.headers().location).toBe("/desk/sign-in");
  deskHeaders(home.headers());

  const signIn = await request.get("/desk/sign-in");
  expect(signIn.status()).toBe(200);
  deskHeaders(signIn.headers());
  const html = await signIn.text();
  expect(html).toContain('<meta name="robots" content="noindex,nofollow"/>');

  const unknown = await request.get("/desk/no-such-screen");
  expect(unknown.status()).toBe(404);
  deskHeaders(unknown.headers());

  const asset = /href="(\/desk\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  const css = await request.get(asset as string);
  expect(css.status()).toBe(200);
  deskHeaders(css.headers());
});

test("desk pages carry a fresh CSP nonce on every inline script, and no unsafe-inline script", async ({ request }) => {
  const nonces = new Set<string>();
  for (let i = 0; i < 2; i++) {
    const response = await request.get("/desk/sign-in");
    const csp = response.headers()["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    nonces.add(nonce as string);
    const html = await response.text();
    const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1] ?? "");
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size).toBe(2);
});

test("a state-changing desk request from another origin, or with no Origin, is refused", async ({
  request,
  baseURL,
}) => {
  const foreign = await request.post("/desk/sign-in", {
    headers: { Origin: "https://evil.example" },
    form: { email: "a@example.com" },
    maxRedirects: 0,
  });
  expect(foreign.status()).toBe(403);
  deskHeaders(foreign.headers());
  const none = await request.fetch("/desk/sign-in", { method: "POST", form: { x: "1" }, maxRedirects: 0 });
  expect(none.status()).toBe(403);
  const own = await request.post("/desk/sign-in", {
    headers: { Origin: new URL(baseURL as string).origin },
    form: { x: "1" },
    maxRedirects: 0,
  });
  expect(own.status()).not.toBe(403);
});

test("robots.txt disallows /desk and the sitemap never lists it", async ({ request }) => {
  expect(await (await request.get("/robots.txt")).text()).toMatch(/^Disallow: \/desk$/m);
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/desk");
});

test("no public page references the desk's code or styles", async ({ request }) => {
  for (const p of [...pages.map((x) => x.path), "/no-such-page"]) {
    const html = await (await request.get(p)).text();
    expect(html, p).not.toContain("/desk/");
  }
});

test("the sign-in page has no accessibility violations @phone", async ({ page }) => {
  await page.goto("/desk/sign-in");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});
