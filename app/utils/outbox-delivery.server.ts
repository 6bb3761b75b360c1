import { sql, type Kysely } from "kysely";
import type { OutboxTable } from "../../db/schema";
import type { Database } from "./db.server";
import { logger } from "./logger.server";

/**
 * Delivers an outbox table's rows at least once: a row is pending until its delivery succeeds (a
 * 2xx from a URL, or a delivery function's ok), and every failure only moves its next attempt
 * later. All state is in the table, so a restart (or a crash mid-send) loses nothing, and several
 * app servers share the work: each row is claimed with a lease before it is sent. The order
 * webhook (orders feature) and the CDN purge hook (catalogue) POST to a URL; the shopper's notices
 * (notices feature) send e-mail and SMS through functions.
 */

/** Tables with the outbox's columns (db/schema.ts). */
export type OutboxTableName = "outbox" | "cdn_purge" | "shopper_notice";
type OutboxDatabase = Kysely<{ outbox: Omit<OutboxTable, "order_id"> }>;

/** What one attempt came to: done (with a remark kept in last_error, like "opted out"), or a failure to retry. */
export type DeliveryResult = { ok: true; remark?: string } | { ok: false; error: string };

/** Sends one row; a throw counts as a failed attempt. */
export type Deliver = (row: PendingRow, now: Date) => Promise<DeliveryResult>;

export interface WebhookLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** A POST of the row's payload to a URL. */
export interface HttpDelivery {
  url: string;
  /** Headers beside Content-Type for one delivery (its event, id, signature, token). */
  headersFor: (row: PendingRow, timestamp: number) => Record<string, string>;
}

/** A worker that POSTs each row to a URL (the order webhook, the CDN purge). */
export type OutboxDeliveryOptions = OutboxWorkerOptions & HttpDelivery;
/** A worker that hands each row to a function (the shopper's notices). */
export type OutboxFunctionOptions = OutboxWorkerOptions & { deliver: Deliver };

export interface OutboxWorkerOptions {
  /** The table whose rows this worker delivers: the outbox's columns (db/schema.ts). */
  table: OutboxTableName;
  /** Only the rows of this channel (a table with a `channel` column, like shopper_notice). */
  channel?: string;
  /** Names the deliveries in the log ("order webhook", "CDN purge"). */
  name: string;
  db: Database;
  /** Injected so tests move time instead of waiting for back-off. */
  now?: () => Date;
  /** 0..1, for the back-off's jitter. */
  random?: () => number;
  /** Runs `task` once after `ms`; returns a function that cancels it. */
  schedule?: (task: () => void, ms: number) => () => void;
  pollMs?: number;
  /** A delivery is a success only when it succeeds within this time (a URL's 2xx; a function times itself). */
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

export function startOutboxWorker(options: OutboxDeliveryOptions | OutboxFunctionOptions): OutboxWorker {
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
  channel: string | undefined;
  name: string;
  deliver: Deliver;
  now: () => Date;
  random: () => number;
  timeoutMs: number;
  /** Other servers leave a claimed row alone this long: well past one attempt's timeout. */
  leaseMs: number;
  log: WebhookLog;
}

function deliveryContext(options: OutboxDeliveryOptions | OutboxFunctionOptions): DeliveryContext {
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  return {
    // Both tables have the outbox's columns: one typed view serves either.
    db: options.db as unknown as OutboxDatabase,
    table: options.table as "outbox",
    channel: options.channel,
    name: options.name,
    deliver: "deliver" in options ? options.deliver : postTo(options, timeoutMs),
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
    .$if(context.channel !== undefined, (query) => query.where(sql.ref("channel"), "=", context.channel))
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(BATCH_SIZE)
    .execute();
  for (const row of due) {
    if (stopped()) return false;
    const lease = await claim(context, row);
    if (!lease) continue;
    await record(context, row, lease, await attempt(context, row));
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

/** One attempt; whatever the delivery throws is a failure to retry, not the worker's end. */
async function attempt(context: DeliveryContext, row: PendingRow): Promise<DeliveryResult> {
  try {
    return await context.deliver(row, context.now());
  } catch (error) {
    return { ok: false, error: describeFailure(error, context.timeoutMs) };
  }
}

/** POSTs the payload as stored: done on a 2xx in time. */
function postTo({ url, headersFor }: HttpDelivery, timeoutMs: number): Deliver {
  return async (row, now) => {
    const timestamp = Math.floor(now.getTime() / 1000);
    const headers = { "Content-Type": "application/json", ...headersFor(row, timestamp) };
    const response = await fetch(url, {
      method: "POST",
      headers,
      body: row.payload,
      // A redirect is a misconfigured URL, not a delivery: the body and signature stay with us.
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return response.ok ? { ok: true } : { ok: false, error: `HTTP ${response.status}` };
  };
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === "TimeoutError") return `no answer within ${timeoutMs} ms`;
  const cause = error instanceof Error ? error.cause : undefined;
  const reason =
    cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error);
  return reason.slice(0, MAX_ERROR_LENGTH);
}

async function record(
  context: DeliveryContext,
  row: PendingRow,
  lease: string,
  result: DeliveryResult,
): Promise<void> {
  const now = context.now();
  const attempts = row.attempts + 1;
  if (result.ok) {
    await context.db
      .updateTable(context.table)
      .set({ delivered_at: now.toISOString(), attempts, last_error: result.remark ?? null })
      .where("id", "=", row.id)
      .where("delivered_at", "is", null)
      .execute();
    return;
  }
  const failure = result.error.slice(0, MAX_ERROR_LENGTH);
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
