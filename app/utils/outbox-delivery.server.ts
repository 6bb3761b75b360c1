import type { Kysely } from "kysely";
import type { OutboxTable } from "../../db/schema";
import type { Database } from "./db.server";
import { logger } from "./logger.server";

/**
 * Delivers an outbox table's rows to a URL, at least once: a row is pending until a 2xx arrives,
 * and every failure only moves its next attempt later. All state is in the table, so a restart (or
 * a crash mid-send) loses nothing, and several app servers share the work: each row is claimed
 * with a lease before it is sent. The order webhook (orders feature) and the CDN purge hook
 * (catalogue) both deliver through it.
 */

/** Tables with the outbox's columns (db/schema.ts). */
export type OutboxTableName = "outbox" | "cdn_purge";
type OutboxDatabase = Kysely<{ outbox: Omit<OutboxTable, "order_id"> }>;

export interface WebhookLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface OutboxDeliveryOptions {
  /** The table whose rows this worker delivers: the outbox's columns (db/schema.ts). */
  table: OutboxTableName;
  /** Headers beside Content-Type for one delivery (its event, id, signature, token). */
  headersFor: (row: PendingRow, timestamp: number) => Record<string, string>;
  /** Names the deliveries in the log ("order webhook", "CDN purge"). */
  name: string;
  db: Database;
  url: string;
  /** Injected so tests move time instead of waiting for back-off. */
  now?: () => Date;
  /** 0..1, for the back-off's jitter. */
  random?: () => number;
  /** Runs `task` once after `ms`; returns a function that cancels it. */
  schedule?: (task: () => void, ms: number) => () => void;
  pollMs?: number;
  /** A delivery is a success only when a 2xx arrives within this time. */
  timeoutMs?: number;
  log?: WebhookLog;
}

export interface OutboxWorker {
  /** Looks for due rows now instead of at the next poll. */
  wake(): void;
  /** No new delivery starts; resolves once the one in flight is recorded. */
  stop(): Promise<void>;
}

const POLL_MS = 1_000;
const TIMEOUT_MS = 10_000;
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 60 * 60_000;
/** Rows read per query; a full batch means more may be due, so the worker reads again at once. */
const BATCH_SIZE = 10;
const MAX_ERROR_LENGTH = 500;

/** 5 s × 2^(attempts − 1), ±20 % jitter so failed rows do not retry in lockstep, never over an hour. */
export function retryDelayMs(attempts: number, random: number): number {
  const base = FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1);
  return Math.round(Math.min(MAX_RETRY_MS, base * (0.8 + 0.4 * random)));
}

export function startOutboxWorker(options: OutboxDeliveryOptions): OutboxWorker {
  const delivery = deliveryContext(options);
  const schedule = options.schedule ?? scheduleUnref;
  const pollMs = options.pollMs ?? POLL_MS;
  let stopped = false;
  let again = false;
  let running: Promise<void> | undefined;
  let cancelPoll = () => {};

  const runPasses = async () => {
    do {
      again = false;
      try {
        if (await deliverDueRows(delivery, () => stopped)) again = true;
      } catch (error) {
        delivery.log.error({ err: error }, `${delivery.name}: reading the outbox failed`);
      }
    } while (again && !stopped);
  };

  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    cancelPoll();
    running = runPasses().finally(() => {
      running = undefined;
      if (!stopped) cancelPoll = schedule(run, pollMs);
    });
  };

  const worker: OutboxWorker = {
    wake: run,
    async stop() {
      stopped = true;
      cancelPoll();
      await running;
    },
  };
  run();
  return worker;
}

function scheduleUnref(task: () => void, ms: number): () => void {
  const timer = setTimeout(task, ms);
  timer.unref();
  return () => clearTimeout(timer);
}

interface DeliveryContext {
  db: OutboxDatabase;
  table: "outbox";
  name: string;
  url: string;
  headersFor: OutboxDeliveryOptions["headersFor"];
  now: () => Date;
  random: () => number;
  timeoutMs: number;
  /** Other servers leave a claimed row alone this long: well past one attempt's timeout. */
  leaseMs: number;
  log: WebhookLog;
}

