/** Calendar days in the store's time zone, for the board's day filter. */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

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
  const match = text ? DAY.exec(text) : null;
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? text
    : null;
}

/** The UTC instants where that day starts and the next begins (23 or 25 hours apart on DST days). */
export function storeDayBounds(day: string, timeZone: string): { start: Date; end: Date } {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return {
    start: localMidnight(Date.UTC(year, month - 1, date), timeZone),
    end: localMidnight(Date.UTC(year, month - 1, date + 1), timeZone),
  };
}

function localMidnight(midnightAsUtc: number, timeZone: string): Date {
  // Subtract the zone's offset, then check it again at the result: the offset may change that night.
  const first = midnightAsUtc - zoneOffsetMs(new Date(midnightAsUtc), timeZone);
  return new Date(midnightAsUtc - zoneOffsetMs(new Date(first), timeZone));
}

function zoneOffsetMs(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<"year" | "month" | "day" | "hour" | "minute" | "second", number>;
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}
