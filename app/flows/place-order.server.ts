import { takeStock } from "~/features/inventory/index.server";
import { enqueueOrderNotices } from "~/features/notices/index.server";
import {
  checkOrder,
  hashOrderRequest,
  orderResponse,
  recordOrder,
  replayOf,
  type OrderRequest,
  type PlaceOrderOptions,
  type PlaceOrderOutcome,
} from "~/features/orders/index.server";
import type { Database } from "~/utils/db.server";
import { flowTransaction } from "./flow-transaction.server";

const placing = flowTransaction<PlaceOrderOutcome>();

/**
 * Placing an order (DESIGN §5, §6, §11), in one transaction: the orders feature checks it (prices
 * from the database, caps, the key's earlier order), the inventory takes its counted stock (so a
 * refused order never takes an order number), the orders feature records it with its webhook
 * message, and the shopper's "we got your order" notice is queued. A shortfall rolls it all back.
 */
export async function placeOrder(
  db: Database,
  request: OrderRequest,
  options: PlaceOrderOptions = {},
): Promise<PlaceOrderOutcome> {
  const requestHash = hashOrderRequest(request);
  try {
    return await placing.run(db, async (trx) => {
      const checked = await checkOrder(trx, request, requestHash, options);
      if (checked.kind !== "accepted") return checked;
      const shortfalls = await takeStock(trx, checked.countedStock);
      if (shortfalls.length > 0) placing.refuse({ kind: "stock", lines: shortfalls });
      const order = await recordOrder(trx, checked);
      await enqueueOrderNotices(trx, order.id, "received", checked.now);
      return { kind: "created", order: orderResponse(order) };
    });
  } catch (error) {
    // Another request with this key committed first: answer with its order.
    const raced = await replayOf(db, request.idempotencyKey, requestHash);
    if (raced) return raced;
    throw error;
  }
}