function deliveryContext(options: OutboxDeliveryOptions): DeliveryContext {
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  return {
    // Both tables have the outbox's columns: one typed view serves either.
    db: options.db as unknown as OutboxDatabase,
    table: options.table as "outbox",
    name: options.name,
    url: options.url,
    headersFor: options.headersFor,
    now: options.now ?? (() => new Date()),
    random: options.random ?? Math.random,
    timeoutMs,
    leaseMs: timeoutMs * 6,
    log: options.log ?? logger,
  };
}

export interface PendingRow {
  id: number;
  topic: string;
  payload: string;
  attempts: number;
  next_attempt_at: string;
}

/** One pass over the due rows, one at a time. True when a full batch was read (more may be due). */
async function deliverDueRows(context: DeliveryContext, stopped: () => boolean): Promise<boolean> {
  const due = await context.db
    .selectFrom(context.table)
    .select(["id", "topic", "payload", "attempts", "next_attempt_at"])
    .where("delivered_at", "is", null)
    .where("next_attempt_at", "<=", context.now().toISOString())
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(BATCH_SIZE)
    .execute();
  for (const row of due) {
    if (stopped()) return false;
    const lease = await claim(context, row);
    if (!lease) continue;
    const failure = await send(context, row);
    await record(context, row, lease, failure);
  }
  return due.length === BATCH_SIZE;
}

/** Moves the row's next attempt past a lease, only if no other server did first; returns the lease. */
async function claim(context: DeliveryContext, row: PendingRow): Promise<string | undefined> {
  const lease = new Date(context.now().getTime() + context.leaseMs).toISOString();
  const result = await context.db
    .updateTable(context.table)
    .set({ next_attempt_at: lease })
    .where("id", "=", row.id)
    .where("next_attempt_at", "=", row.next_attempt_at)
    .where("delivered_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n ? lease : undefined;
}

/** POSTs the payload as stored; resolves to the failure's description, or null on a 2xx in time. */
async function send(context: DeliveryContext, row: PendingRow): Promise<string | null> {
  const timestamp = Math.floor(context.now().getTime() / 1000);
  const headers = { "Content-Type": "application/json", ...context.headersFor(row, timestamp) };
  try {
    const response = await fetch(context.url, {
      method: "POST",
      headers,
      body: row.payload,
      // A redirect is a misconfigured URL, not a delivery: the body and signature stay with us.
      redirect: "manual",
      signal: AbortSignal.timeout(context.timeoutMs),
    });
    await response.body?.cancel();
    return response.ok ? null : `HTTP ${response.status}`;
  } catch (error) {
    return describeFailure(error, context.timeoutMs);
  }
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === "TimeoutError") return `no answer within ${timeoutMs} ms`;
  const cause = error instanceof Error ? error.cause : undefined;
  const reason = cause instanceof Error ? cause.message : String(error);
  return reason.slice(0, MAX_ERROR_LENGTH);
}

async function record(
  context: DeliveryContext,
  row: PendingRow,
  lease: string,
  failure: string | null,
): Promise<void> {
  const now = context.now();
  const attempts = row.attempts + 1;
  if (failure === null) {
    await context.db
      .updateTable(context.table)
      .set({ delivered_at: now.toISOString(), attempts, last_error: null })
      .where("id", "=", row.id)
      .where("delivered_at", "is", null)
      .execute();
    return;
  }
  const retryAt = new Date(now.getTime() + retryDelayMs(attempts, context.random())).toISOString();
  await context.db
    .updateTable(context.table)
    .set({ attempts, last_error: failure, next_attempt_at: retryAt })
    .where("id", "=", row.id)
    .where("next_attempt_at", "=", lease)
    .where("delivered_at", "is", null)
    .execute();
  context.log.warn(
    { outboxId: row.id, attempts, error: failure, retryAt },
    `${context.name} delivery failed; will retry`,
  );
}
