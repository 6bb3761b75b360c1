import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";

const CLI = resolve("scripts/store-cli.mjs");
const run = promisify(execFile);

/**
 * A store tool (`npm run staff:add` and the others) as a server's shell runs it: a process in the
 * store's directory with only the shell's basics and `env`, no DATABASE_URL but what it is given.
 */
export async function storeTool(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  const shell = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", LOG_LEVEL: "warn", ...env };
  return run("node", [CLI, ...args], { env: shell }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
}
