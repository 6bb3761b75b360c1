/** The dashboard's figures as the owner reads them, in the page's language (English unless handed its texts). */

import { dashboardEnglish, type DashboardT } from "./dashboard-messages";

const WEEKDAYS_SHORT = ["day.sun", "day.mon", "day.tue", "day.wed", "day.thu", "day.fri", "day.sat"] as const;
const WEEKDAYS = [
  "day.sunday",
  "day.monday",
  "day.tuesday",
  "day.wednesday",
  "day.thursday",
  "day.friday",
  "day.saturday",
] as const;
const MONTHS = [
  "month.jan",
  "month.feb",
  "month.mar",
  "month.apr",
  "month.may",
  "month.jun",
  "month.jul",
  "month.aug",
  "month.sep",
  "month.oct",
  "month.nov",
  "month.dec",
] as const;

export type DayStyle = "short" | "long" | "weekday";

/** "Nov 27", "Fri, Nov 27" or "Friday" for a YYYY-MM-DD store date, read as a calendar date. */
export function formatDay(day: string, style: DayStyle = "long", t: DashboardT = dashboardEnglish): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (style === "weekday") return t(WEEKDAYS[date.getUTCDay()]!);
  const parts = { month: t(MONTHS[date.getUTCMonth()]!), day: date.getUTCDate() };
  if (style === "short") return t("day.short", parts);
  return t("day.long", { ...parts, weekday: t(WEEKDAYS_SHORT[date.getUTCDay()]!) });
}

const MINUS = "\u2212";

/** "+3 (+33%)", "−$12.00 (−8%)", "no change"; without a figure to compare with, the change alone. */
export function formatChange(
  now: number,
  before: number,
  format: (value: number) => string = String,
  t: DashboardT = dashboardEnglish,
): string {
  const change = now - before;
  if (change === 0) return t("dashboard.noChange");
  const sign = change > 0 ? "+" : MINUS;
  const amount = `${sign}${format(Math.abs(change))}`;
  if (before === 0) return amount;
  return `${amount} (${sign}${Math.round((Math.abs(change) / before) * 100)}%)`;
}

/** "45 s", "12 min", "2 h 5 min", "1 d 3 h": minutes and hours as a person says them. */
export function formatDuration(seconds: number, t: DashboardT = dashboardEnglish): string {
  const minutes = Math.round(seconds / 60);
  if (seconds < 60) return t("duration.seconds", { seconds: Math.round(seconds) });
  if (minutes < 60) return t("duration.minutes", { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24)
    return minutes % 60 === 0
      ? t("duration.hours", { hours })
      : t("duration.hoursMinutes", { hours, minutes: minutes % 60 });
  const days = Math.floor(hours / 24);
  return hours % 24 === 0
    ? t("duration.days", { days })
    : t("duration.daysHours", { days, hours: hours % 24 });
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
