/**
 * The languages the store speaks (issue #8): a page's language is in its address (Spanish under
 * /es, issue #17); the cookie and Accept-Language only choose where a first visit to / goes. Client-safe.
 */

export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The shopper's last choice on the header's switch; it outranks the browser's Accept-Language. */
export const LANGUAGE_COOKIE = "language";
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** `<html lang>`: the Spanish is written for Latin America (es-419). */
export const HTML_LANG: Record<Language, string> = { en: "en", es: "es-419" };

/** Each language's name written in itself, for the switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Español" };

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
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

/** Where a first visit to / is sent: the cookie's choice, else the browser's preference, else English. */
export function preferredLanguage(cookieHeader: string | null, acceptLanguage: string | null): Language {
  return languageCookieIn(cookieHeader) ?? acceptedLanguage(acceptLanguage) ?? "en";
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
