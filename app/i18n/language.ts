/** The languages the store speaks (issue #8), and how a request chooses one. Client-safe. */

export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The shopper's choice from the header's switch; it outranks the browser's Accept-Language. */
export const LANGUAGE_COOKIE = "language";
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** `<html lang>`: the Spanish is written for Latin America (es-419). */
export const HTML_LANG: Record<Language, string> = { en: "en", es: "es-419" };

/** Each language's name written in itself, for the switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Español" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export function languageCookieIn(cookieHeader: string | null): Language | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
}

/** The store language the browser prefers most ("es-MX;q=0.9" counts as Spanish), or null. */
export function acceptedLanguage(acceptLanguage: string | null): Language | null {
  let best: { language: Language; quality: number } | null = null;
  for (const range of (acceptLanguage ?? "").split(",").slice(0, 20)) {
    const [tag = "", ...params] = range.trim().split(";");
    const primary = tag.trim().toLowerCase().split("-")[0];
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const quality = qParam ? Number(qParam.slice(2)) : 1;
    if (!isLanguage(primary) || !(quality > 0 && quality <= 1)) continue;
    if (!best || quality > best.quality) best = { language: primary, quality };
  }
  return best?.language ?? null;
}

/** The cookie's choice, else the browser's preference, else English. */
export function requestLanguage(cookieHeader: string | null, acceptLanguage: string | null): Language {
  return languageCookieIn(cookieHeader) ?? acceptedLanguage(acceptLanguage) ?? "en";
}
