import os from "node:os";
import { defineConfig, devices } from "@playwright/test";

// The browser tests drive the built app on a real server with its own embedded database and
// outbox, in Debian's Chromium (no browser download).
const PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_URL = `http://127.0.0.1:${PORT}`;
// Outside test-results/, which Playwright empties when a run starts.
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? ".e2e-data/default";

// Specs that act on every company at once (the super-administrator's counters over all of them,
// the deadline sweep of every company) run after the rest, alone: a spec running beside them
// would change their figures or receive their alerts.
const OVER_EVERY_COMPANY = ["admin-painel.spec.ts", "alertas.spec.ts"];

// Debian's headless shell is Chromium's Blink without the full browser's windowing and GPU
// process: the suite's CPU went down by about a third with it (decision 051). It has no PDF
// viewer, so a PDF opened in a new tab becomes a download there: the specs that open one run in
// the full browser.
const HEADLESS_SHELL = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
const FULL_BROWSER = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const OPEN_A_PDF_IN_A_TAB = ["condicionantes-anexos.spec.ts", "relatorios.spec.ts"];
const browser = (executablePath: string) => ({
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  },
});

export default defineConfig({
  testDir: "e2e",
  // Each spec signs up its own company, so specs can share the server, never data. In the headless
  // shell without traces a worker keeps about one core busy: a worker per core (decision 051).
  // Tests within a spec keep their order (they build on its beforeAll).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? os.availableParallelism()),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: E2E_URL,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    // Recording a trace costs every test a fifth of its time, failing or not (decision 051): a
    // failure prints its error and call log and keeps a screenshot; `E2E_TRACE=1` records traces.
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
  },
  // Workers take the specs in the order of these projects: the two long specs of the full browser
  // first, so the headless shell's many shorter ones fill the workers around them instead of one
  // worker finishing them alone while the other waits for the last phase.
  projects: [
    { name: "pdf-in-a-tab", use: browser(FULL_BROWSER), testMatch: OPEN_A_PDF_IN_A_TAB },
    {
      name: "chromium",
      use: browser(HEADLESS_SHELL),
      testIgnore: [...OVER_EVERY_COMPANY, ...OPEN_A_PDF_IN_A_TAB],
    },
    {
      name: "over-every-company",
      use: browser(HEADLESS_SHELL),
      testMatch: OVER_EVERY_COMPANY,
      dependencies: ["chromium", "pdf-in-a-tab"],
      workers: 1,
    },
  ],
  webServer: {
    // A fresh data folder each run: the journey starts from an empty database. Started as
    // `npm start` starts it: the built server bundle, the new database copied from the template.
    command: `node -e "require('fs').rmSync('${E2E_DATA_DIR}',{recursive:true,force:true})" && tsx scripts/build-if-stale.ts && node --enable-source-maps dist/server/index.js`,
    url: `${E2E_URL}/api/openapi.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      APP_URL: E2E_URL,
      ADMIN_EMAIL: "admin@e2e.test",
      ADMIN_PASSWORD: "admin-e2e-senha",
      DATABASE_URL: "",
      SMTP_URL: "",
      // The set-up's API calls name their own client address (e2e/support/users.ts); the
      // browser sends none, so its requests keep the socket's address and its own limits.
      TRUST_PROXY: "1",
    },
  },
});
