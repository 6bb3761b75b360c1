import type { Transaction } from "kysely";
import type { StoreDatabase } from "../../../db/schema";
import type { Database } from "~/utils/db.server";
import { returnStock } from "~/features/inventory/index.server";
import { enqueueOrderNotices } from "~/features/notices/index.server";
import { notifyRestockedSizes } from "~/features/restock-alerts/index.server";
import { announceStoreChange } from "~/utils/store-changes.server";
import { canMoveTo, isOrderStatus, type FulfilmentMethod, type OrderStatus } from "./order-status";

/** Longer than any remark made on the phone; bounds what one request can store. */
export const MAX_ORDER_NOTE_LENGTH = 1_000;

/**
 * The one place an order's status changes (DESIGN §7): the transition table decides, a conditional
 * update settles races between two staff screens, and every change leaves an order_event. A
 * cancellation returns the stock the order took, in the same transaction, exactly once.
 */

export interface StatusChange {
  orderId: number;
  to: OrderStatus;
  /** "shopper", "system" or "staff:<id>". */
  actor: string;
  note?: string;
  now: Date;
}

export interface ReturnedStock {
  sizeId: string;
  quantity: number;
}

export type StatusChangeResult =
  | { ok: true; from: OrderStatus; to: OrderStatus; returnedStock: ReturnedStock[] }
  | { ok: false; reason: "not_found" }
  /** The table forbids this change from the order's status (and fulfilment). */
  | { ok: false; reason: "not_allowed"; from: OrderStatus }
  /** Someone else changed the status between our read and our write; read again and retry if still wanted. */
  | { ok: false; reason: "conflict"; from: OrderStatus };

export function changeOrderStatus(db: Database, change: StatusChange): Promise<StatusChangeResult> {
  return db.transaction().execute((trx) => changeOrderStatusIn(trx, change));
}

/** The same change inside a caller's transaction (a call that confirms the order, say), so both commit or neither. */
export async function changeOrderStatusIn(
  trx: Transaction<StoreDatabase>,
  change: StatusChange,
): Promise<StatusChangeResult> {
  const order = await trx
    .selectFrom("orders")
    .select(["number", "status", "fulfilment"])
    .where("id", "=", change.orderId)
    .executeTakeFirst();
  if (!order) return { ok: false, reason: "not_found" };
  const from = readStatus(order.status);
  if (!canMoveTo(from, change.to, readFulfilment(order.fulfilment))) {
    return { ok: false, reason: "not_allowed", from };
  }
  const at = change.now.toISOString();
  const moved = await trx
    .updateTable("orders")
    // Every move leaves received, so the confirming call is over: off the call queue.
    .set((eb) => ({ status: change.to, updated_at: at, version: eb("version", "+", 1), next_call_at: null }))
    .where("id", "=", change.orderId)
    .where("status", "=", from)
    .executeTakeFirst();
  if (moved.numUpdatedRows !== 1n) return { ok: false, reason: "conflict", from };
  await trx
    .insertInto("order_event")
    .values({
      order_id: change.orderId,
      kind: "status",
      from_status: from,
      to_status: change.to,
      actor: change.actor,
      note: change.note ?? null,
      created_at: at,
    })
    .execute();
  const returnedStock = change.to === "cancelled" ? await returnOrderStock(trx, change.orderId) : [];
  await trx
    .insertInto("outbox")
    .values({
      topic: "order.status_changed",
      order_id: change.orderId,
      payload: JSON.stringify(
        orderStatusChangedPayload({
          number: order.number,
          from,
          to: change.to,
          at,
          note: change.note,
          returnedStock,
        }),
      ),
      next_attempt_at: at,
      created_at: at,
    })
    .execute();
  await announceStoreChange(trx, { kind: "outbox" });
  // The shopper hears of it; stock a cancellation put back tells those waiting for it (issue #19).
  await enqueueOrderNotices(trx, change.orderId, change.to, change.now);
  await notifyRestockedSizes(
    trx,
    returnedStock.map((line) => line.sizeId),
    change.now,
  );
  return { ok: true, from, to: change.to, returnedStock };
}

/** The webhook's JSON for a status change: which order, from what to what, and any stock put back. */
export function orderStatusChangedPayload(change: {
  number: string | null;
  from: OrderStatus;
  to: OrderStatus;
  at: string;
  note?: string;
  returnedStock: ReturnedStock[];
}) {
  return {
    event: "order.status_changed",
    number: change.number,
    from: change.from,
    to: change.to,
    changedAt: change.at,
    note: change.note ?? null,
    returnedStock: change.returnedStock,
  };
}

function readStatus(stored: string): OrderStatus {
  if (!isOrderStatus(stored)) throw new Error(`order has an unknown status "${stored}"`);
  return stored;
}

function readFulfilment(stored: string): FulfilmentMethod {
  if (stored !== "delivery" && stored !== "pickup")
    throw new Error(`order has an unknown fulfilment "${stored}"`);
  return stored;
}

/** Puts back what the order took from counted stock, once: only a move to cancelled calls this. */
async function returnOrderStock(trx: Transaction<StoreDatabase>, orderId: number): Promise<ReturnedStock[]> {
  const lines = await trx
    .selectFrom("order_line")
    .select(["size_id", "quantity"])
    .where("order_id", "=", orderId)
    .where("stock_taken", "=", 1)
    .execute();
  const returned = await returnStock(
    trx,
    lines.map((line) => ({ id: line.size_id, quantity: line.quantity })),
  );
  return returned.map((line) => ({ sizeId: line.id, quantity: line.quantity }));
}

export interface OrderNote {
  orderId: number;
  actor: string;
  note: string;
  now: Date;
}

export type OrderNoteResult = { ok: true } | { ok: false; reason: "not_found" | "empty" | "too_long" };

/** A staff remark on the audit trail ("called, no answer"); the status does not change. */
export async function addOrderNote(db: Database, entry: OrderNote): Promise<OrderNoteResult> {
  const note = entry.note.trim();
  if (!note) return { ok: false, reason: "empty" };
  if (note.length > MAX_ORDER_NOTE_LENGTH) return { ok: false, reason: "too_long" };
  const order = await db.selectFrom("orders").select("id").where("id", "=", entry.orderId).executeTakeFirst();
  if (!order) return { ok: false, reason: "not_found" };
  await db
    .insertInto("order_event")
    .values({
      order_id: entry.orderId,
      kind: "note",
      from_status: null,
      to_status: null,
      actor: entry.actor,
      note,
      created_at: entry.now.toISOString(),
    })
    .execute();
  return { ok: true };
}
