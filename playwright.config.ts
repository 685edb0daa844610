import { execFileSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * Browser tests run against the production build served as the host serves it (scripts/host/serve.mjs:
 * public/ with the adapter's headers and redirects, and its functions) on a free port, in the system Chromium. `npm test` (scripts/test.sh) sets CHROMIUM_PATH and TEST_PORT;
 * `npm run test:browser` alone works too and picks a port itself.
 */

const ci = Boolean(process.env.CI);

// The config is evaluated again in every worker process. Choosing the port once and storing it in
// the environment, which workers inherit, keeps the server and every worker on the same address.
if (!process.env.TEST_PORT) {
  process.env.TEST_PORT = execFileSync(process.execPath, [path.join(__dirname, "scripts", "free-port.mjs")], {
    encoding: "utf8",
  }).trim();
}
const port = Number(process.env.TEST_PORT);
if (!Number.isInteger(port) || port <= 0 || port === 9000) {
  throw new Error(`TEST_PORT must be a free TCP port other than 9000 (npm start's); got "${process.env.TEST_PORT}".`);
}
const baseURL = `http://127.0.0.1:${port}`;

const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

// Specs that need a phone set `test.use({ viewport: { width: 375, height: 812 } })`.
const browser = {
  ...devices["Desktop Chrome"],
  viewport: { width: 1280, height: 800 },
  launchOptions: {
    // Never let Playwright download a browser: the system Chromium is the one under test.
    executablePath: chromiumPath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-quic",
      "--no-first-run",
    ],
  },
};

export default defineConfig({
  testDir: "__tests__/browser",
  outputDir: "test-results",
  fullyParallel: true,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  // Two cores: one worker per core; the server shares them, so more would only add contention.
  workers: 2,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  // A hung run must not eat a CI job's whole allowance (90 minutes, of which install and build take
  // about 10): the suite takes a third of this on a quiet 2-core machine.
  globalTimeout: ci ? 60 * 60_000 : undefined,
  // `list` ends with the passed/failed/flaky counts and the run time.
  reporter: [["list", { printSteps: false }]],
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    locale: "en-GB",
    timezoneId: "Asia/Hong_Kong",
    // The site's own requests are all a test should depend on; a service worker could bypass routing.
    serviceWorkers: "block",
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    // Recording a trace for every test cost a fifth of the suite's time; a failing test is run
    // again with the trace on (CI retries once; locally, `--retries=1` or `--trace=on`).
    trace: "on-first-retry",
    screenshot: "only-on-failure",
  },
  // Three projects, so a change can be checked where it lands (`--project=live`): the trader's pages,
  // the whole-site integrity scan of every built page, and the demo area's behaviour.
  projects: [
    { name: "live", testIgnore: [/litho-.*\.spec\.ts$/, /integrity\.spec\.ts$/], use: browser },
    {
      name: "integrity",
      testMatch: /integrity\.spec\.ts$/,
      // The page scan shares one context per worker to keep the HTTP cache, so it cannot block third
      // parties by routing (which turns the cache off): their host names resolve to nothing instead.
      use: {
        ...browser,
        launchOptions: {
          ...browser.launchOptions,
          args: [...browser.launchOptions.args, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"],
        },
      },
    },
    { name: "demo", testMatch: /litho-.*\.spec\.ts$/, use: browser },
  ],
  webServer: {
    // The production site as the host serves it: its headers (the security policy included), redirects and functions.
    command: `node scripts/host/serve.mjs --port ${port} --host 127.0.0.1`,
    url: `${baseURL}/`,
    env: {
      GATSBY_TELEMETRY_DISABLED: "1",
      // Forms post to the real endpoints: no SMTP (empty, so a developer's own SMTP_URL cannot leak
      // in), messages go to a scratch outbox that specs read through TEST_OUTBOX_DIR, and the rate
      // limit leaves room for every spec's posts from 127.0.0.1. Derived from the port, so workers
      // that evaluate this file again arrive at the same folder.
      SMTP_URL: "",
      OUTBOX_DIR: (process.env.TEST_OUTBOX_DIR ??= path.join(os.tmpdir(), `harbour-gold-test-outbox-${port}`)),
      RATE_LIMIT_MAX: "1000",
    },
    // Locally, point TEST_PORT at a server you already run to skip the start-up; CI always starts its own.
    reuseExistingServer: !ci,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
