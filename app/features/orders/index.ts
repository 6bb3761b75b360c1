// What the orders feature offers the rest of the store; everything else in this folder is its own.
export {
  type CartQuote,
  type CartQuoteRequest,
  cartQuoteSchema,
  type DealChange,
  dealChangeSchema,
  type PriceChange,
  priceChangeSchema,
  type QuoteDeals,
  type QuotedCode,
  type QuotedCodeRefusal,
  type QuotedLine,
} from "./cart-quote";
export { NO_QUOTE_DEALS, quotedDealLine } from "./quoted-deals";
// The checkout reads a typed code as the store does, before asking about it.
export { MAX_CODE_LENGTH, normalCode } from "~/features/deals";
export {
  deliveryMinimumBreach,
  type DeliveryProgress,
  deliveryProgress,
  orderCapBreach,
  type OrderTotals,
  orderTotals,
  priceOrder,
  type PricingRules,
  STORE_ORDER_CAPS,
  STORE_PRICING,
  subtotalOf,
} from "./order-pricing";
export { DELIVERY_AREA_MESSAGE, isDeliveryZip, MAX_ORDER_LINES, ORDER_LIMITS } from "./order-limits";
export {
  type FieldErrors,
  fieldErrorsOf,
  fieldErrorsSchema,
  type OrderRequestInput,
  orderRequestSchema,
} from "./order-request";
export { isOrderRequestMessageKey, orderRequestMessages } from "./order-request-messages";
export {
  type FulfilmentMethod,
  isClosedStatus,
  isOrderStatus,
  nextStatuses,
  ORDER_STATUSES,
  type OrderStatus,
  UNSOLD_STATUSES,
} from "./order-status";
export { orderStatusName } from "./order-status-messages";
export { type OrderWindowMessageKey, orderWindowMessages } from "./order-window-messages";
export { type OrderChangeKey, orderChangeMessages } from "./order-change-messages";
export {
  DEFAULT_SUBSTITUTION,
  isSubstitution,
  type OrderGift,
  type SubstituteSize,
  type Substitution,
  SUBSTITUTIONS,
} from "./order-choices";
export { dealsOf, giftOf, type OrderDealsApplied, type StoredOrder, windowOf } from "./order-summary";
export { dealTotalsLines } from "./order-deal-lines";
export type { HandoverCheckRecord } from "./handover";
export {
  arrivalWords,
  type OfferedWindows,
  type OrderWindow,
  soonestAt,
  type WindowsAnswer,
} from "./order-windows";
export { windowsAnswerSchema } from "./order-windows-answer";
export {
  CALL_OUTCOMES,
  type CallAttempt,
  type CallDue,
  callDue,
  callDueSeenAt,
  type CallOutcome,
  type CallSchedule,
  isCallOutcome,
  isUnanswered,
  OVERDUE_AFTER_MS,
  type QueuedCall,
} from "./order-calls";
