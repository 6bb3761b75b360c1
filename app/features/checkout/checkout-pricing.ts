import {
  priceOrder,
  quotedDealLine,
  type FulfilmentMethod,
  type OrderRequestInput,
  type QuotedCode,
  type QuotedCodeRefusal,
  type QuoteDeals,
} from "~/features/orders";
import { orderableLines, type CheckoutLine } from "./checkout-lines";

/**
 * The checkout's order priced as the server will price it (decision 0069): the lines at the
 * quote's prices, sale prices among them, with the case rules in force and the code, when the quote
 * says it applies.
 */
export type CheckoutPricing = ReturnType<typeof priceOrder> & {
  /** The code priced with, as the store writes it; null: none applies. */
  code: string | null;
};

export function priceCheckout(
  lines: readonly CheckoutLine[],
  deals: QuoteDeals,
  choice: { fulfilment: FulfilmentMethod; tipPercent: number },
): CheckoutPricing {
  const code = deals.code?.ok ? deals.code.deal : null;
  const priced = priceOrder(
    orderableLines(lines).map((line) => quotedDealLine(line, line.quantity)),
    { caseRules: deals.caseRules, code },
    choice,
  );
  return { ...priced, code: code && priced.deals.codeRefusal === null ? code.code : null };
}

/**
 * What the order says of its deals: the code only while it applies (a code refused, or short of its
 * minimum, would only be refused again), and the discount the summary shows, which the server must
 * at least give.
 */
export function orderDeals(
  lines: readonly CheckoutLine[],
  deals: QuoteDeals,
): Pick<OrderRequestInput, "dealCode" | "seenDiscountCents"> {
  // Fulfilment and tip change no discount.
  const pricing = priceCheckout(lines, deals, { fulfilment: "pickup", tipPercent: 0 });
  const { code, totals } = pricing;
  return { ...(code === null ? {} : { dealCode: code }), seenDiscountCents: totals.discountCents };
}

/** Where the code the shopper applied stands, for its field. */
export type CodeState =
  | { kind: "none" }
  | { kind: "checking"; code: string }
  | { kind: "applied"; code: string }
  | { kind: "refused"; code: string; refusal: QuotedCodeRefusal; minimumCents: number | null };

/**
 * The code asked about, as the last quote answered it and the lines priced it: short of its minimum
 * is a refusal too, which a bigger cart lifts. Checking until the answer about this code has come.
 */
export function codeState(
  asked: string | null,
  deals: QuoteDeals,
  pricing: CheckoutPricing | null,
): CodeState {
  if (asked === null) return { kind: "none" };
  const answer = deals.code;
  if (!answer || codeOf(answer) !== asked) return { kind: "checking", code: asked };
  if (!answer.ok) return { kind: "refused", code: asked, refusal: answer.refusal, minimumCents: null };
  if (pricing?.deals.codeRefusal === "belowMinimum")
    return { kind: "refused", code: asked, refusal: "belowMinimum", minimumCents: answer.deal.minimumCents };
  return { kind: "applied", code: asked };
}

function codeOf(answer: QuotedCode): string {
  return answer.ok ? answer.deal.code : answer.code;
}
