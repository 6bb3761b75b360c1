import { moveStock } from "~/features/inventory/index.server";
import {
  planOrderLineChange,
  recordLineChange,
  stockRefusal,
  type OrderChange,
  type OrderChangeResult,
} from "~/features/orders/index.server";
import { notifyRestockedSizes } from "~/features/restock-alerts/index.server";
import type { Database } from "~/utils/db.server";
import { flowTransaction } from "./flow-transaction.server";

const changing = flowTransaction<OrderChangeResult>();

/**
 * A change agreed on the confirming call (issue #19, decision 0047), in one transaction: the orders
 * feature claims the order at the form's version and plans the change, the inventory moves its
 * stock (a shortfall refuses it all), a bottle put back tells those waiting for it, and the orders
 * feature writes the line, the totals, the audit trail and the webhook's message.
 */
export function changeOrderLine(db: Database, change: OrderChange): Promise<OrderChangeResult> {
  return changing.run(db, async (trx) => {
    const planned = await planOrderLineChange(trx, change);
    if (!planned.ok) return changing.refuse(planned);
    const stock = await moveStock(trx, planned.plan.stock);
    if (stock.shortfall) return changing.refuse(stockRefusal(stock.shortfall));
    await notifyRestockedSizes(
      trx,
      planned.plan.stock.filter((move) => move.delta < 0).map((move) => move.id),
      change.now,
    );
    return recordLineChange(trx, change, planned, stock.moved);
  });
}
