import cluster from "node:cluster";
import { resolve } from "node:path";
import { CatalogSnapshotHolder } from "~/features/catalog/data/catalog-snapshot.server";
import { seedCatalogIfEmpty } from "~/features/catalog/import/catalog-file.server";
import { formatCatalogReport } from "~/features/catalog/import/normalize-catalog";
import storeConfigInput from "../store.config";
import { parseStoreConfig } from "~/features/store/store-config";
import { createProductImageStore } from "~/features/images/product-image.server";
import { photoBytes } from "~/features/photos/index.server";
import { startConfiguredOrderWebhook, wakeOrderWebhook } from "~/features/orders/order-webhook.server";
import { forgetOldCdnPurges, startConfiguredCdnPurge, wakeCdnPurge } from "~/features/catalog/index.server";
import { startConfiguredNotices, wakeNotices } from "~/features/notices/index.server";
import { purgeExpiredRecords } from "~/features/policies/retention.server";
import { createLoginThrottle, type LoginThrottle } from "~/features/staff/login-throttle.server";
import { forgetStaleStaffBrowsers } from "~/features/staff/staff-browsers.server";
import { migrateToLatest, openDatabase, type OpenDatabase } from "~/utils/db.server";
import { waitForDatabase, withStartupLock } from "~/utils/db-startup.server";
import { parseEnv, type Env } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { recordNumbersGiven, resumeNumbersGiven } from "~/utils/numbers-given.server";
import { purgeExpiredLimits } from "~/utils/rate-limits.server";
import {
  listenForStoreChanges,
  relayStoreChanges,
  type StoreChange,
  type StoreChangeHandlers,
  type StoreChangeListener,
} from "~/utils/store-changes.server";

/** Everything a request needs that lives longer than a request. Created once per process. */
export interface StoreServices {
  env: Env;
  database: OpenDatabase;
  catalog: CatalogSnapshotHolder;
  images: ReturnType<typeof createProductImageStore>;
  /** Failed staff logins, counted in the database for every app server. */
  loginThrottle: LoginThrottle;
  /** Set from SIGTERM on: readiness answers 503 so the balancer sends no more. */
  lifecycle: { draining: boolean };
  stop(): Promise<void>;
}

/** What a worker process holds: the database and the background work. */
export interface StoreWorker {
  env: Env;
  database: OpenDatabase;
  stop(): Promise<void>;
}

/** The fallback for changes nobody announced; announced ones arrive at once (PostgreSQL, npm start's siblings). */
const CATALOG_POLL_MS = 3_000;
const RETENTION_PURGE_MS = 24 * 60 * 60 * 1000;

/** A web server: pages and the API, and the background work too unless STORE_ROLE is web. */
export async function startServices(env: Env = parseEnv()): Promise<StoreServices> {
  parseStoreConfig(storeConfigInput);
  const database = await openStoreDatabase(env);
  const catalog = await CatalogSnapshotHolder.load(database.db).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const stopWatching = catalog.watch(CATALOG_POLL_MS, logRefreshFailure);
  const numbersGiven = recordNumbersGiven(database.db, resolve(env.NUMBERS_GIVEN_FILE), logger);
  const background = env.STORE_ROLE === "all" ? startBackgroundWork(database, env) : null;
  const listener = await listenIfShared(database, env, {
    onChange: (change) => void applyChange(catalog, change),
    onReconnect: () => {
      catalog.refresh({ revision: true, sizeIds: null }).catch(logRefreshFailure);
      wakeOutboxes();
    },
  });
  if (listener) catalog.hearAnnouncements();
  const siblings = relayIfSiblings(database, catalog);
  const images = createProductImageStore({
    cacheDir: resolve(env.IMAGE_CACHE_DIR),
    loadPhoto: (version) => photoBytes(database.db, version),
  });
  return {
    env,
    database,
    catalog,
    images,
    loginThrottle: createLoginThrottle(database.db),
    lifecycle: { draining: false },
    async stop() {
      stopWatching();
      await listener?.close();
      await siblings?.close();
      await background?.stop();
      await numbersGiven.stop();
      await images.stop();
      await database.close();
    },
  };
}

