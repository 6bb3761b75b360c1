import { buildIfMissing } from "../../scripts/build-if-missing.mjs";

/**
 * Vitest's global setup: the production build, made once before any test file starts. Files that
 * start real servers call buildIfMissing() too; run side by side on a fresh clone, each would build
 * at once and one would delete the assets another's server is reading.
 */
export default function buildOnce(): void {
  buildIfMissing();
}
