// Runs a store command (catalog-import, catalog-export, images, staff-add) from the built server bundle.
import { buildIfMissing } from "./build-if-missing.mjs";

buildIfMissing();
const { runCli } = await import("../build/server/index.js");
process.exitCode = await runCli(process.argv.slice(2));
