import type { Database } from "~/utils/db.server";
import type { StoredOrder } from "~/features/orders";
import { callsOf, handoverChecksOf, storedOrder, substituteSizes } from "~/features/orders/index.server";
import { staffNamesByActor } from "../staff-accounts.server";
import type { StaffOrderDetail, SubstitutesView } from "./staff-order-view";

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
    calls: await callsOf(db, order.id),
    staffNames: await staffNamesByActor(db),
    lastCheck: (await handoverChecksOf(db, [order.id])).get(order.id)?.at(-1) ?? null,
  };
}

/** Words longer than any product name search. */
const MAX_SUBSTITUTE_QUERY = 100;

/**
 * The sizes offered instead of one line (`?swap=<line>&q=<words>`), while the order can still
 * change; null when the page asks for none.
 */
export async function substitutesForLine(
  db: Database,
  order: StoredOrder,
  params: URLSearchParams,
): Promise<SubstitutesView | null> {
  const lineId = Number(params.get("swap"));
  const open = order.status === "received" || order.status === "confirmed";
  if (!open || !order.lines.some((line) => line.id === lineId)) return null;
  const query = (params.get("q") ?? "").slice(0, MAX_SUBSTITUTE_QUERY);
  return { lineId, query, sizes: await substituteSizes(db, { orderId: order.id, lineId }, query) };
}
