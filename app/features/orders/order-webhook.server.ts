import type { Env } from "~/utils/env.server";
import type { Database } from "~/utils/db.server";
import { logger } from "~/utils/logger.server";
import {
  startOutboxWorker,
  type OutboxDeliveryOptions,
  type OutboxWorker,
  type WebhookLog,
} from "~/utils/outbox-delivery.server";
import { signWebhookBody } from "./webhook-signature";

export { retryDelayMs, type WebhookLog } from "~/utils/outbox-delivery.server";

/**
 * Delivers the outbox to ORDER_WEBHOOK_URL (docs/webhooks.md), at least once, through the shared
 * outbox delivery (utils/outbox-delivery.server.ts): restarts lose nothing, app servers share the work.
 */

export type OrderWebhookOptions = Omit<OutboxDeliveryOptions, "table" | "headersFor" | "name"> & {
  /** Unset: deliveries go out without X-Store-Signature. */
  secret?: string;
};

export type OrderWebhookWorker = OutboxWorker;

const runningWorkers = new Set<OrderWebhookWorker>();

/** Called after an order (and its outbox row) is committed: the webhook goes out without waiting for the poll. */
export function wakeOrderWebhook(): void {
  for (const worker of runningWorkers) worker.wake();
}

/** The worker for this process's environment, or undefined when ORDER_WEBHOOK_URL is unset. */
export function startConfiguredOrderWebhook(
  db: Database,
  env: Pick<Env, "ORDER_WEBHOOK_URL" | "ORDER_WEBHOOK_SECRET">,
  log: WebhookLog = logger,
): OrderWebhookWorker | undefined {
  if (!env.ORDER_WEBHOOK_URL) {
    log.info({}, "ORDER_WEBHOOK_URL is unset: new orders wait in the outbox");
    return undefined;
  }
  if (!env.ORDER_WEBHOOK_SECRET) {
    log.warn({}, "ORDER_WEBHOOK_SECRET is unset: order webhooks are sent without a signature");
  }
  return startOrderWebhookWorker({ db, url: env.ORDER_WEBHOOK_URL, secret: env.ORDER_WEBHOOK_SECRET, log });
}

export function startOrderWebhookWorker({ secret, ...options }: OrderWebhookOptions): OrderWebhookWorker {
  const worker = startOutboxWorker({
    ...options,
    table: "outbox",
    name: "order webhook",
    headersFor: (row, timestamp) => ({
      "X-Store-Event": row.topic,
      "X-Store-Delivery": String(row.id),
      "X-Store-Timestamp": String(timestamp),
      ...(secret ? { "X-Store-Signature": signWebhookBody(secret, timestamp, row.payload) } : {}),
    }),
  });
  const stop = worker.stop;
  const registered: OrderWebhookWorker = {
    wake: worker.wake,
    stop: () => {
      runningWorkers.delete(registered);
      return stop();
    },
  };
  runningWorkers.add(registered);
  return registered;
}
