// Builds the app when build/ is missing or older than the sources, so `npm start` works on a fresh clone.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const SOURCES = [
  "app",
  "server",
  "db",
  "store.config.ts",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
];
const BUILT = "build/server/index.js";

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

export function buildIfMissing() {
  const builtAt = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0;
  if (builtAt && Math.max(...SOURCES.map(newestChange)) <= builtAt) return;
  console.log(builtAt ? "Sources changed: rebuilding…" : "No build yet: building…");
  const startedAt = Date.now();
  // The build log (and the bundler's own notices) matters only when the build fails.
  // A large buffer, so a long log cannot cut the build short (spawnSync stops at 1 MB by default).
  // Always a production build: vitest runs with NODE_ENV=test, and Vite (with envDir: false) leaves
  // an unset NODE_ENV alone, either of which puts React's development build in the browser bundle.
  const build = spawnSync("npx", ["react-router", "build"], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (build.status !== 0) {
    process.stdout.write(build.stdout ?? "");
    process.stderr.write(build.stderr ?? "");
    throw new Error(`The build failed (exit ${build.status ?? build.signal}); its log is above.`);
  }
  console.log(`Built in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`);
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfMissing();
