import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { buildIfMissing } from "../../scripts/build-if-missing.mjs";
import { freePort } from "../../scripts/free-port.mjs";
import { startStoreProcess, waitUntilReady } from "./store-process";

declare module "vitest" {
  export interface ProvidedContext {
    /** The HTTP-level tests' shared store (tests/http/): the production build on the demo catalogue. */
    storeUrl: string;
  }
}

/**
 * Global setup of the HTTP-level tests: one production server on a fresh SQLite database with the
 * demo catalogue, which every file of tests/http/ reads (`inject("storeUrl")`). A file that changes
 * the store starts one of its own (tests/setup/store-process.ts).
 */
export default async function httpStore(project: TestProject): Promise<() => Promise<void>> {
  buildIfMissing();
  const dir = mkdtempSync(join(tmpdir(), "store-http-"));
  const store = await startStoreProcess(await freePort(), dir, { LOG_LEVEL: "warn" });
  await waitUntilReady(store);
  project.provide("storeUrl", store.url);
  return async () => {
    await store.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
