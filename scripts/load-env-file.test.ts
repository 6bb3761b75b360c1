import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const LOADER = resolve("scripts/load-env-file.mjs");

/** What a process started in `dir` with `env` sees in PORT and LOG_LEVEL after the entries' first import. */
function environmentSeen(dir: string, env: Record<string, string> = {}): Record<string, string | null> {
  const printed = execFileSync(
    process.execPath,
    [
      "--import",
      LOADER,
      "-e",
      "console.log(JSON.stringify({ PORT: process.env.PORT ?? null, LOG_LEVEL: process.env.LOG_LEVEL ?? null }))",
    ],
    // Only PATH from the test's own environment: a PORT there would hide what the file does.
    { cwd: dir, env: { PATH: process.env.PATH ?? "", ...env }, encoding: "utf8" },
  );
  return JSON.parse(printed) as Record<string, string | null>;
}

describe(".env at start", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "store-env-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("sets what the file says", () => {
    writeFileSync(join(dir, ".env"), "# a newcomer's settings\nPORT=4123\nLOG_LEVEL=debug\n");
    expect(environmentSeen(dir)).toEqual({ PORT: "4123", LOG_LEVEL: "debug" });
  });

  it("leaves a variable set in the real environment as it is", () => {
    writeFileSync(join(dir, ".env"), "PORT=4123\nLOG_LEVEL=debug\n");
    expect(environmentSeen(dir, { PORT: "5000" })).toEqual({ PORT: "5000", LOG_LEVEL: "debug" });
  });

  it("is optional: without a .env the process starts with its own environment", () => {
    expect(environmentSeen(dir, { PORT: "5000" })).toEqual({ PORT: "5000", LOG_LEVEL: null });
  });
});
