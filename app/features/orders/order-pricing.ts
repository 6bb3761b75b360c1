import { priceDeals, type CaseRule, type CodeDeal, type DealLine, type DealsPricing } from "~/features/deals";
import { store } from "~/features/store";
import type { FulfilmentMethod } from "./order-status";

/**
 * An order's money, in integer cents (decision 0003). The server charges with this function and
 * the checkout page shows its summary with the same one, so the two cannot disagree. Sales tax and
 * the tip are on what the bottles cost after the deals (decision 0069); the delivery fee is neither
 * taxed, tipped nor discounted. Each rounding is half up, to the cent. Delivery is free from the
 * store's free-delivery line, and refused below its minimum (either may be off); both lines, like a
 * code's minimum, are measured on the bottles at the prices paid, before any discount.
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
  /** The bottles at the prices paid (sale prices where a sale runs). */
  subtotalCents: number;
  /** The mixed-case discount and the code's together; never more than the subtotal. */
  discountCents: number;
  taxCents: number;
  deliveryFeeCents: number;
  tipCents: number;
  totalCents: number;
}

/** Rates are kept in millionths so a rate like 7.125 % stays exact in integer arithmetic. */
const MILLION = 1_000_000;

export interface OrderChoice {
  fulfilment: FulfilmentMethod;
  tipPercent: number;
  /** The deals' discount on the bottles (priceOrder works it out); absent: none. */
  discountCents?: number;
}

export function orderTotals(
  lines: readonly PricedLine[],
  choice: OrderChoice,
  rules: PricingRules = STORE_PRICING,
): OrderTotals {
  const subtotalCents = subtotalOf(lines);
  const discountCents = Math.min(choice.discountCents ?? 0, subtotalCents);
  const payableCents = subtotalCents - discountCents;
  const taxCents = shareOf(payableCents, rules.salesTaxRate);
  const tipCents = shareOf(payableCents, choice.tipPercent / 100);
  const deliveryFeeCents =
    choice.fulfilment === "delivery" && deliveryProgress(subtotalCents, rules)?.kind !== "free"
      ? rules.deliveryFeeCents
      : 0;
  return {
    subtotalCents,
    discountCents,
    taxCents,
    deliveryFeeCents,
    tipCents,
    totalCents: payableCents + taxCents + deliveryFeeCents + tipCents,
  };
}

/** The deals an order is priced with: the case rules in force and the shopper's code, if it applies. */
export interface OrderDeals {
  caseRules: readonly CaseRule[];
  code: CodeDeal | null;
}

export const NO_DEALS: OrderDeals = { caseRules: [], code: null };

/**
 * The one way an order is priced, on the checkout page and on the server alike: the deals in their
 * written order (decision 0069), then tax, fee and tip on what is left.
 */
export function priceOrder(
  lines: readonly DealLine[],
  deals: OrderDeals,
  choice: Omit<OrderChoice, "discountCents">,
  rules: PricingRules = STORE_PRICING,
): { deals: DealsPricing; totals: OrderTotals } {
  const priced = priceDeals(lines, { caseRules: deals.caseRules, code: deals.code });
  const discountCents = (priced.caseDiscount?.cents ?? 0) + priced.codeCents;
  const totals = orderTotals(
    priced.lines.map((line) => ({ unitPriceCents: line.unitPaidCents, quantity: line.quantity })),
    { ...choice, discountCents },
    rules,
  );
  return { deals: priced, totals };
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
