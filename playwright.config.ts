import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/support/chromium.mjs";
import { LOCAL_FILES } from "./e2e/support/mail";

// Another checkout may run its browser tests beside this one on its own port.
const PORT = Number(process.env.E2E_PORT) || 8790;
const PERSIST = ".wrangler/e2e-state";
const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } };
const SITE_CHANGING = /(data-upload|reviews)\.spec\.ts$/;

/**
 * Browser tests: Debian's Chromium against the production build served on workerd, with a
 * D1 database of their own (migrated and seeded fresh) so they never touch `npm start`'s data.
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Ceilings, not waits: every step waits for a state, and on a busy machine (two cores shared
  // with other test runs) a page can take several seconds to load, hydrate or answer.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "desktop", use: desktop, testIgnore: SITE_CHANGING },
    // Specs that change what every visitor sees (an uploaded article joins the insights and the
    // sitemap; a published review replaces the sample testimonials) run after the others, so
    // those pages' counts hold while they are checked.
    { name: "desktop-site-changes", use: desktop, testMatch: SITE_CHANGING, dependencies: ["desktop"] },
  ],
  outputDir: "test-results",
  webServer: {
    command: [
      `rm -rf ${PERSIST} ${LOCAL_FILES}`,
      `mkdir -p ${LOCAL_FILES}`,
      `wrangler d1 migrations apply DB --local --persist-to ${PERSIST}`,
      "tsx worker/db/seed/index.ts .wrangler/seed.sql",
      `wrangler d1 execute DB --local --persist-to ${PERSIST} --file .wrangler/seed.sql`,
      `vite preview --port ${PORT}`,
    ].join(" && "),
    // The local send_email binding writes each e-mail's text and attachments into the temporary
    // directory: a directory of the tests' own, where e2e/support/mail.ts reads what was sent.
    env: { PERSIST_DIR: PERSIST, WRANGLER_SEND_METRICS: "false", CI: "true", TMPDIR: LOCAL_FILES },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    // A ceiling: migrating and seeding a fresh database takes over two minutes when the machine's
    // two cores are shared with other checkouts' test runs.
    timeout: 300_000,
  },
});
