import type { Database } from "~/utils/db.server";
import { storedOrder } from "./orders.server";
import type { ShopperOrder } from "./shopper-order";
import { orderResponse } from "./order-summary";

const STATUS_TOKEN = /^[0-9a-f]{32}$/;

/** The order behind a status link, or null: a malformed or unknown token finds nothing, the same way. */
export async function shopperOrderByToken(db: Database, token: string): Promise<ShopperOrder | null> {
  if (!STATUS_TOKEN.test(token)) return null;
  const row = await db.selectFrom("orders").select("id").where("status_token", "=", token).executeTakeFirst();
  if (!row) return null;
  const order = await storedOrder(db, row.id);
  const {
    items,
    subtotalCents,
    discountCents,
    taxCents,
    deliveryFeeCents,
    tipCents,
    totalCents,
    deals,
    gift,
    callAt,
    window,
  } = orderResponse(order).order;
  return {
    number: order.number ?? String(order.id),
    status: order.status,
    placedAt: order.created_at,
    fulfilment: order.fulfilment,
    address:
      order.fulfilment === "delivery"
        ? [order.address, order.unit, order.zip].filter(Boolean).join(", ")
        : null,
    phone: order.customer_phone,
    paymentMethod: paymentMethodOf(order.payment_method),
    items,
    totals: { subtotalCents, discountCents, taxCents, deliveryFeeCents, tipCents, totalCents },
    deals,
    gift,
    callAt,
    window,
  };
}

/** Orders are written from a checked request: any other method is a damaged row, not a shopper's. */
function paymentMethodOf(stored: string): ShopperOrder["paymentMethod"] {
  if (stored === "cash" || stored === "card") return stored;
  throw new Error(`An order's payment method is neither cash nor card: ${stored}`);
}
