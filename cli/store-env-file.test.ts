import { mkdtempSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildIfMissing } from "../scripts/build-if-missing.mjs";
import { storeTool } from "../tests/setup/store-tool";
import { testDatabaseKinds, type TestDatabase } from "../tests/setup/test-databases";

/**
 * The command-line tools on a server (issue #33): they read the store's environment file, say which
 * database they work on before they do, and never make a stray SQLite file. Run as `npm run` runs
 * them on a server: a process in the store's directory, with only what the shell and the file set.
 */

beforeAll(() => buildIfMissing(), 180_000);

const staffAdd = (email: string) => ["staff-add", "--email", email, "--name", "Owner", "--role", "owner"];

describe.each(testDatabaseKinds)("a tool given the store's environment file, on $kind", (kind) => {
  const dir = mkdtempSync(join(tmpdir(), "store-cli-env-"));
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.create();
  });
  afterAll(async () => {
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("adds staff where the servers read (--env-file or STORE_ENV_FILE), and says where first", async () => {
    const envFile = join(dir, "store.env");
    writeFileSync(envFile, `DATABASE_URL=${database.url}\nSTAFF_PASSWORD="correct horse <battery>"\n`);
    for (const [email, how] of [
      ["owner@store.example", ["--env-file", envFile]],
      ["clerk@store.example", []],
    ] as const) {
      const answer = await storeTool(
        [...staffAdd(email), ...how],
        how.length ? {} : { STORE_ENV_FILE: envFile },
      );
      expect(answer, answer.stderr).toMatchObject({ code: 0 });
      const where =
        kind.kind === "postgres"
          ? /Database: PostgreSQL database \w+ on 127\.0\.0\.1:5432/
          : /Database: SQLite \//;
      expect(answer.stderr).toMatch(where);
    }
    const staff = await database.db.selectFrom("staff_user").select("email").orderBy("email").execute();
    expect(staff.map((member) => member.email)).toEqual(["clerk@store.example", "owner@store.example"]);
  });
});

describe("a tool with a wrong or unreadable environment file", () => {
  const dir = mkdtempSync(join(tmpdir(), "store-cli-noenv-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("refuses to make the new SQLite database a store's environment file names, and makes nothing", async () => {
    // A misspelt path, or a file meant for another machine: a tool would make a store no server reads.
    const envFile = join(dir, "misspelt.env");
    const database = join(dir, "data", "stor.db");
    writeFileSync(envFile, `DATABASE_URL=file:${database}\n`);
    const answer = await storeTool([...staffAdd("owner@store.example"), "--env-file", envFile], {
      STAFF_PASSWORD: "correct horse battery",
    });
    expect(answer.code).toBe(1);
    expect(answer.stderr).toContain(`${envFile} names the SQLite database ${database}, which does not exist`);
    expect(existsSync(join(dir, "data"))).toBe(false);
  });

  it("stops when the environment file it is given cannot be read", async () => {
    const answer = await storeTool(staffAdd("owner@store.example"), {
      STORE_ENV_FILE: join(dir, "missing.env"),
      STAFF_PASSWORD: "correct horse battery",
    });
    expect(answer.code).toBe(1);
    expect(answer.stderr).toContain(
      `Cannot read the store's environment file ${join(dir, "missing.env")} (ENOENT)`,
    );
  });
});
