/** The dashboard's figures as the owner reads them; store dates are formatted as calendar dates (UTC). */

const DAY_FORMATS = {
  short: new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric" }),
  long: new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "short",
    month: "short",
    day: "numeric",
  }),
  weekday: new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long" }),
};

/** "Nov 27", "Fri, Nov 27" or "Friday" for a YYYY-MM-DD store date. */
export function formatDay(day: string, style: keyof typeof DAY_FORMATS = "long"): string {
  return DAY_FORMATS[style].format(new Date(`${day}T12:00:00Z`));
}

const MINUS = "\u2212";

/** "+3 (+33%)", "−$12.00 (−8%)", "no change"; without a figure to compare with, the change alone. */
export function formatChange(
  now: number,
  before: number,
  format: (value: number) => string = String,
): string {
  const change = now - before;
  if (change === 0) return "no change";
  const sign = change > 0 ? "+" : MINUS;
  const amount = `${sign}${format(Math.abs(change))}`;
  if (before === 0) return amount;
  return `${amount} (${sign}${Math.round((Math.abs(change) / before) * 100)}%)`;
}

/** "45 s", "12 min", "2 h 5 min", "1 d 3 h": minutes and hours as a person says them. */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (seconds < 60) return `${Math.round(seconds)} s`;
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`;
}

/** "6.6" days left, one decimal, rounded down so "7.0" never shows for a size under 7. */
export function formatDaysLeft(days: number): string {
  return (Math.floor(days * 10) / 10).toFixed(1);
}

/**
 * The step between a chart's gridlines: 1, 2, 2.5 or 5 × 10ⁿ, at least `minimum`, so that `lines`
 * steps reach `max` and every gridline reads as a round number.
 */
export function gridStep(max: number, lines: number, minimum: number): number {
  const wanted = Math.max(max / lines, minimum);
  const power = 10 ** Math.floor(Math.log10(wanted));
  return [1, 2, 2.5, 5, 10].map((each) => each * power).find((step) => step >= wanted)!;
}

/**
 * "$0", "$250", "$2.5K": a gridline's dollars, short. Written by hand: compact Intl formats differ
 * between the server's ICU and the browser's, and the page would not hydrate.
 */
export function axisDollars(cents: number): string {
  const dollars = cents / 100;
  return dollars >= 1000 ? `$${Number((dollars / 1000).toFixed(2))}K` : `$${Number(dollars.toFixed(2))}`;
}
