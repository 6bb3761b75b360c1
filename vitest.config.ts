import { readdirSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";

const UNIT_FOLDERS = ["app", "server", "cli", "db", "scripts", "tests/deploy", "tests/architecture"];

/**
 * The unit files that replace modules or globals (`vi.mock`, `vi.stubGlobal`, …): they run each in
 * modules of its own. The others share their worker's modules, which spares loading them anew for
 * every file (about a quarter of the suite's CPU, docs/testing.md).
 */
const MOCKING_FILES = UNIT_FOLDERS.flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${folder}/${file}`)
    .filter((file) =>
      /vi\.(mock|doMock|unmock|stubGlobal|stubEnv|resetModules|importActual)\b/.test(
        readFileSync(file, "utf8"),
      ),
    ),
);
const UNIT_FILES = UNIT_FOLDERS.map((folder) => `${folder}/**/*.test.{ts,tsx}`);

/**
 * The projects (docs/testing.md): `unit` and `unit-mocks` (units, routes and repositories on both
 * databases, real server processes where a file starts its own) and `http` (HTTP-level checks
 * against one shared production server). `npx vitest run --project http` runs one of them.
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
        test: { name: "unit", include: UNIT_FILES, exclude: MOCKING_FILES, isolate: false },
      },
      {
        extends: true,
        test: { name: "unit-mocks", include: MOCKING_FILES },
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
