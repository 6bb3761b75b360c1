// The store's environment file for a command-line tool, read before anything else reads the
// environment, so `npm run staff:add` on a server writes where the units do (issue #33): the file
// named by --env-file, else by STORE_ENV_FILE, else the units' own /etc/store/store.env when it
// exists. Variables already set in the shell win over the file, as for .env (load-env-file.mjs).
// A file that is named but cannot be read stops the tool: falling back would write elsewhere.
import { existsSync } from "node:fs";
import { resolve } from "node:path";

const UNITS_ENV_FILE = "/etc/store/store.env";

/** The tool's arguments without `--env-file <path>` (or `--env-file=<path>`), and the path given. */
function takeEnvFileOption(args) {
  const rest = [];
  let envFile;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (arg === "--env-file") envFile = args[++index];
    else if (arg.startsWith("--env-file=")) envFile = arg.slice("--env-file=".length);
    else rest.push(arg);
  }
  return { args: rest, envFile };
}

const { args, envFile: named } = takeEnvFileOption(process.argv.slice(2));
const envFile =
  named ?? process.env.STORE_ENV_FILE ?? (existsSync(UNITS_ENV_FILE) ? UNITS_ENV_FILE : undefined);
if (envFile !== undefined) {
  try {
    process.loadEnvFile(envFile);
  } catch (error) {
    console.error(`Cannot read the store's environment file ${envFile} (${error.code ?? error.message}).`);
    console.error(
      "Run the tool as a user that can read it (sudo -u store …), or name another with --env-file.",
    );
    process.exit(1);
  }
  refuseNewSqliteDatabase(envFile, process.env.DATABASE_URL ?? "file:./data/store.db");
}

/**
 * With a store's environment file, a SQLite database that does not exist yet is a mistake (a
 * misspelt path, a file meant for another machine): the tool would make an empty store no server
 * reads. Without one (a developer's checkout, a new demo), a tool may make it.
 */
function refuseNewSqliteDatabase(file, databaseUrl) {
  if (!databaseUrl.startsWith("file:")) return;
  const database = resolve(databaseUrl.slice("file:".length));
  if (existsSync(database)) return;
  console.error(`${file} names the SQLite database ${database}, which does not exist: nothing was written.`);
  console.error("Start the store once with this file (it makes the database), or correct DATABASE_URL.");
  process.exit(1);
}

/** What the tool was asked to do, --env-file taken out. */
export const cliArguments = args;
