import type { Database } from "~/utils/db.server";
import { storedOrder } from "./orders.server";
import type { ShopperOrder } from "./shopper-order";
import { orderResponse } from "./order-summary";
import type { FulfilmentMethod, OrderStatus } from "./order-status";

const STATUS_TOKEN = /^[0-9a-f]{32}$/;

/** The order behind a status link, or null: a malformed or unknown token finds nothing, the same way. */
export async function shopperOrderByToken(db: Database, token: string): Promise<ShopperOrder | null> {
  if (!STATUS_TOKEN.test(token)) return null;
  const row = await db.selectFrom("orders").select("id").where("status_token", "=", token).executeTakeFirst();
  if (!row) return null;
  const order = await storedOrder(db, Number(row.id));
  const { items, subtotalCents, taxCents, deliveryFeeCents, tipCents, totalCents } =
    orderResponse(order).order;
  return {
    number: order.number ?? String(order.id),
    status: order.status as OrderStatus,
    placedAt: order.created_at,
    fulfilment: order.fulfilment as FulfilmentMethod,
    address:
      order.fulfilment === "delivery"
        ? [order.address, order.unit, order.zip].filter(Boolean).join(", ")
        : null,
    phone: order.customer_phone,
    paymentMethod: order.payment_method as ShopperOrder["paymentMethod"],
    items,
    totals: { subtotalCents, taxCents, deliveryFeeCents, tipCents, totalCents },
  };
}
