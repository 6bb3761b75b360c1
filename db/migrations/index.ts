import type { Migration, MigrationProvider } from "kysely";
import * as catalog from "./0001-catalog";

/** Static list: the server bundle cannot read migration files from disk at run time. */
const migrations: Record<string, Migration> = {
  "0001-catalog": catalog,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
