import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";
import { parseBigint } from "./database-numbers.server";

describe("parseBigint", () => {
  it("reads a bigint a number holds exactly", () => {
    expect(parseBigint("42")).toBe(42);
    expect(parseBigint("-7")).toBe(-7);
    expect(parseBigint(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it("refuses a bigint beyond what a number holds exactly, rather than rounding it", () => {
    expect(() => parseBigint("9007199254740992")).toThrow(/9007199254740992/);
    expect(() => parseBigint("-9223372036854775808")).toThrow(RangeError);
  });
});

describe.each(testDatabaseKinds)("bigints on $kind come back as numbers", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(() => database.drop());

  it("counts as a number", async () => {
    const row = await database.db
      .selectFrom("product")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    expect(row.count).toBe(0);
  });

  it("reads a bigint column as a number, and a null bigint as null", async () => {
    const expiresAtMs = Date.UTC(2026, 10, 24);
    await database.db
      .insertInto("rate_limit")
      .values({ key: "k", points: 1, expires_at_ms: expiresAtMs })
      .execute();
    const row = await database.db.selectFrom("rate_limit").select("expires_at_ms").executeTakeFirstOrThrow();
    expect(row.expires_at_ms).toBe(expiresAtMs);
    const { rows } = await sql<{ unset: number | null }>`select cast(null as bigint) as unset`.execute(
      database.db,
    );
    expect(rows[0]).toEqual({ unset: null });
  });
});

describe.each(testDatabaseKinds.filter((kind) => kind.kind === "postgres"))("pg on $kind", ({ create }) => {
  it("refuses a bigint beyond what a number holds exactly", async () => {
    const database = await create();
    try {
      await expect(
        sql`select cast(9007199254740993 as bigint) as too_big`.execute(database.db),
      ).rejects.toThrow(RangeError);
    } finally {
      await database.drop();
    }
  });
});
