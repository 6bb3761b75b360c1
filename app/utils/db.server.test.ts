import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";
import { openDatabase } from "./db.server";

describe("SQLite settings that protect orders", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await testDatabaseKinds[0]!.create();
  });
  afterAll(() => database.drop());

  it("commits with synchronous=FULL in WAL mode", async () => {
    const { rows } = await sql<{
      synchronous: number;
    }>`pragma synchronous`.execute(database.db);
    expect(rows[0]!.synchronous).toBe(2); // 2 = FULL
    const journal = await sql<{
      journal_mode: string;
    }>`pragma journal_mode`.execute(database.db);
    expect(journal.rows[0]!.journal_mode).toBe("wal");
    const keys = await sql<{
      foreign_keys: number;
    }>`pragma foreign_keys`.execute(database.db);
    expect(keys.rows[0]!.foreign_keys).toBe(1);
  });

  it("takes the write lock when a transaction begins (BEGIN IMMEDIATE)", async () => {
    const file = database.url.slice("file:".length);
    await database.db.transaction().execute(async () => {
      const other = new SQLite(file, { timeout: 0 });
      try {
        expect(() => other.prepare("begin immediate").run()).toThrow(/locked|busy/i);
      } finally {
        other.close();
      }
    });
  });
});

describe("openDatabase", () => {
  it("refuses a URL that is neither file: nor postgres:", () => {
    expect(() => openDatabase("mysql://localhost/store")).toThrow(/DATABASE_URL/);
  });
});

describe.each(testDatabaseKinds)("migrations on $kind", ({ create }) => {
  it("create the catalogue tables and are idempotent", async () => {
    const database = await create();
    try {
      const tables = (await database.db.introspection.getTables()).map((table) => table.name).sort();
      expect(tables).toEqual(
        expect.arrayContaining([
          "catalog_state",
          "catalog_subtype",
          "catalog_type",
          "product",
          "product_route_redirect",
          "product_size",
        ]),
      );
      const { migrateToLatest } = await import("./db.server");
      await expect(migrateToLatest(database.db)).resolves.toBeUndefined();
    } finally {
      await database.drop();
    }
  });
});
