import { store } from "~/features/store";
import type { FulfilmentMethod } from "./order-status";

/**
 * An order's money, in integer cents (decision 0003). The server charges with this function and
 * the checkout page shows its summary with the same one, so the two cannot disagree. Sales tax and
 * the tip are on the goods (the subtotal); the delivery fee is neither taxed nor tipped. Each
 * rounding is half up, to the cent.
 */

export interface PricingRules {
  /** 0.07 for 7 %. */
  salesTaxRate: number;
  deliveryFeeCents: number;
}

export const STORE_PRICING: PricingRules = {
  salesTaxRate: store.salesTaxRate,
  deliveryFeeCents: store.delivery.feeCents,
};

export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
}

export interface OrderTotals {
  subtotalCents: number;
  taxCents: number;
  deliveryFeeCents: number;
  tipCents: number;
  totalCents: number;
}

/** Rates are kept in millionths so a rate like 7.125 % stays exact in integer arithmetic. */
const MILLION = 1_000_000;

export function orderTotals(
  lines: readonly PricedLine[],
  choice: { fulfilment: FulfilmentMethod; tipPercent: number },
  rules: PricingRules = STORE_PRICING,
): OrderTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const taxCents = shareOf(subtotalCents, rules.salesTaxRate);
  const tipCents = shareOf(subtotalCents, choice.tipPercent / 100);
  const deliveryFeeCents = choice.fulfilment === "delivery" ? rules.deliveryFeeCents : 0;
  return {
    subtotalCents,
    taxCents,
    deliveryFeeCents,
    tipCents,
    totalCents: subtotalCents + taxCents + deliveryFeeCents + tipCents,
  };
}

function shareOf(cents: number, rate: number): number {
  const millionths = Math.round(rate * MILLION);
  return Math.floor((cents * millionths + MILLION / 2) / MILLION);
}

/** What one online order may hold at most (store.config.ts); larger orders are arranged by phone. */
export interface OrderCaps {
  maxBottles: number;
  maxSubtotalCents: number;
}

export const STORE_ORDER_CAPS: OrderCaps = store.orderCaps;

/** Why an order is over the store's caps, as a message key; null when it fits. Bottles are checked first. */
export function orderCapBreach(
  lines: readonly PricedLine[],
  caps: OrderCaps = STORE_ORDER_CAPS,
): "order.tooManyBottles" | "order.overOrderValue" | null {
  const bottles = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (bottles > caps.maxBottles) return "order.tooManyBottles";
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  return subtotalCents > caps.maxSubtotalCents ? "order.overOrderValue" : null;
}
