import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "cli/**/*.test.ts",
      "db/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/deploy/**/*.test.ts",
      "tests/architecture/**/*.test.ts",
    ],
    globalSetup: ["./tests/setup/build-once.ts", "./tests/setup/real-store-export-notice.ts"],
    setupFiles: ["./tests/setup/vitest.setup.ts"],
    // Tests that care about a log line inject their own; the store's own logger stays quiet.
    env: { LOG_LEVEL: "silent" },
    // Most files wait on real servers and databases: three at once on two cores finish sooner
    // (about 290 s against 360 s for the whole suite).
    maxWorkers: 3,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
