import { storeDate } from "~/features/store";

/**
 * The last store day a sale runs, as a date ("2026-12-10"): its end is the store's midnight after
 * that day (exclusive), so the day of the instant just before it, in the store's zone.
 */
export function saleLastDay(endsAt: string, timeZone: string): string {
  return storeDate(new Date(Date.parse(endsAt) - 1), timeZone);
}
