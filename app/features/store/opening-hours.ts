import type { Translate } from "~/i18n/messages";
import type { StoreConfig } from "./store-config";

/** What the opening hours need from the store's configuration. */
export type StoreHours = Pick<StoreConfig, "timeZone" | "weeklyHours">;
export type DayName = keyof StoreConfig["weeklyHours"];

/** One line of the weekly hours as a shopper reads it: "Friday and Saturday" / "9:00 am to 1:00 am". */
export interface HoursRow {
  days: string;
  hours: string;
}

/** Whether the store is open at an instant; a time is null only for a store that never closes or never opens. */
export type OpeningStatus =
  { open: true; closesAt: string | null } | { open: false; opensAt: string | null; opensDay?: string };

export const WEEK: readonly DayName[] = [
  "sunday",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
];

const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

/**
 * The week's hours, days with the same hours on one row, the exceptions first and the rest as
 * "Other days", as the specification words it ("Friday and Saturday: …", "Other days: …").
 */
export function weeklyHoursSummary(config: StoreHours, t: Translate): HoursRow[] {
  // The groups come in week order and the sort is stable, so groups of one size keep that order.
  return sameHoursGroups(config)
    .sort((a, b) => a.days.length - b.days.length)
    .map(({ opens, closes, days }, index, groups) => {
      const rest = groups.length > 1 && index === groups.length - 1;
      return {
        days: capitalized(rest ? t("hours.otherDays") : dayGroupName(days, t)),
        hours: hoursText(toMinutes(opens), toMinutes(closes), t),
      };
    });
}

/** Days (counted from Sunday) that keep the same hours. */
interface SameHours {
  opens: string;
  closes: string;
  days: number[];
}

/** The week's days grouped by their hours, groups in the order of their first day. */
function sameHoursGroups(config: StoreHours): SameHours[] {
  const groups: SameHours[] = [];
  WEEK.forEach((day, index) => {
    const { opens, closes } = config.weeklyHours[day];
    const same = groups.find((group) => group.opens === opens && group.closes === closes);
    if (same) same.days.push(index);
    else groups.push({ opens, closes, days: [index] });
  });
  return groups;
}

/** Open or closed at `now`, read on the store's wall clock, so an hour after midnight belongs to the day before. */
export function openingStatus(now: Date, config: StoreHours, t: Translate): OpeningStatus {
  const minute = minuteOfWeek(now, config.timeZone);
  const spans = openSpans(config);
  const current = spans.find((span) => span.start <= minute && minute < span.end);
  if (current) {
    return {
      open: true,
      closesAt: current.end - current.start >= MINUTES_PER_WEEK ? null : clockTime(current.end, t),
    };
  }
  const next = spans.find((span) => span.start > minute);
  if (!next) return { open: false, opensAt: null };
  const opensAt = clockTime(next.start, t);
  const sameDay = Math.floor(next.start / MINUTES_PER_DAY) === Math.floor(minute / MINUTES_PER_DAY);
  return sameDay
    ? { open: false, opensAt }
    : { open: false, opensAt, opensDay: dayName(Math.floor(next.start / MINUTES_PER_DAY), t) };
}

/** Whether the store is open at an instant, by its hours on its own wall clock. */
export function isOpenAt(at: Date, config: StoreHours): boolean {
  const minute = minuteOfWeek(at, config.timeZone);
  return openSpans(config).some((span) => span.start <= minute && minute < span.end);
}

/**
 * When the confirming call for something that happened at `at` is due (issue #31): then, while the
 * store is open; else when it next opens. `at` for a store that never opens.
 */
export function callDueAt(at: Date, config: StoreHours): Date {
  if (isOpenAt(at, config)) return at;
  const minute = minuteOfWeek(at, config.timeZone);
  const next = openSpans(config).find((span) => span.start > minute);
  return next ? instantAt(next.start, at, minute, config.timeZone) : at;
}

/** A call due within this is "soon", the store's usual promise. */
const SOON_MS = 5 * 60_000;

/**
 * A call that is not soon (the store is closed, or a retry is scheduled), as a shopper reads its time
 * ("9:00 am"), with its day's name when it is not `now`'s day; null for a call soon or none.
 */
