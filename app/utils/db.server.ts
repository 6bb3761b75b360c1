import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDialectConfig,
} from "kysely";
import pg from "pg";
import { migrationProvider } from "../../db/migrations";
import type { StoreDatabase } from "../../db/schema";

export type Database = Kysely<StoreDatabase>;
export type DatabaseKind = "sqlite" | "postgres";

export interface OpenDatabase {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
}

/** `file:<path>` opens SQLite (created if missing); a postgres:// URL opens a PostgreSQL pool. */
export function openDatabase(url: string): OpenDatabase {
  if (url.startsWith("file:")) return openSqlite(url.slice("file:".length));
  if (/^postgres(ql)?:\/\//.test(url)) return openPostgres(url);
  throw new Error(`DATABASE_URL must be file:<path> or postgres://…, got "${url.split(":")[0]}:…"`);
}

function openSqlite(path: string): OpenDatabase {
  const file = resolve(path);
  mkdirSync(dirname(file), { recursive: true });
  const connection = new SQLite(file);
  connection.pragma("journal_mode = WAL");
  // WAL's default (NORMAL) can lose the last committed order on power loss.
  connection.pragma("synchronous = FULL");
  connection.pragma("foreign_keys = ON");
  connection.pragma("busy_timeout = 5000");
  const db = new Kysely<StoreDatabase>({
    dialect: new ImmediateTransactionSqliteDialect({ database: connection }),
  });
  return { db, kind: "sqlite", close: () => db.destroy() };
}

function openPostgres(url: string): OpenDatabase {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = new Kysely<StoreDatabase>({
    dialect: new PostgresDialect({ pool }),
  });
  return { db, kind: "postgres", close: () => db.destroy() };
}

/** Kysely's SQLite driver opens transactions with a deferred BEGIN; writers must take the lock at once. */
class ImmediateTransactionSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class ImmediateTransactionSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): SqliteDriver {
    return new ImmediateTransactionSqliteDriver(this.#config);
  }
}

/** Brings the schema up to date; the same migrations serve SQLite and PostgreSQL. */
export async function migrateToLatest(db: Database): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`, { cause: error });
  }
}
