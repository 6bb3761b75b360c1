import type { Migration, MigrationProvider } from "kysely";
import * as catalog from "./0001-catalog";
import * as webVitals from "./0002-web-vitals";
import * as orders from "./0003-orders";
import * as staff from "./0004-staff";
import * as catalogChanges from "./0005-catalog-changes";
import * as contactMessages from "./0006-contact-messages";

/** Static list: the server bundle cannot read migration files from disk at run time. */
const migrations: Record<string, Migration> = {
  "0001-catalog": catalog,
  "0002-web-vitals": webVitals,
  "0003-orders": orders,
  "0004-staff": staff,
  "0005-catalog-changes": catalogChanges,
  "0006-contact-messages": contactMessages,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
