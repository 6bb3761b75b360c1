// `npm start` and `npm run worker`: build what is missing, then run the production server in
// WEB_CONCURRENCY processes (one per core unless set; scripts/web-processes.mjs), or with one, in
// this process (so a process manager's SIGTERM reaches it directly). STORE_ROLE=worker: the
// background work, in this process.
import "./runtime-check.mjs";
import "./load-env-file.mjs";
import cluster from "node:cluster";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { buildIfMissing } from "./build-if-missing.mjs";
import { superviseWebProcesses, webProcessCount } from "./web-processes.mjs";

/** Where `npm start` keeps the key it made, so contact-message hashes still match after a restart. */
const MADE_SECRET = "data/session-secret";

/**
 * Production needs SESSION_SECRET. On a machine that set none (the demo's zero set-up), this one
 * machine gets a random key of its own, never one written in the source; a fleet sets it.
 */
function machineSessionSecret() {
  if (!existsSync(MADE_SECRET)) {
    mkdirSync("data", { recursive: true });
    writeFileSync(MADE_SECRET, randomBytes(32).toString("hex"), { mode: 0o600, flag: "wx" });
  }
  return readFileSync(MADE_SECRET, "utf8").trim();
}

/** WEB_CONCURRENCY, or a sentence and exit 1 when it is not a count. */
function countWebProcesses() {
  try {
    return webProcessCount();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

if (cluster.isPrimary) {
  buildIfMissing();
  process.env.NODE_ENV = "production";
  process.env.SESSION_SECRET ||= machineSessionSecret();
}
const processes = cluster.isPrimary ? countWebProcesses() : 1;
if (processes > 1) superviseWebProcesses(processes);
else {
  // A web process whose supervisor is gone (killed) stops as if told to, instead of serving on alone.
  if (cluster.isWorker) process.once("disconnect", () => process.kill(process.pid, "SIGTERM"));
  await import("../server.js");
}
