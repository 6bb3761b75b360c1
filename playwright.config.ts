import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, findChromium } from "./scripts/chromium.mjs";

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
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
  timeout: 60_000,
  use: { trace: "retain-on-failure" },
  projects: [
    {
      name: "sqlite",
      use: { ...chromium, baseURL: "http://127.0.0.1:3100" },
      testIgnore: /postgres\.spec/,
    },
    ...(withPostgres
      ? [
          {
            name: "postgres",
            use: { ...chromium, baseURL: "http://127.0.0.1:3101" },
            testMatch: /postgres\.spec/,
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: "node scripts/e2e-server.mjs sqlite 3100",
      url: "http://127.0.0.1:3100/healthz",
      timeout: 120_000,
    },
    ...(withPostgres
      ? [
          {
            command: "node scripts/e2e-server.mjs postgres 3101",
            url: "http://127.0.0.1:3101/healthz",
            timeout: 120_000,
          },
        ]
      : []),
  ],
});
