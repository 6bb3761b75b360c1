// What the orders feature offers the rest of the store on the server.
export { storedOrder } from "./orders.server";
export { recentUnitsSold } from "./units-sold.server";
export { callQueue, callsOf, logCall, type CallLogResult } from "./order-calls.server";
export {
  changeOrderLine,
  type LineChange,
  type OrderChangeResult,
  substituteSizes,
} from "./order-changes.server";
export { changeOrderStatus, addOrderNote } from "./order-status.server";
