// Builds the app when build/ is missing or older than the sources, so `npm start` works on a fresh clone.
import { execSync } from "node:child_process";
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
  execSync("npx react-router build", { stdio: "inherit" });
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfMissing();
