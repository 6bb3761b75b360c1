import { store } from "~/features/store";
import type { Language } from "~/i18n/language";
import { timeFormat } from "~/i18n/time-format";

/** Spanish dates as written in the United States, times as the store writes them ("27 nov 2026, 3:05 p. m."). */
const LOCALES: Record<Language, string> = { en: "en-US", es: "es-US" };

export interface StaffClock {
  /** The board's rows: "11/22/26, 1:26 AM". */
  short: Intl.DateTimeFormat;
  /** "3:05 PM": a call due today. */
  time: Intl.DateTimeFormat;
  /** Everywhere else: "Nov 22, 2026, 1:26 AM". */
  medium: Intl.DateTimeFormat;
  /** A delivery or pickup window's day: "Sun, Jan 10". */
  day: Intl.DateTimeFormat;
}

function clockIn(language: Language): StaffClock {
  const locale = LOCALES[language];
  const timeZone = store.timeZone;
  return {
    short: timeFormat(language, locale, { timeZone, dateStyle: "short", timeStyle: "short" }),
    time: timeFormat(language, locale, { timeZone, timeStyle: "short" }),
    medium: timeFormat(language, locale, { timeZone, dateStyle: "medium", timeStyle: "short" }),
    day: new Intl.DateTimeFormat(locale, { timeZone, weekday: "short", month: "short", day: "numeric" }),
  };
}

const clocks: Record<Language, StaffClock> = { en: clockIn("en"), es: clockIn("es") };

/**
 * Times as the back room reads them: in the store's zone and the staff member's language, formatted
 * by the server so server and browser agree.
 */
export function staffClock(language: Language): StaffClock {
  return clocks[language];
}

/** A delivery or pickup window as the back room reads it: "Sun, Jan 10, 7:00 PM – 9:00 PM". */
export function windowText(clock: StaffClock, window: { start: string; end: string }): string {
  const start = new Date(window.start);
  return `${clock.day.format(start)}, ${clock.time.format(start)} – ${clock.time.format(new Date(window.end))}`;
}
