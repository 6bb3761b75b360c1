import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { migrateToLatest, openDatabase, type OpenDatabase } from "~/utils/db.server";

/** A fresh, migrated database for one test file; `drop()` removes every trace of it. */
export interface TestDatabase extends OpenDatabase {
  url: string;
  drop(): Promise<void>;
}

export interface TestDatabaseKind {
  kind: "sqlite" | "postgres";
  create(): Promise<TestDatabase>;
}

const sqlite: TestDatabaseKind = {
  kind: "sqlite",
  async create() {
    const dir = mkdtempSync(join(tmpdir(), "store-test-"));
    const url = `file:${join(dir, "store.db")}`;
    const database = openDatabase(url);
    await migrateToLatest(database.db);
    return {
      ...database,
      url,
      async drop() {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

function postgres(adminUrl: string): TestDatabaseKind {
  return {
    kind: "postgres",
    async create() {
      const name = `store_test_${randomBytes(6).toString("hex")}`;
      await runAsAdmin(adminUrl, `create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const database = openDatabase(url.toString());
      await migrateToLatest(database.db);
      return {
        ...database,
        url: url.toString(),
        async drop() {
          await database.close();
          await waitForDisconnects(adminUrl, name);
          await runAsAdmin(adminUrl, `drop database if exists ${name} with (force)`);
        },
      };
    },
  };
}

async function runAsAdmin(
  adminUrl: string,
  statement: string,
  values: unknown[] = [],
): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

/**
 * A closed pool's sockets finish closing a moment later; dropping the database "with (force)"
 * before then kills them mid-goodbye, and pg reports that as an unhandled error.
 */
async function waitForDisconnects(adminUrl: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await runAsAdmin(
      adminUrl,
      "select count(*)::int as n from pg_stat_activity where datname = $1",
      [name],
    );
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const testDatabaseKinds: TestDatabaseKind[] = [
  sqlite,
  ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : []),
];

/** A size on sale with more than ten in stock: one an order of a bottle or two always gets. */
export async function stockedSizeId(database: Pick<TestDatabase, "db">): Promise<string> {
  const size = await database.db
    .selectFrom("product_size")
    .select("id")
    .where("inventory", ">", 10)
    .where("retired", "=", 0)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  return size.id;
}
