/**
 * The last store day a sale runs, as a date ("2026-12-10"): its end is the store's midnight after
 * that day (exclusive), so the day of the instant just before it, in the store's zone.
 */
export function saleLastDay(endsAt: string, timeZone: string): string {
  const lastInstant = new Date(Date.parse(endsAt) - 1);
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(lastInstant);
}
