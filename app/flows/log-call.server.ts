import { recordCall, type CallLog, type CallLogResult } from "~/features/orders/index.server";
import type { Database } from "~/utils/db.server";
import { changeOrderStatusIn } from "./change-order-status.server";
import type { FlowTransaction } from "./flow-transaction.server";

/**
 * Logging the confirming call (issue #19), in one transaction: the attempt and the order's next
 * call, and for "reached and confirmed" the status change with its notices. The form carries the
 * order's version, so of two clerks logging at once one wins and the other is told to look again.
 */
export function logCall(db: Database, call: CallLog): Promise<CallLogResult> {
  return db.transaction().execute((trx) => logCallIn(trx, call));
}

/** The same inside a caller's transaction (a shopper's "yes" by text, issue #34), so both commit or neither. */
export async function logCallIn(trx: FlowTransaction, call: CallLog): Promise<CallLogResult> {
  const recorded = await recordCall(trx, call);
  if (!recorded.ok) return recorded;
  if (call.outcome !== "confirmed") return { ...recorded, returnedStock: [] };
  const moved = await changeOrderStatusIn(trx, {
    orderId: call.orderId,
    to: "confirmed",
    actor: call.actor,
    // The call's note stays with the call: a status change's note travels to the webhook.
    now: call.now,
  });
  // The order was claimed above, still received: nothing else can have moved it.
  if (!moved.ok) throw new Error(`a claimed order could not be confirmed: ${moved.reason}`);
  return { ok: true, nextCallAt: null, returnedStock: moved.returnedStock };
}
