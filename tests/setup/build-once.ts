import { randomUUID } from "node:crypto";

/**
 * Vitest's global setup: names this run, and builds nothing. A test that starts a server calls
 * buildIfMissing() (startStoreProcess does), which checks the build once per run under a lock:
 * a run of tests that start no server never builds, and a file saved mid-run never rebuilds.
 */
export default function nameTheRun(): void {
  process.env.STORE_TEST_RUN = randomUUID();
}
