import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "db/**/*.test.ts", "scripts/**/*.test.ts"],
    setupFiles: ["./tests/setup/vitest.setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
