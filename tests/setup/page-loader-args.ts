import { CatalogSnapshotHolder } from "~/features/catalog/data/catalog-snapshot.server";
import { readCatalogFile } from "~/features/catalog/import/catalog-file.server";
import { importCatalog } from "~/flows/import-catalog.server";
import { storeContext } from "~/load-context.server";
import type { OpenDatabase } from "~/utils/db.server";
import { parseEnv } from "~/utils/env.server";
import type { StoreServices } from "../../server/services";
import type { TestDatabaseKind } from "./test-databases";

/**
 * What React Router hands a shop-floor page's loader for `url`: the request, and as the store's
 * services the catalogue's snapshot with the settings in `env` (and the database, for a loader that
 * reads it). Each test casts it to its loader's own arguments, adding what that route needs (its
 * pattern).
 */
export function pageLoaderArgs(
  catalog: CatalogSnapshotHolder,
  url: string,
  {
    env = {},
    params = {},
    database,
  }: { env?: Record<string, string>; params?: Record<string, string>; database?: OpenDatabase } = {},
) {
  return {
    params,
    context: storeContext({
      services: { catalog, env: parseEnv(env), database } as unknown as StoreServices,
      clientAddress: "127.0.0.1",
    }),
    request: new Request(url),
    url: new URL(url),
  };
}

/** A new database of `kind` with the catalogue file `file` imported, and the snapshot a server holds of it. */
export async function catalogueInNewDatabase(kind: TestDatabaseKind, file: string) {
  const database = await kind.create();
  await importCatalog(database.db, (await readCatalogFile(file)).catalog);
  return { database, catalog: await CatalogSnapshotHolder.load(database.db) };
}
