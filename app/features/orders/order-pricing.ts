import { store } from "~/features/store";
import type { FulfilmentMethod } from "./order-status";

/**
 * An order's money, in integer cents (decision 0003). The server charges with this function and
 * the checkout page shows its summary with the same one, so the two cannot disagree. Sales tax and
 * the tip are on the goods (the subtotal); the delivery fee is neither taxed nor tipped. Each
 * rounding is half up, to the cent. Delivery is free from the store's free-delivery line, and
 * refused below its minimum (either may be off).
 */

export interface PricingRules {
  /** 0.07 for 7 %. */
  salesTaxRate: number;
  deliveryFeeCents: number;
  /** The least subtotal delivered; null: any. */
  deliveryMinimumCents: number | null;
  /** From this subtotal on, no delivery fee; null: never. */
  freeDeliveryFromCents: number | null;
}

export const STORE_PRICING: PricingRules = {
  salesTaxRate: store.salesTaxRate,
  deliveryFeeCents: store.delivery.feeCents,
  deliveryMinimumCents: store.delivery.minimumCents,
  freeDeliveryFromCents: store.delivery.freeFromCents,
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
  const subtotalCents = subtotalOf(lines);
  const taxCents = shareOf(subtotalCents, rules.salesTaxRate);
  const tipCents = shareOf(subtotalCents, choice.tipPercent / 100);
  const deliveryFeeCents =
    choice.fulfilment === "delivery" && deliveryProgress(subtotalCents, rules)?.kind !== "free"
      ? rules.deliveryFeeCents
      : 0;
  return {
    subtotalCents,
    taxCents,
    deliveryFeeCents,
    tipCents,
    totalCents: subtotalCents + taxCents + deliveryFeeCents + tipCents,
  };
}

/** The bottles' price before tax, fee and tip. */
export function subtotalOf(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
}

/**
 * Where a subtotal stands for delivery: short of the minimum, short of free delivery, or free; null
 * when the store has neither line, or has passed its minimum and has no free delivery.
 */
export type DeliveryProgress =
  | { kind: "belowMinimum"; shortCents: number; lineCents: number }
  | { kind: "towardFree"; shortCents: number; lineCents: number }
  | { kind: "free" };

export function deliveryProgress(
  subtotalCents: number,
  rules: PricingRules = STORE_PRICING,
): DeliveryProgress | null {
  const { deliveryMinimumCents: minimum, freeDeliveryFromCents: freeFrom } = rules;
  if (minimum !== null && subtotalCents < minimum)
    return { kind: "belowMinimum", shortCents: minimum - subtotalCents, lineCents: minimum };
  if (freeFrom === null) return null;
  if (subtotalCents < freeFrom)
    return { kind: "towardFree", shortCents: freeFrom - subtotalCents, lineCents: freeFrom };
  return { kind: "free" };
}

/** The message key of a delivery below the store's minimum, or null when the order may be delivered. */
export function deliveryMinimumBreach(
  lines: readonly PricedLine[],
  fulfilment: FulfilmentMethod,
  rules: PricingRules = STORE_PRICING,
): "order.belowDeliveryMinimum" | null {
  return fulfilment === "delivery" && deliveryProgress(subtotalOf(lines), rules)?.kind === "belowMinimum"
    ? "order.belowDeliveryMinimum"
    : null;
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
  return subtotalOf(lines) > caps.maxSubtotalCents ? "order.overOrderValue" : null;
}
