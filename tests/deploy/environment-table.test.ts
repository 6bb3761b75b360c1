import { readFileSync } from "node:fs";
import { parseEnv } from "node:util";
import { describe, expect, it } from "vitest";
import { ENVIRONMENT_VARIABLES } from "~/utils/env.server";

/**
 * docs/deploy.md's "Every environment variable" and .env.example name every variable the store's
 * environment schema reads (issue #33: the table had missed eight), and nothing it does not read.
 */

/** Read by npm start's supervisor (scripts/start.mjs), not by the store's schema. */
const READ_BEFORE_THE_STORE = ["WEB_CONCURRENCY"];

function tableOfDeploy(): string[] {
  const deploy = readFileSync("docs/deploy.md", "utf8");
  const section = deploy.slice(deploy.indexOf("## Every environment variable"));
  const table = section.slice(0, section.indexOf("\n\n", section.indexOf("| variable")));
  return [...table.matchAll(/^\| `([A-Z0-9_]+)`/gm)].map((match) => match[1]!);
}

describe("the documented environment", () => {
  it("docs/deploy.md's table has a row for every variable of the schema, and none it does not read", () => {
    const rows = tableOfDeploy();
    expect([...rows].sort()).toEqual([...ENVIRONMENT_VARIABLES, ...READ_BEFORE_THE_STORE].sort());
  });

  it(".env.example sets or names every variable of the schema", () => {
    const example = readFileSync(".env.example", "utf8");
    const set = Object.keys(parseEnv(example));
    const missing = ENVIRONMENT_VARIABLES.filter(
      (name) => !set.includes(name) && !new RegExp(`^#.*\\b${name}=`, "m").test(example),
    );
    expect(missing).toEqual([]);
  });
});
