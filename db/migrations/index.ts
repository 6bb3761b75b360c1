import type { Migration, MigrationProvider } from "kysely";
import * as catalog from "./0001-catalog";
import * as webVitals from "./0002-web-vitals";

/** Static list: the server bundle cannot read migration files from disk at run time. */
const migrations: Record<string, Migration> = {
  "0001-catalog": catalog,
  "0002-web-vitals": webVitals,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
