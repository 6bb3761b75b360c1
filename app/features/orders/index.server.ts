// What the orders feature offers the rest of the store on the server.
export {
  type AcceptedOrder,
  checkOrder,
  hashOrderRequest,
  type PlaceOrderOptions,
  type PlaceOrderOutcome,
  quoteCart,
  recordOrder,
  replayOf,
  storedOrder,
} from "./orders.server";
export { orderResponse } from "./order-summary";
export type { OrderRequest } from "./order-request";
export {
  callQueue,
  callsOf,
  type CallLog,
  type CallLogResult,
  type CallRecord,
  recordCall,
} from "./order-calls.server";
export {
  type LineChange,
  type OrderChange,
  type OrderChangeResult,
  planOrderLineChange,
  type PlannedChange,
  recordLineChange,
  stockRefusal,
  substituteSizes,
} from "./order-changes.server";
export {
  addOrderNote,
  moveOrderStatus,
  queueStatusChanged,
  type StatusChange,
  type StatusChangeResult,
  type StatusMove,
  stockTakenBy,
} from "./order-status.server";
export { offeredWindows } from "./order-windows.server";
export {
  type AwaitingOrder,
  lastOrderLanguage,
  needsCallToConfirm,
  ordersAwaitingCall,
  queueTextReply,
  textActor,
} from "./order-replies.server";
export { handoverChecksOf, recordHandoverCheck } from "./handover.server";