/** A worker: the background work without pages (STORE_ROLE=worker, PostgreSQL). */
export async function startWorker(env: Env = parseEnv()): Promise<StoreWorker> {
  parseStoreConfig(storeConfigInput);
  const database = await openStoreDatabase(env);
  const numbersGiven = recordNumbersGiven(database.db, resolve(env.NUMBERS_GIVEN_FILE), logger);
  const background = startBackgroundWork(database, env);
  const listener = await listenIfShared(database, env, {
    onChange: (change) => {
      if (change.kind === "outbox") wakeOutboxes();
    },
    onReconnect: wakeOutboxes,
  });
  return {
    env,
    database,
    async stop() {
      await listener?.close();
      await background.stop();
      await numbersGiven.stop();
      await database.close();
    },
  };
}

/**
 * Opens the database, waiting for it if it is not up yet, then migrates and seeds it under the
 * start-up lock: any number of servers may start at once.
 */
async function openStoreDatabase(env: Env): Promise<OpenDatabase> {
  const database = openDatabase(env.DATABASE_URL, {
    poolSize: env.DATABASE_POOL_SIZE,
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    poolWaitMs: env.DATABASE_POOL_WAIT_MS,
    idleTimeoutMs: env.DATABASE_IDLE_TIMEOUT_MS,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    applicationName: `store-${env.STORE_ROLE}`,
  });
  try {
    await waitForDatabase(database, env.DATABASE_STARTUP_WAIT_MS, logger);
    await withStartupLock(database, env.DATABASE_URL, async () => {
      await migrateToLatest(database.db);
      await resumeNumbersGiven(database.db, resolve(env.NUMBERS_GIVEN_FILE), logger);
      const seeded = await seedCatalogIfEmpty(database.db, env.CATALOG_SEED_FILE);
      if (seeded)
        logger.info(
          { report: formatCatalogReport(seeded) },
          `Seeded the catalogue from ${env.CATALOG_SEED_FILE}`,
        );
    });
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Several processes share a PostgreSQL database: hear what the others change. */
async function listenIfShared(
  database: OpenDatabase,
  env: Env,
  handlers: StoreChangeHandlers,
): Promise<StoreChangeListener | null> {
  if (database.kind !== "postgres") return null;
  return listenForStoreChanges(env.DATABASE_URL, handlers, logger);
}

/**
 * SQLite under npm start's supervisor: the other web processes share the file, and hear of this
 * one's changes (and it of theirs) through the supervisor once they are committed.
 */
function relayIfSiblings(database: OpenDatabase, catalog: CatalogSnapshotHolder): StoreChangeListener | null {
  if (database.kind !== "sqlite" || !cluster.isWorker) return null;
  const onChange = (change: StoreChange) =>
    void applyChange(catalog, change).then(() =>
      logger.debug({ change }, "applied a store change another web process made"),
    );
  return relayStoreChanges(database.db, { onChange }, logger);
}

/** Resolves once the catalogue in memory has taken `change` in. */
function applyChange(catalog: CatalogSnapshotHolder, change: StoreChange): Promise<void> {
  if (change.kind === "outbox") {
    wakeOutboxes();
    return Promise.resolve();
  }
  const refreshed =
    change.kind === "catalog" ? catalog.refreshIfStale() : catalog.refreshStock(change.sizeIds);
  return refreshed.catch(logRefreshFailure);
}

function wakeOutboxes(): void {
  wakeOrderWebhook();
  wakeCdnPurge();
  wakeNotices();
}

function logRefreshFailure(error: unknown): void {
  logger.error({ err: error }, "catalogue refresh failed");
}

/** The order webhook's outbox, the CDN purge hook's, the shopper's notices and the daily retention purge. */
function startBackgroundWork(database: OpenDatabase, env: Env): { stop(): Promise<void> } {
  const orderWebhook = startConfiguredOrderWebhook(database.db, env);
  const cdnPurge = startConfiguredCdnPurge(database.db, env);
  const notices = startConfiguredNotices(database.db, env);
  const stopPurging = purgeDaily(database);
  return {
    async stop() {
      await stopPurging();
      await orderWebhook?.stop();
      await cdnPurge?.stop();
      await notices?.stop();
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
      .then(async (purged) => ({
        ...purged,
        expiredLimits: await purgeExpiredLimits(database.db),
        staleStaffBrowsers: await forgetStaleStaffBrowsers(database.db),
        oldCdnPurges: await forgetOldCdnPurges(database.db),
      }))
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
