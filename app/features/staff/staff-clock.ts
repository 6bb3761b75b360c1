import { store } from "~/features/store";

/**
 * Times as the back room reads them: in the store's zone, in English, formatted by the server so
 * server and browser agree. "short" for the board's rows (11/22/26, 1:26 AM), "medium" elsewhere.
 */
export const staffClock = {
  short: new Intl.DateTimeFormat("en-US", {
    timeZone: store.timeZone,
    dateStyle: "short",
    timeStyle: "short",
  }),
  /** "3:05 PM": a call due today. */
  time: new Intl.DateTimeFormat("en-US", { timeZone: store.timeZone, timeStyle: "short" }),
  medium: new Intl.DateTimeFormat("en-US", {
    timeZone: store.timeZone,
    dateStyle: "medium",
    timeStyle: "short",
  }),
};
