/*
 * Browser tests against the production build served by the real server.
 *
 * `npm test` builds first, then runs this. To run one spec against your own build:
 *   BUILD_DIR=/tmp/build-x npx react-router build && BUILD_DIR=/tmp/build-x npm exec -- node scripts/postbuild.ts
 *   BUILD_DIR=/tmp/build-x E2E_PORT=4321 npx playwright test tests/e2e/home.spec.ts
 * The config starts the server itself (fresh SQLite database in a temp DATA_DIR, exported as E2E_DATA_DIR).
 * Set E2E_BASE_URL to test a server you started yourself instead.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_NOTIFY_TO, E2E_PRIVACY_OFFICER } from "#tests/e2e/mail.ts";
import { chromiumArgs, findTestChromium } from "#tests/support/browser.ts";

const port = Number(process.env.E2E_PORT ?? 4317);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "e2e-data-"));
// Mail the server sends (notifications, acknowledgements, invitations) reaches a real SMTP server on
// loopback that writes each message into E2E_MAIL_DIR (tests/support/smtp-sink.ts, tests/e2e/mail.ts).
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 1);
process.env.E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), "e2e-mail-"));
// The content desk's specs publish: the pages they change are re-rendered and served (decision 066),
// so they run against a server and database of their own, and the other specs keep the shipped words.
const contentPort = Number(process.env.E2E_CONTENT_PORT ?? port + 2);
const contentURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${contentPort}`;
process.env.E2E_CONTENT_DATA_DIR ??= process.env.E2E_BASE_URL
  ? process.env.E2E_DATA_DIR
  : mkdtempSync(join(tmpdir(), "e2e-content-data-"));
const contentSpecs = /(desk-content[^/]*|experiments)\.spec\.ts$/;

const launchOptions = { executablePath: findTestChromium(), args: chromiumArgs };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three on this 2-core machine, as in CI (decision 104): the tests wait on timers, the network and
  // the server for part of their time; with the headless shell, two left a third of the CPU idle
  // (three: 173 s against 207 s for forms, desk-day and home). `--workers=1` runs one at a time.
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["github"]] : "list",
  use: {
    baseURL,
    locale: "en-AU",
    timezoneId: "Australia/Sydney",
    // Recording a trace costs every test its snapshots and screenshots; in CI a failed test is
    // retried once with a trace, which is the one worth reading. Locally (no retries) keep failures'.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions,
  },
  projects: [
    {
      name: "desktop",
      testIgnore: contentSpecs,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 }, launchOptions },
    },
    {
      name: "phone",
      testIgnore: contentSpecs,
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions },
      // Phone runs what differs by width: layout, menus and accessibility.
      grep: /@phone|axe/,
    },
    {
      name: "content-desktop",
      testMatch: contentSpecs,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1366, height: 900 },
        launchOptions,
        baseURL: contentURL,
      },
    },
    {
      name: "content-phone",
      testMatch: contentSpecs,
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, launchOptions, baseURL: contentURL },
      grep: /@phone|axe/,
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        {
          command: "node tests/support/smtp-sink.ts",
          port: smtpPort,
          reuseExistingServer: false,
          timeout: 30_000,
          env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_DIR: process.env.E2E_MAIL_DIR },
        },
        {
          command: "node server/main.ts",
          url: `${baseURL}/healthz`,
          reuseExistingServer: false,
          timeout: 60_000,
          env: {
            PORT: String(port),
            HOST: "127.0.0.1",
            DATA_DIR: process.env.E2E_DATA_DIR,
            BUILD_DIR: process.env.BUILD_DIR ?? "build",
            LOG_LEVEL: "warn",
            RATE_LIMIT_PER_HOUR: process.env.RATE_LIMIT_PER_HOUR ?? "1000",
            SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
            PUBLIC_URL: baseURL,
            NOTIFY_TO: E2E_NOTIFY_TO,
            PRIVACY_OFFICER_EMAIL: E2E_PRIVACY_OFFICER,
            // Today's analytics a second old at most (60 in production), so a test sees what it just did.
            ANALYTICS_LIVE_SECONDS: "1",
          },
        },
        {
          command: "node server/main.ts",
          url: `${contentURL}/healthz`,
          reuseExistingServer: false,
          timeout: 60_000,
          env: {
            PORT: String(contentPort),
            HOST: "127.0.0.1",
            DATA_DIR: process.env.E2E_CONTENT_DATA_DIR,
            BUILD_DIR: process.env.BUILD_DIR ?? "build",
            LOG_LEVEL: "warn",
            RATE_LIMIT_PER_HOUR: process.env.RATE_LIMIT_PER_HOUR ?? "1000",
            SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
            PUBLIC_URL: contentURL,
            NOTIFY_TO: E2E_NOTIFY_TO,
            PRIVACY_OFFICER_EMAIL: E2E_PRIVACY_OFFICER,
            // Today's analytics a second old at most (60 in production), so a test sees what it just did.
            ANALYTICS_LIVE_SECONDS: "1",
          },
        },
      ],
});
