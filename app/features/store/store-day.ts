/** Calendar days in the store's time zone: the board's day filter, a sale's and a code's days. */

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** "2026-11-22": the store's date at this instant. */
export function storeDate(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** A real calendar date written YYYY-MM-DD, or null. */
export function parseStoreDay(text: string | null): string | null {
  if (!text || !DAY.test(text)) return null;
  const { year, month, day } = dateParts(text);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? text
    : null;
}

/** The UTC instants where that day starts and the next begins (23 or 25 hours apart on DST days). */
export function storeDayBounds(day: string, timeZone: string): { start: Date; end: Date } {
  const { year, month, day: date } = dateParts(day);
  return {
    start: localMidnight(Date.UTC(year, month - 1, date), timeZone),
    end: localMidnight(Date.UTC(year, month - 1, date + 1), timeZone),
  };
}

/** Year, month (1–12) and day of a date written YYYY-MM-DD, read by their places. */
function dateParts(text: string): { year: number; month: number; day: number } {
  return { year: Number(text.slice(0, 4)), month: Number(text.slice(5, 7)), day: Number(text.slice(8, 10)) };
}

function localMidnight(midnightAsUtc: number, timeZone: string): Date {
  // Subtract the zone's offset, then check it again at the result: the offset may change that night.
  const first = midnightAsUtc - zoneOffsetMs(new Date(midnightAsUtc), timeZone);
  return new Date(midnightAsUtc - zoneOffsetMs(new Date(first), timeZone));
}

function zoneOffsetMs(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}
