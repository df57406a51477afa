// Finds a Chromium for the browser tests and Lighthouse: Playwright's own
// download if present, else the system one. Test tools cannot download
// browsers on these machines, so say exactly what to install when none is found.
import { existsSync } from "node:fs";
import { chromium } from "playwright-core";

const systemCandidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // playwright has no browser of its own here
  }
  const system = systemCandidates.find((p) => existsSync(p));
  if (system) return system;
  throw new Error(
    "No Chromium found for the browser tests. Install one: `apt-get install -y chromium` (Debian), or set CHROMIUM_PATH.",
  );
}

/**
 * The Chromium the tests drive (decision 104): Debian's headless shell (`chromium-headless-shell`, the
 * old headless mode, which Playwright itself uses for headless tests) when installed, else the full
 * browser. The same Blink; it skips the full browser's windowing and drawing of frames, which took a
 * third of the browser tests' CPU on this 2-core machine. Lighthouse and the main-thread traces keep
 * the full browser (findChromium): they measure how a real one renders.
 */
export function findTestChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return headlessShells.find((p) => existsSync(p)) ?? findChromium();
}

// The binary first: Debian's /usr/bin entry is a shell script that runs it as a child.
const headlessShells = ["/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium-headless-shell"];

/** Flags that keep headless Chromium quiet and offline on these machines. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