export function laterCallWords(
  callAt: Date | null | undefined,
  now: Date,
  config: StoreHours,
  t: Translate,
): { time: string; day?: string } | null {
  if (!callAt || callAt.getTime() - now.getTime() <= SOON_MS) return null;
  const minute = minuteOfWeek(callAt, config.timeZone);
  const time = clockTime(minute, t);
  const day = Math.floor(minute / MINUTES_PER_DAY);
  const sameDay = day === Math.floor(minuteOfWeek(now, config.timeZone) / MINUTES_PER_DAY);
  return sameDay && callAt.getTime() - now.getTime() < MINUTES_PER_DAY * 60_000
    ? { time }
    : { time, day: dayName(day, t) };
}

/** "Open now · closes 1:00 am" / "Closed · opens 9:00 am". */
export function openingStatusLine(status: OpeningStatus, t: Translate): string {
  if (status.open) {
    return status.closesAt ? t("hours.openUntil", { time: status.closesAt }) : t("hours.openAroundTheClock");
  }
  if (!status.opensAt) return t("hours.closed");
  if (!status.opensDay) return t("hours.closedUntil", { time: status.opensAt });
  return t("hours.closedUntilDay", { day: status.opensDay, time: status.opensAt });
}

/** "9:00 am to 1:00 am"; a day whose closing time is not after its opening time is a day off. */
function hoursText(opens: number, closes: number, t: Translate): string {
  if (closes <= opens) return t("hours.closed");
  return t("hours.span", { opens: clockTime(opens, t), closes: clockTime(closes, t) });
}

interface Span {
  start: number;
  end: number;
}

/**
 * The open stretches around this week, in minutes from Sunday 00:00 on the wall clock, merged where
 * one day's hours run into the next.
 */
function openSpans(config: StoreHours): Span[] {
  return mergeSpans(daySpans(config));
}

/**
 * Each day's hours around this week, in order. Last week's Saturday night and next week's days are
 * included so that early Sunday and the next opening after Saturday are found without wrapping arithmetic.
 */
function daySpans(config: StoreHours): Span[] {
  const week = WEEK.map((day, index) => ({
    start: index * MINUTES_PER_DAY + toMinutes(config.weeklyHours[day].opens),
    end: index * MINUTES_PER_DAY + toMinutes(config.weeklyHours[day].closes),
  })).filter((span) => span.end > span.start);
  return [-MINUTES_PER_WEEK, 0, MINUTES_PER_WEEK].flatMap((shift) =>
    week.map((span) => ({ start: span.start + shift, end: span.end + shift })),
  );
}

/** One day's opening hours as instants. */
export interface OpenDay {
  opens: Date;
  closes: Date;
}

/**
 * The next `count` days of opening hours that have not ended at `now`: today's (or last night's,
 * past midnight) first, then the next day the store opens.
 */
export function upcomingOpenDays(now: Date, config: StoreHours, count: number): OpenDay[] {
  const minute = minuteOfWeek(now, config.timeZone);
  return daySpans(config)
    .filter((span) => span.end > minute)
    .slice(0, count)
    .map((span) => ({
      opens: instantAt(span.start, now, minute, config.timeZone),
      closes: instantAt(span.end, now, minute, config.timeZone),
    }));
}

/** An instant's day as seen from `now`: "today", "tomorrow", else the day's name (within the week ahead). */
export function dayWords(at: Date, now: Date, config: StoreHours, t: Translate): string {
  const day = Math.floor(minuteOfWeek(at, config.timeZone) / MINUTES_PER_DAY);
  const today = Math.floor(minuteOfWeek(now, config.timeZone) / MINUTES_PER_DAY);
  const ahead = (day - today + 7) % 7;
  if (ahead === 0 && at.getTime() - now.getTime() < MINUTES_PER_DAY * 60_000) return t("hours.today");
  if (ahead === 1) return t("hours.tomorrow");
  return dayName(day, t);
}

