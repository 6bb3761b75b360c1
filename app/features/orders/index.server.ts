// What the orders feature offers the rest of the store on the server.
export { storedOrder } from "./orders.server";
export { recentUnitsSold } from "./units-sold.server";
