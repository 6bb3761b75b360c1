import { defineConfig } from "vitest/config";

/**
 * Two projects (docs/testing.md): `unit` (units, routes and repositories on both databases, real
 * server processes where a file starts its own) and `http` (HTTP-level checks against one shared
 * production server). `npx vitest run --project http` runs one of them.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    globalSetup: ["./tests/setup/build-once.ts", "./tests/setup/real-store-export-notice.ts"],
    setupFiles: ["./tests/setup/vitest.setup.ts"],
    // Tests that care about a log line inject their own; the store's own logger stays quiet.
    env: { LOG_LEVEL: "silent" },
    // Most files wait on real servers and databases: three at once on two cores finish sooner
    // (about 290 s against 360 s for the whole suite).
    maxWorkers: 3,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "cli/**/*.test.ts",
            "db/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/deploy/**/*.test.ts",
            "tests/architecture/**/*.test.ts",
          ],
        },
      },
      {
        extends: true,
        test: {
          name: "http",
          include: ["tests/http/**/*.test.ts"],
          globalSetup: ["./tests/setup/build-once.ts", "./tests/setup/http-store.ts"],
        },
      },
    ],
  },
});