/** A delivery or pickup window as a shopper reads it: its day ("today", "tomorrow", "Monday") and times. */
export function windowWords(
  window: { start: Date; end: Date },
  now: Date,
  config: StoreHours,
  t: Translate,
): { day: string; from: string; until: string } {
  return {
    day: dayWords(window.start, now, config, t),
    from: storeClockTime(window.start, config, t),
    until: storeClockTime(window.end, config, t),
  };
}

/** "9:40 am" on the store's wall clock. */
export function storeClockTime(at: Date, config: StoreHours, t: Translate): string {
  return clockTime(minuteOfWeek(at, config.timeZone), t);
}

function mergeSpans(spans: Span[]): Span[] {
  const merged: Span[] = [];
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/** The instant the store's wall clock reads `target` (minutes from this week's Sunday), daylight saving included. */
function instantAt(target: number, now: Date, nowMinute: number, timeZone: string): Date {
  const wholeMinute = Math.floor(now.getTime() / 60_000) * 60_000;
  const guess = new Date(wholeMinute + (target - nowMinute) * 60_000);
  // A change of clock in between (daylight saving) moves the wall clock by that much: read it back once.
  const drift = target - minuteOfWeek(guess, timeZone);
  const wrapped = (((drift + MINUTES_PER_WEEK / 2) % MINUTES_PER_WEEK) + MINUTES_PER_WEEK) % MINUTES_PER_WEEK;
  return new Date(guess.getTime() + (wrapped - MINUTES_PER_WEEK / 2) * 60_000);
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();
const WEEKDAY_NUMBERS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** Minutes from Sunday 00:00 as the store's clock on the wall shows them (daylight saving included). */
function minuteOfWeek(now: Date, timeZone: string): number {
  const parts = wallClock(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const weekday = WEEKDAY_NUMBERS[part("weekday")] ?? 0;
  return weekday * MINUTES_PER_DAY + Number(part("hour")) * 60 + Number(part("minute"));
}

function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

/** "25:00" → 1500: a closing time past 24:00 is after midnight, still counted from the opening day. */
export function toMinutes(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

/** 1500 → "1:00 am", 1440 → "12:00 am": the 12-hour clock of the specification. */
function clockTime(minutes: number, t: Translate): string {
  const ofDay = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hour = Math.floor(ofDay / 60);
  const time = `${hour % 12 || 12}:${String(ofDay % 60).padStart(2, "0")}`;
  return t(hour < 12 ? "hours.am" : "hours.pm", { time });
}

/** A row of hours starts with a capital, whatever the language's day names ("viernes y sábado"). */
function capitalized(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** The name of a day counted from Sunday, also for next week's days (7 = Sunday). */
function dayName(dayOfWeek: number, t: Translate): string {
  const day = WEEK[dayOfWeek % 7];
  if (!day) throw new RangeError(`No day of the week ${dayOfWeek}`);
  return t(`hours.day.${day}`);
}

/** [5, 6] → "Friday and Saturday", [0..4] → "Sunday to Thursday", [1, 3, 5] → "Monday, Wednesday and Friday". */
function dayGroupName(days: number[], t: Translate): string {
  if (days.length === WEEK.length) return t("hours.everyDay");
  const name = (day: number) => dayName(day, t);
  const run = asOneRun(days);
  if (run && days.length === 1) return name(run.first);
  if (run && days.length > 2) return t("hours.dayRange", { first: name(run.first), last: name(run.last) });
  // Two days of a run read in the run's order (Saturday and Sunday); scattered days in the week's.
  const last = run ? run.last : Math.max(...days);
  const others = days.filter((day) => day !== last);
  return t("hours.dayList", { first: others.map(name).join(", "), last: name(last) });
}

/**
 * The first and last day of days that follow one another round the week (Saturday to Monday
 * included); undefined when they make more than one run, or the whole week.
 */
function asOneRun(days: number[]): { first: number; last: number } | undefined {
  const chosen = (day: number) => days.includes((day + 7) % 7);
  const firsts = days.filter((day) => !chosen(day - 1));
  const [first] = firsts;
  const last = days.find((day) => !chosen(day + 1));
  if (firsts.length !== 1 || first === undefined || last === undefined) return undefined;
  return { first, last };
}
