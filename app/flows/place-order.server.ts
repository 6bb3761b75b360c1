import { claimCode, recordCodeUse } from "~/features/deals/index.server";
import { takeStock } from "~/features/inventory/index.server";
import { enqueueOrderNotices } from "~/features/notices/index.server";
import {
  type AcceptedOrder,
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

/** The code's last use went to another order while this one was checked: the shopper sees the total without it. */
function codeRanOut(
  checked: AcceptedOrder,
  code: string,
  refusal: "usedUp" | "usedUpForPhone",
): PlaceOrderOutcome {
  const { request, totals, deals } = checked;
  return {
    kind: "price_changed",
    lines: [],
    deals: {
      discountCents: totals.discountCents - deals.codeCents,
      ...(request.seenDiscountCents === undefined ? {} : { seenDiscountCents: request.seenDiscountCents }),
      code: { code: request.dealCode ?? code, refusal },
    },
  };
}

/**
 * Placing an order (DESIGN §5, §6, §11), in one transaction: the orders feature checks it (prices
 * from the database, caps, the key's earlier order), the inventory takes its counted stock (so a
 * refused order never takes an order number), the orders feature records it with its webhook
 * message, and the shopper's "we got your order" notice is queued. Its code's use is claimed before
 * the order takes a number, and recorded with it. A shortfall or a code run out rolls it all back.
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
      const { code } = checked;
      const phone = request.customer.phone;
      const refusal = code === null ? null : await claimCode(trx, { code, phone });
      if (code !== null && refusal) placing.refuse(codeRanOut(checked, code, refusal));
      const order = await recordOrder(trx, checked);
      if (code !== null) await recordCodeUse(trx, { code, orderId: order.id, phone, now: checked.now });
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
