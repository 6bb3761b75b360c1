// What the store feature offers the rest of the store; everything else in this folder is its own.
export {
  callDueAt,
  dayWords,
  isOpenAt,
  laterCallWords,
  storeClockTime,
  upcomingOpenDays,
  windowWords,
  type OpenDay,
} from "./opening-hours";
export { store } from "./store";
export { parseStoreDay, storeDate, storeDayBounds } from "./store-day";
export { StoreAddress } from "./store-address";
export { type HomeBanner, type OrderWindowRules, type StoreConfig } from "./store-config";
export { StoreHours } from "./store-hours";
export { StoreMap } from "./store-map";
export { useOpeningStatus } from "./use-opening-status";
