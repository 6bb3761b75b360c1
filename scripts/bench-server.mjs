// The production server the benchmarks measure: its own port, and a fresh SQLite file in `dir`.
import { spawn } from "node:child_process";
import { join } from "node:path";

export function spawnBenchServer(port, dir, env = {}) {
  return spawn("node", ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${join(dir, "store.db")}`,
      IMAGE_CACHE_DIR: join(dir, "images"),
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}
