import type { Language } from "./language";

/** How the store spells the time of day in Spanish, as its hours are written ("9:00 a. m."). */
const SPANISH_DAY_PERIODS = { a: "a. m.", p: "p. m." } as const;

/** Intl writes "3:56 a.m." for es-US and es-419: the store's other Spanish times read "9:00 a. m.". */
class SpanishTimeFormat extends Intl.DateTimeFormat {
  override format(date?: Date | number): string {
    return super
      .formatToParts(date)
      .map((part) => {
        if (part.type === "dayPeriod")
          return SPANISH_DAY_PERIODS[part.value.trim().toLowerCase().startsWith("p") ? "p" : "a"];
        // The narrow no-break space some ICU versions put before it: the hours' plain space.
        return part.type === "literal" ? part.value.replace(/\u202f/g, " ") : part.value;
      })
      .join("");
  }
}

/**
 * A date and time format whose times are spelled alike everywhere in a language (issue #31: a page
 * said "3:56 a.m." above "9:00 a. m."). Dates keep the locale's order.
 */
export function timeFormat(
  language: Language,
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return language === "es"
    ? new SpanishTimeFormat(locale, options)
    : new Intl.DateTimeFormat(locale, options);
}
