import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseEnv } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { deployShellBlock, deployShellBlocks } from "../setup/deploy-doc";
import { testDatabaseKinds } from "../setup/test-databases";

/**
 * The store's environment file is read by systemd, by the store's tools (Node's reader) and by a
 * shell for the backup commands (issue #33): every example the documents give reads the same in a
 * shell as in Node, and the nightly backup runs as written.
 */

const dir = mkdtempSync(join(tmpdir(), "store-env-files-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What a shell's `set -a; . file; set +a` gives each name the file sets. */
function readByShell(file: string, names: string[]): Record<string, string> {
  const printed = execFileSync(
    "sh",
    [
      "-c",
      `set -a; . "$1"; set +a; for name in ${names.join(" ")}; do printf '%s\\0' "$(printenv "$name")"; done`,
      "sh",
      file,
    ],
    { encoding: "utf8", env: { PATH: process.env.PATH } },
  );
  const values = printed.split("\0");
  return Object.fromEntries(names.map((name, index) => [name, values[index]!]));
}

function storeEnvExamples(): Array<[string, string]> {
  const blocks = deployShellBlocks().filter((block) => /^`\/etc\/store\/store\.env`[,:]/.test(block.before));
  return [
    [".env.example", readFileSync(".env.example", "utf8")],
    ...blocks.map((block, index): [string, string] => [
      `docs/deploy.md store.env example ${index + 1}`,
      block.text,
    ]),
  ];
}

describe("the store's environment file", () => {
  it("docs/deploy.md shows store.env twice, with a sender that needs quoting", () => {
    const examples = storeEnvExamples();
    expect(examples).toHaveLength(3);
    expect(examples.map(([, text]) => text).join("")).toContain(
      'MAIL_FROM="Casa Botella <hola@example.com>"',
    );
  });

  it.each(storeEnvExamples())("%s reads the same in a shell as in Node's reader", (_name, text) => {
    const file = join(dir, "store.env");
    writeFileSync(file, text);
    const byNode = parseEnv(text);
    expect(Object.keys(byNode).length).toBeGreaterThan(3);
    expect(readByShell(file, Object.keys(byNode))).toEqual(byNode);
  });
});

const postgres = testDatabaseKinds.find((kind) => kind.kind === "postgres");

describe.skipIf(!postgres)("the nightly PostgreSQL backup of docs/deploy.md", () => {
  it("runs as written, with the store's environment file", async () => {
    const store = await postgres!.create();
    try {
      const block = deployShellBlock("pg_dump --format=custom");
      expect(block).toMatch(/^set -a; \. \/etc\/store\/store\.env; set \+a\n/);
      const envFile = join(dir, "fleet.env");
      writeFileSync(envFile, `DATABASE_URL=${store.url}\nMAIL_FROM="Casa Botella <hola@example.com>"\n`);
      const backups = mkdtempSync(join(dir, "backups-"));
      execFileSync("sh", ["-c", block.replace("/etc/store/store.env", envFile)], {
        cwd: backups,
        env: { PATH: process.env.PATH },
        stdio: ["ignore", "ignore", "pipe"],
      });
      expect(readdirSync(backups)).toEqual([expect.stringMatching(/^store-\d{8}T\d{6}Z\.dump$/)]);
    } finally {
      await store.drop();
    }
  });
});
