// `npm start` and `npm run worker`: build what is missing, then run the production server (or,
// with STORE_ROLE=worker, the background work) in this process
// (so a process manager's SIGTERM reaches it directly).
import "./runtime-check.mjs";
import "./load-env-file.mjs";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { buildIfMissing } from "./build-if-missing.mjs";

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

buildIfMissing();
process.env.NODE_ENV = "production";
process.env.SESSION_SECRET ||= machineSessionSecret();
await import("../server.js");
