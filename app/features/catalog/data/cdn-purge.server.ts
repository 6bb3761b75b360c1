import type { Transaction } from "kysely";
import type { StoreDatabase } from "../../../../db/schema";
import type { Database } from "~/utils/db.server";
import type { Env } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { startOutboxWorker, type OutboxWorker, type WebhookLog } from "~/utils/outbox-delivery.server";

/**
 * The CDN purge hook (docs/deploy.md): each catalogue change writes one `cdn_purge` row naming the
 * page keys it made stale, in the change's own transaction, and a worker POSTs `{"keys":[…]}` to
 * CDN_PURGE_URL through the shared outbox delivery: retried with back-off, claimed by one server.
 */

export const PURGE_TOPIC = "catalog.purge";

export async function queueCdnPurge(
  trx: Transaction<StoreDatabase>,
  keys: string[],
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  await trx
    .insertInto("cdn_purge")
    .values({
      topic: PURGE_TOPIC,
      payload: JSON.stringify({ keys: [...new Set(keys)] }),
      next_attempt_at: at,
      created_at: at,
    })
    .execute();
}

export interface CdnPurgeOptions {
  db: Database;
  url: string;
  /** Sent as `Authorization: Bearer <token>` when set. */
  token?: string;
  now?: () => Date;
  random?: () => number;
  pollMs?: number;
  timeoutMs?: number;
  log?: WebhookLog;
}

const runningWorkers = new Set<OutboxWorker>();

/** After a catalogue change commits: the purge goes out without waiting for the poll. */
export function wakeCdnPurge(): void {
  for (const worker of runningWorkers) worker.wake();
}

/** The worker for this process's environment, or undefined when CDN_PURGE_URL is unset. */
export function startConfiguredCdnPurge(
  db: Database,
  env: Pick<Env, "CDN_PURGE_URL" | "CDN_PURGE_TOKEN">,
  log: WebhookLog = logger,
): OutboxWorker | undefined {
  if (!env.CDN_PURGE_URL) return undefined;
  return startCdnPurgeWorker({ db, url: env.CDN_PURGE_URL, token: env.CDN_PURGE_TOKEN, log });
}

export function startCdnPurgeWorker({ token, ...options }: CdnPurgeOptions): OutboxWorker {
  const worker = startOutboxWorker({
    ...options,
    table: "cdn_purge",
    name: "CDN purge",
    headersFor: (row) => ({
      "X-Store-Event": row.topic,
      "X-Store-Delivery": String(row.id),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    }),
  });
  runningWorkers.add(worker);
  return {
    wake: worker.wake,
    stop: () => {
      runningWorkers.delete(worker);
      return worker.stop();
    },
  };
}

/** Pages expire within a minute anyway: a purge a day old helps nobody (retention). */
export async function forgetOldCdnPurges(db: Database, now = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000).toISOString();
  const result = await db.deleteFrom("cdn_purge").where("created_at", "<", dayAgo).executeTakeFirst();
  return Number(result.numDeletedRows);
}
