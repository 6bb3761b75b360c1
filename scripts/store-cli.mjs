// Runs a store command (catalog-import, catalog-export, images, images-import, staff-add, db-backup) from the built server bundle.
import "./runtime-check.mjs";
// The store's environment file first, then .env for what neither it nor the shell sets.
import { cliArguments } from "./cli-env-file.mjs";
import "./load-env-file.mjs";
import { buildIfMissing } from "./build-if-missing.mjs";

buildIfMissing();
const { runCli } = await import("../build/server/index.js");
process.exitCode = await runCli(cliArguments);
