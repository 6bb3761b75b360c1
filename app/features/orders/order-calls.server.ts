import { sql, type ExpressionBuilder, type Transaction } from "kysely";
import type { StoreDatabase } from "../../../db/schema";
import type { Database } from "~/utils/db.server";
import {
  isUnanswered,
  nextTryAt,
  type CallAttempt,
  type CallOutcome,
  type CallSchedule,
  type QueuedCall,
} from "./order-calls";
import { windowOf } from "./order-summary";
import { TEXT_ACTOR_PREFIX } from "./order-replies.server";
import { MAX_ORDER_NOTE_LENGTH, type ReturnedStock } from "./order-status.server";

/**
 * Logging the confirming call (issue #19). The attempt, the order's next call and, for "reached and
 * confirmed", the status change commit together. The form carries the order's version: of two
 * clerks logging at the same moment (on two servers, say) one wins and the other is told to look
 * again, so a call never schedules twice nor confirms twice.
 */

export interface CallLog {
  orderId: number;
  /** The order's version the clerk's page showed. */
  version: number;
  /** "staff:<id>". */
  actor: string;
  outcome: CallOutcome;
  note: string;
  now: Date;
  schedule: CallSchedule;
}

export type CallLogResult =
  | { ok: true; nextCallAt: string | null; returnedStock: ReturnedStock[] }
  | { ok: false; reason: "not_found" | "not_received" | "stale" | "note_too_long" };

/** What the call log itself answers; confirming the order is the flow's next step. */
export type CallRecord = { ok: true; nextCallAt: string | null } | Extract<CallLogResult, { ok: false }>;

/** Thrown inside the claim; turned into its answer before it leaves this file. */
class CallRefused extends Error {
  constructor(readonly result: CallLogResult & { ok: false }) {
    super(result.reason);
  }
}

/**
 * Writes the attempt and the order's next call inside the caller's transaction, if the order still
 * awaits its call at the version the clerk saw. A "confirmed" call has no next call: the flow moves
 * the order to confirmed in the same transaction.
 */
export async function recordCall(trx: Transaction<StoreDatabase>, call: CallLog): Promise<CallRecord> {
  const note = call.note.trim();
  if (note.length > MAX_ORDER_NOTE_LENGTH) return { ok: false, reason: "note_too_long" };
  const at = call.now.toISOString();
  try {
    await claimOrder(trx, call, at);
  } catch (error) {
    if (error instanceof CallRefused) return error.result;
    throw error;
  }
  const unanswered = await unansweredCount(trx, call.orderId);
  await trx
    .insertInto("call_attempt")
    .values({
      order_id: call.orderId,
      actor: call.actor,
      outcome: call.outcome,
      note: note || null,
      created_at: at,
    })
    .execute();
  if (call.outcome === "confirmed") return { ok: true, nextCallAt: null };
  const nextCallAt = nextCallOf(call, unanswered);
  await trx.updateTable("orders").set({ next_call_at: nextCallAt }).where("id", "=", call.orderId).execute();
  return { ok: true, nextCallAt };
}

/**
 * When to call next: after no answer, by the schedule; after changes agreed, a reminder at the first
 * delay in case nobody confirms; after a wrong number, never (the order page says what to do).
 */
function nextCallOf(call: CallLog, unansweredBefore: number): string | null {
  if (call.outcome === "wrong_number") return null;
  const tries = isUnanswered(call.outcome) ? unansweredBefore + 1 : 1;
  return nextTryAt(tries, call.now, call.schedule).toISOString();
}

/** Moves the version if it is the one the clerk saw and the order still awaits its call; else refuses. */
async function claimOrder(trx: Transaction<StoreDatabase>, call: CallLog, at: string): Promise<void> {
  const claimed = await trx
    .updateTable("orders")
    .set((eb) => ({ version: eb("version", "+", 1), updated_at: at }))
    .where("id", "=", call.orderId)
    .where("version", "=", call.version)
    .where("status", "=", "received")
    .executeTakeFirst();
  if (claimed.numUpdatedRows === 1n) return;
  const order = await trx
    .selectFrom("orders")
    .select(["status"])
    .where("id", "=", call.orderId)
    .executeTakeFirst();
  if (!order) throw new CallRefused({ ok: false, reason: "not_found" });
  throw new CallRefused({ ok: false, reason: order.status === "received" ? "stale" : "not_received" });
}

async function unansweredCount(db: Database | Transaction<StoreDatabase>, orderId: number): Promise<number> {
  const row = await db
    .selectFrom("call_attempt")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("order_id", "=", orderId)
    .where("outcome", "in", ["no_answer", "voicemail"])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** An order's calls, oldest first. */
export async function callsOf(db: Database, orderId: number): Promise<CallAttempt[]> {
  const rows = await db
    .selectFrom("call_attempt")
    .select(["actor", "outcome", "note", "created_at"])
    .where("order_id", "=", orderId)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ actor: row.actor, outcome: row.outcome, note: row.note, at: row.created_at }));
}

const QUEUE_SIZE = 100;

/**
 * Orders still to call: those whose shopper texted since the last call first (issue #34), then the
 * one due first (then the older order).
 */
export async function callQueue(db: Database, limit = QUEUE_SIZE): Promise<QueuedCall[]> {
  const orders = await db
    .selectFrom("orders")
    .select(["id", "number", "customer_name", "customer_phone", "next_call_at", "window_start", "window_end"])
    .select((eb) => waitingReply(eb).as("reply"))
    .where("status", "=", "received")
    .where("next_call_at", "is not", null)
    .orderBy((eb) => eb.case().when(waitingReply(eb), "is", null).then(1).else(0).end())
    // By when the bottles are needed: as soon as possible at the call, else the window's start (issue #31).
    .orderBy(sql`coalesce(window_start, next_call_at)`)
    .orderBy("id")
    .limit(limit)
    .execute();
  const attempts = orders.length
    ? await db
        .selectFrom("call_attempt")
        .select(["order_id", "outcome"])
        .where(
          "order_id",
          "in",
          orders.map((order) => order.id),
        )
        .orderBy("id")
        .execute()
    : [];
  return orders.map((order) => {
    const own = attempts.filter((attempt) => attempt.order_id === order.id);
    return {
      number: order.number ?? String(order.id),
      customerName: order.customer_name,
      phone: order.customer_phone,
      nextCallAt: order.next_call_at!,
      window: windowOf(order),
      attempts: own.length,
      lastOutcome: own.at(-1)?.outcome ?? null,
      reply: order.reply,
    };
  });
}

/** The order's last text from the shopper since its last call, or null: what the clerk calls about. */
function waitingReply(eb: ExpressionBuilder<StoreDatabase, "orders">) {
  const lastCall = eb
    .selectFrom("call_attempt")
    .select((inner) => inner.fn.max("call_attempt.created_at").as("at"))
    .whereRef("call_attempt.order_id", "=", "orders.id");
  return eb
    .selectFrom("order_event")
    .select("order_event.note")
    .whereRef("order_event.order_id", "=", "orders.id")
    .where("order_event.kind", "=", "note")
    .where("order_event.actor", "like", `${TEXT_ACTOR_PREFIX}%`)
    .where((inner) => inner("order_event.created_at", ">", inner.fn.coalesce(lastCall, sql.lit(""))))
    .orderBy("order_event.id", "desc")
    .limit(1);
}
