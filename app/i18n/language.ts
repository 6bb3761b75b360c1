/**
 * The languages the store speaks (issue #8): a page's language is in its address (Spanish under
 * /es, issue #17); the cookie and the browser's languages only choose where a first visit to / goes
 * (first-visit-language-script.tsx). Client-safe.
 */

export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The shopper's last choice on the header's switch; it outranks the browser's languages. */
export const LANGUAGE_COOKIE = "language";
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** `<html lang>`: the Spanish is written for Latin America (es-419). */
export const HTML_LANG: Record<Language, string> = { en: "en", es: "es-419" };

/** Each language's name written in itself, for the switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Español" };

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
}

/** The language of a storefront address: Spanish under /es (its data requests too), English elsewhere. */
export function languageOfPath(pathname: string): Language {
  return pathname === "/es" || pathname === "/es.data" || pathname.startsWith("/es/") ? "es" : "en";
}

/**
 * An English storefront address (with any query) as it is written in `language`. Relative and
 * outside addresses, and ones already Spanish, are left as they are.
 */
export function pathIn(language: Language, path: string): string {
  if (language === "en" || !path.startsWith("/") || languageOfPath(pathnameOf(path)) === "es") return path;
  return path === "/" || path.startsWith("/?") ? `/es${path.slice(1)}` : `/es${path}`;
}

/** The English address of a storefront page written in either language. */
export function englishPathOf(path: string): string {
  if (languageOfPath(pathnameOf(path)) === "en") return path;
  const rest = path.slice("/es".length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

function pathnameOf(path: string): string {
  return path.split("?", 1)[0] ?? path;
}
