import type { Translate } from "~/i18n/messages";
import {
  callDueAt,
  dayWords,
  isOpenAt,
  store,
  storeClockTime,
  upcomingOpenDays,
  type OpenDay,
  type OrderWindowRules,
  type StoreConfig,
} from "~/features/store";
import type { FulfilmentMethod } from "./order-status";

/** What the windows need from the store's configuration. */
export type WindowConfig = Pick<StoreConfig, "timeZone" | "weeklyHours" | "orderWindows">;

/** A time a shopper may choose for delivery or pickup: ISO 8601 instants, the start naming it. */
export interface OrderWindow {
  start: string;
  end: string;
}

/** The windows one way of getting an order offers, as GET /api/orders/windows answers them. */
export interface OfferedWindows {
  /** When an order placed now, as soon as possible, would arrive or be ready (ISO 8601). */
  soonestAt: string;
  windows: Array<OrderWindow & { full: boolean }>;
}

export interface WindowsAnswer {
  delivery: OfferedWindows;
  pickup: OfferedWindows;
}

/** Today's and tomorrow's hours: the two next days that still have a window to choose. */
const DAYS_OFFERED = 2;

/**
 * The windows a shopper may choose at `now` (issue #31): the store's hours cut into windows of the
 * configured length, over the next two days that still have one, each starting at least the lead
 * time after the confirming call (now, or at opening). Fullness is the server's to add.
 */
export function orderWindowsAt(
  now: Date,
  method: FulfilmentMethod,
  config: WindowConfig = store,
): OrderWindow[] {
  const rules = config.orderWindows[method];
  // The lead runs from the confirming call, which waits for opening while the store is closed.
  const earliest = callDueAt(now, config).getTime() + rules.leadMinutes * 60_000;
  return upcomingOpenDays(now, config, DAYS_OFFERED + 1)
    .map((day) => windowsOf(day, rules).filter((window) => Date.parse(window.start) >= earliest))
    .filter((windows) => windows.length > 0)
    .slice(0, DAYS_OFFERED)
    .flat();
}

function windowsOf({ opens, closes }: OpenDay, rules: OrderWindowRules): OrderWindow[] {
  const length = rules.minutes * 60_000;
  const windows: OrderWindow[] = [];
  for (let start = opens.getTime(); start < closes.getTime(); start += length) {
    const end = Math.min(start + length, closes.getTime());
    windows.push({ start: new Date(start).toISOString(), end: new Date(end).toISOString() });
  }
  return windows;
}

/**
 * When an order placed now as soon as possible would arrive (delivery) or be ready (pickup): the
 * lead time after the confirming call, which waits for opening while the store is closed; one that
 * would come after closing comes the lead time after the next opening.
 */
export function soonestAt(now: Date, method: FulfilmentMethod, config: WindowConfig = store): Date {
  const lead = config.orderWindows[method].leadMinutes * 60_000;
  const afterCall = new Date(callDueAt(now, config).getTime() + lead);
  return isOpenAt(afterCall, config) ? afterCall : new Date(callDueAt(afterCall, config).getTime() + lead);
}

/** When an order arrives or is ready, as a shopper reads it from `now`: "today", "10:00 am". */
export function arrivalWords(at: Date, now: Date, t: Translate, config: WindowConfig = store) {
  return { day: dayWords(at, now, config, t), time: storeClockTime(at, config, t) };
}
