import type { Transaction } from "kysely";
import type { StoreDatabase } from "../../../db/schema";
import type { Database } from "~/utils/db.server";
import { announceStoreChange } from "~/utils/store-changes.server";
import { lastCheckPassed } from "./handover.server";
import {
  canMoveTo,
  isOrderStatus,
  needsIdCheck,
  type FulfilmentMethod,
  type OrderStatus,
} from "./order-status";

/** Longer than any remark made on the phone; bounds what one request can store. */
export const MAX_ORDER_NOTE_LENGTH = 1_000;

/**
 * An order's status (DESIGN §7): the transition table decides, a conditional update settles races
 * between two staff screens, and every change leaves an order_event. The change with its stock,
 * webhook and notices is composed in flows/change-order-status.server.ts.
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
  /** Handing over needs a passing ID check first (issue #34). */
  | { ok: false; reason: "no_id_check"; from: OrderStatus }
  /** Someone else changed the status between our read and our write; read again and retry if still wanted. */
  | { ok: false; reason: "conflict"; from: OrderStatus };

/** The order's row moved and its history written; stock, webhook and notices are the flow's to add. */
export type StatusMove =
  | { ok: true; number: string | null; from: OrderStatus; to: OrderStatus }
  | Extract<StatusChangeResult, { ok: false }>;

/**
 * Moves an order's status inside the caller's transaction, if the transition table allows it and
 * nobody moved it since it was read, and leaves the change on its history.
 */
export async function moveOrderStatus(
  trx: Transaction<StoreDatabase>,
  change: StatusChange,
): Promise<StatusMove> {
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
  if (needsIdCheck(change.to) && !(await lastCheckPassed(trx, change.orderId))) {
    return { ok: false, reason: "no_id_check", from };
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
  return { ok: true, number: order.number, from, to: change.to };
}

/** The webhook's order.status_changed for a move, queued in the move's transaction. */
export async function queueStatusChanged(
  trx: Transaction<StoreDatabase>,
  change: StatusChange,
  move: Extract<StatusMove, { ok: true }>,
  returnedStock: ReturnedStock[],
): Promise<void> {
  const at = change.now.toISOString();
  await trx
    .insertInto("outbox")
    .values({
      topic: "order.status_changed",
      order_id: change.orderId,
      payload: JSON.stringify(
        orderStatusChangedPayload({
          number: move.number,
          from: move.from,
          to: move.to,
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

/** The counted stock an order's lines took: what a cancellation gives back to the inventory. */
export async function stockTakenBy(
  trx: Transaction<StoreDatabase>,
  orderId: number,
): Promise<Array<{ id: string; quantity: number }>> {
  const lines = await trx
    .selectFrom("order_line")
    .select(["size_id", "quantity"])
    .where("order_id", "=", orderId)
    .where("stock_taken", "=", 1)
    .execute();
  return lines.map((line) => ({ id: line.size_id, quantity: line.quantity }));
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
