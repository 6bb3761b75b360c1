import { defineConfig } from "vitest/config";

// The fleet test (tests/fleet) runs alone, after the other tests: it measures readiness under bursts
// of orders, which other test files running beside it on two cores would only blur.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/fleet/**/*.test.ts"],
    env: { LOG_LEVEL: "silent" },
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
