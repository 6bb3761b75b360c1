import { returnStock } from "~/features/inventory/index.server";
import { enqueueOrderNotices } from "~/features/notices/index.server";
import {
  moveOrderStatus,
  queueStatusChanged,
  stockTakenBy,
  type StatusChange,
  type StatusChangeResult,
} from "~/features/orders/index.server";
import { UNSOLD_STATUSES } from "~/features/orders";
import { notifyRestockedSizes } from "~/features/restock-alerts/index.server";
import type { Database } from "~/utils/db.server";
import type { FlowTransaction } from "./flow-transaction.server";

/**
 * The one place an order's status changes, in one transaction: the orders feature moves it (or
 * says why not); a cancellation, or a delivery refused at the door or not delivered (issue #34),
 * gives the inventory back what the order took, exactly once; the webhook hears of it; the shopper
 * gets their notice; and stock put back tells those waiting for it (issue #19).
 */
export function changeOrderStatus(db: Database, change: StatusChange): Promise<StatusChangeResult> {
  return db.transaction().execute((trx) => changeOrderStatusIn(trx, change));
}

/** The same change inside a caller's transaction (a call that confirms the order), so both commit or neither. */
export async function changeOrderStatusIn(
  trx: FlowTransaction,
  change: StatusChange,
): Promise<StatusChangeResult> {
  const move = await moveOrderStatus(trx, change);
  if (!move.ok) return move;
  // The ends that sold nothing bring the bottles back to the shelf.
  const returned = UNSOLD_STATUSES.includes(change.to)
    ? await returnStock(trx, await stockTakenBy(trx, change.orderId))
    : [];
  const returnedStock = returned.map((line) => ({ sizeId: line.id, quantity: line.quantity }));
  await queueStatusChanged(trx, change, move, returnedStock);
  await enqueueOrderNotices(trx, change.orderId, change.to, change.now);
  await notifyRestockedSizes(
    trx,
    returned.map((line) => line.id),
    change.now,
  );
  return { ok: true, from: move.from, to: move.to, returnedStock };
}
