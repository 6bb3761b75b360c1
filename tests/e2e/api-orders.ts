import type { APIRequestContext, APIResponse } from "@playwright/test";
import { DELIVERY_ADDRESS } from "../fixtures/delivery-address";

/** An order as a test describes it; everything but the size has a plain default. */
export interface TestOrder {
  sizeId: string;
  quantity?: number;
  name?: string;
  phone?: string;
  email?: string;
  /** The language the shopper ordered in (their notices speak it); English when left out. */
  language?: "en" | "es";
  /** Delivery to an address in the store's area; pickup when false. */
  delivery?: boolean;
  notes?: string;
  paymentMethod?: "cash" | "card";
  tipPercent?: number;
  /** A fresh random key unless the test needs a known one. */
  idempotencyKey?: string;
}

/** POST /api/orders as the checkout sends it (DESIGN §6), to `url` (the suite's server by default). */
export function postOrder(
  request: APIRequestContext,
  order: TestOrder,
  url = "/api/orders",
): Promise<APIResponse> {
  return request.post(url, {
    data: {
      idempotencyKey: order.idempotencyKey ?? `e2e-${crypto.randomUUID()}`,
      customer: { name: order.name ?? "Ana Test", phone: order.phone ?? "305-555-0123", email: order.email },
      fulfilment: order.delivery ? { method: "delivery", ...DELIVERY_ADDRESS } : { method: "pickup" },
      items: [{ id: order.sizeId, quantity: order.quantity ?? 1 }],
      paymentMethod: order.paymentMethod ?? "card",
      tipPercent: order.tipPercent ?? 0,
      notes: order.notes,
      language: order.language,
    },
  });
}
