// What the staff feature offers the rest of the store on the server.
export { staffNamesByActor } from "./staff-accounts.server";
export { storeDate, storeDayBounds } from "./store-day";
export type { AccountChange } from "./staff-account-admin.server";
