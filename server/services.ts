import { resolve } from "node:path";
import { CatalogSnapshotHolder } from "~/features/catalog/catalog-snapshot.server";
import { seedCatalogIfEmpty } from "~/features/catalog/catalog-file.server";
import { formatCatalogReport } from "~/features/catalog/normalize-catalog";
import storeConfigInput from "../store.config";
import { parseStoreConfig } from "~/features/store/store-config";
import { createProductImageStore } from "~/features/images/product-image.server";
import { startConfiguredOrderWebhook } from "~/features/orders/order-webhook.server";
import { purgeExpiredRecords } from "~/features/policies/retention.server";
import { createLoginThrottle, type LoginThrottle } from "~/features/staff/login-throttle.server";
import { migrateToLatest, openDatabase, type OpenDatabase } from "~/utils/db.server";
import { parseEnv, type Env } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";

/** Everything a request needs that lives longer than a request. Created once per process. */
export interface StoreServices {
  env: Env;
  database: OpenDatabase;
  catalog: CatalogSnapshotHolder;
  images: ReturnType<typeof createProductImageStore>;
  /** Failed staff logins of this process. */
  loginThrottle: LoginThrottle;
  stop(): Promise<void>;
}

const CATALOG_POLL_MS = 3_000;
const RETENTION_PURGE_MS = 24 * 60 * 60 * 1000;

export async function startServices(env: Env = parseEnv()): Promise<StoreServices> {
  parseStoreConfig(storeConfigInput);
  const database = openDatabase(env.DATABASE_URL);
  await migrateToLatest(database.db);
  const seeded = await seedCatalogIfEmpty(database.db, env.CATALOG_SEED_FILE);
  if (seeded)
    logger.info(
      { report: formatCatalogReport(seeded) },
      `Seeded the catalogue from ${env.CATALOG_SEED_FILE}`,
    );
  const catalog = await CatalogSnapshotHolder.load(database.db);
  const stopWatching = catalog.watch(CATALOG_POLL_MS, (error) =>
    logger.error({ err: error }, "catalogue refresh failed"),
  );
  const orderWebhook = startConfiguredOrderWebhook(database.db, env);
  const stopPurging = purgeDaily(database);
  return {
    env,
    database,
    catalog,
    images: createProductImageStore({
      cacheDir: resolve(env.IMAGE_CACHE_DIR),
      sourceDir: resolve(env.IMAGE_SOURCE_DIR),
    }),
    loginThrottle: createLoginThrottle(),
    async stop() {
      stopWatching();
      await stopPurging();
      await orderWebhook?.stop();
      await database.close();
    },
  };
}

/**
 * The privacy policy's retention periods, kept: at start, then once a day. Returns a function that
 * stops it, resolving once a purge under way has finished (the database closes next).
 */
function purgeDaily(database: OpenDatabase): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const purge = () => {
    running = purgeExpiredRecords(database.db)
      .then((purged) => {
        if (Object.values(purged).some((count) => count > 0))
          logger.info({ purged }, "deleted records past retention");
      })
      .catch((error: unknown) => logger.error({ err: error }, "retention purge failed"));
  };
  purge();
  const timer = setInterval(purge, RETENTION_PURGE_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    return running;
  };
}
