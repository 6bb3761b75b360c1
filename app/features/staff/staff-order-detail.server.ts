import type { Database } from "~/utils/db.server";
import { storedOrder } from "~/features/orders/index.server";
import { staffNamesByActor } from "./staff-accounts.server";
import type { StaffOrderDetail } from "./staff-order-view";

/** The id behind an order number, or null. */
export async function orderIdByNumber(db: Database, number: string): Promise<number | null> {
  const row = await db.selectFrom("orders").select("id").where("number", "=", number).executeTakeFirst();
  return row ? row.id : null;
}

/** One order as the staff see it: everything stored, with its audit trail, oldest first. */
export async function staffOrderByNumber(db: Database, number: string): Promise<StaffOrderDetail | null> {
  const orderId = await orderIdByNumber(db, number);
  if (orderId === null) return null;
  const order = await storedOrder(db, orderId);
  const events = await db
    .selectFrom("order_event")
    .select(["kind", "from_status", "to_status", "actor", "note", "created_at"])
    .where("order_id", "=", order.id)
    .orderBy("id")
    .execute();
  return {
    order,
    events: events.map((event) => ({
      kind: event.kind,
      fromStatus: event.from_status,
      toStatus: event.to_status,
      actor: event.actor,
      note: event.note,
      at: event.created_at,
    })),
    staffNames: await staffNamesByActor(db),
  };
}
