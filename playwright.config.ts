import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, findChromium } from "./scripts/chromium.mjs";

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
// Two checkouts on one machine each run their suite on their own ports (E2E_PORT=3200 npx playwright test).
const port = Number(process.env.E2E_PORT ?? 3100);
const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: { executablePath: findChromium(), args: CHROMIUM_FLAGS },
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // Generous limits: CI shares two cores, and a machine four times slower than a quiet one must
  // still pass. Speed is measured by the benchmarks, never by these limits.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  // One line when the real store's export is not beside the repository: its tests are skipped.
  globalSetup: "./tests/setup/real-store-export-notice.ts",
  // Tracing costs a quarter of the suite's time on two cores (cart and header specs: 146 s against
  // 109 s); to debug a failure, run it again with --trace retain-on-failure.
  use: { trace: "off" },
  projects: [
    {
      name: "sqlite",
      use: { ...chromium, baseURL: `http://127.0.0.1:${port}` },
      testIgnore: /postgres\.spec/,
    },
    ...(withPostgres
      ? [
          {
            name: "postgres",
            use: { ...chromium, baseURL: `http://127.0.0.1:${port + 1}` },
            testMatch: /postgres\.spec/,
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: `node scripts/e2e-server.mjs sqlite ${port}`,
      url: `http://127.0.0.1:${port}/healthz`,
      timeout: 120_000,
    },
    ...(withPostgres
      ? [
          {
            command: `node scripts/e2e-server.mjs postgres ${port + 1}`,
            url: `http://127.0.0.1:${port + 1}/healthz`,
            timeout: 120_000,
          },
        ]
      : []),
  ],
});
