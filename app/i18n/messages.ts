import type { MessageKey, Messages } from "./en";
import { HTML_LANG, isLanguage, pathIn, type Language } from "./language";
import { useRootData } from "~/root-data";

type Values = Record<string, string | number>;

const numberFormats = new Map<Language, Intl.NumberFormat>();

/** Numbers read as the language writes them ("1,250" in both today; the choice is the language's). */
function numberFormat(language: Language): Intl.NumberFormat {
  let format = numberFormats.get(language);
  if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(HTML_LANG[language])));
  return format;
}

const pluralRules = new Map<Language, Intl.PluralRules>();

/** Whether the language says "one" of `count` ("1 product", and "1 producto"). */
function isOne(count: unknown, language: Language): boolean {
  if (typeof count !== "number") return false;
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(HTML_LANG[language])));
  return rules.select(count) === "one";
}

/**
 * Reads a text from one catalogue and fills its {placeholders}, numbers written the language's
 * way; a {count} the language calls "one" reads the key's `.one` text where the catalogue has one.
 * A key the catalogue lacks is a bug: it fails in development and tests, and a shopper sees the
 * key rather than a blank.
 */
export function translator<Key extends string>(messages: Partial<Record<Key, string>>, language: Language) {
  const texts: Partial<Record<string, string>> = messages;
  return (key: Key, values?: Values) => {
    const one = isOne(values?.count, language) ? texts[`${key}.one`] : undefined;
    const text = one ?? messages[key] ?? missingMessage(key, language);
    if (!values) return text;
    const filled = text.replace(/\{(\w+)\}(\.?)/g, (whole, name: string, stop: string) => {
      const value = Object.hasOwn(values, name) ? values[name] : undefined;
      if (value === undefined) return whole;
      const written = typeof value === "number" ? numberFormat(language).format(value) : value;
      // A value that ends in a stop ("9:00 a. m.") ends the sentence too: not "a. m..".
      return written.endsWith(".") ? written : written + stop;
    });
    return language === "es" ? withSpanishHourArticle(filled) : filled;
  };
}

/** Spanish says "a la 1:00" but "a las 9:00": a text written "las {time}" agrees with one o'clock. */
function withSpanishHourArticle(text: string): string {
  return text.replace(/\b([Ll])as 1:(\d\d)/g, "$1a 1:$2");
}

/**
 * `t("nav.home")` reads a text of the parts every page shows (header, footer, cart, age gate), and
 * `t("cart.itemCount", { count: 3 })` fills its {placeholders}.
 */
export type Translate = (key: MessageKey, values?: Values) => string;

function missingMessage(key: string, language: Language): string {
  if (import.meta.env.PROD) return key;
  throw new Error(`No ${language} text for "${key}": add it to the language's messages.`);
}

/** What a page rendered without the root's data (an error page) reads: nothing, which the translator reports. */
const NO_MESSAGES: Partial<Messages> = {};

const sharedTranslators = new Map<Language, WeakMap<Partial<Messages>, Translate>>();

/**
 * The translator of a shared catalogue, made once per catalogue object and language: an error
 * page without the root's data passes the same empty catalogue in every language, and must not
 * get another language's numbers.
 */
export function sharedTranslator(messages: Partial<Messages>, language: Language): Translate {
  let byMessages = sharedTranslators.get(language);
  if (!byMessages) sharedTranslators.set(language, (byMessages = new WeakMap()));
  let t = byMessages.get(messages);
  if (!t) byMessages.set(messages, (t = translator(messages, language)));
  return t;
}

/** The page's language, read from its address by the root loader. */
export function useLanguage(): Language {
  return useRootData().language;
}

/** Writes an English storefront address in the page's language, so a Spanish page links to Spanish ones. */
export function usePathIn(): (path: string) => string {
  const language = useLanguage();
  return (path) => pathIn(language, path);
}

/**
 * The shared texts in the request's language. They come with the root loader's data, not in the
 * JavaScript: every page needs them, and only one language at a time (home's first-load budget).
 */
export function useT(): Translate {
  const { messages, language } = useRootData();
  return sharedTranslator(messages, language);
}

/**
 * A page's own texts, one catalogue per language, each with every key, kept in its feature folder
 * so they ship only with the pages that use them. Its translator reads the page's keys and every
 * shared one.
 */
export type PageMessages<Key extends string> = Record<Language, Record<Key, string>>;
export type PageTranslate<Key extends string> = (key: Key | MessageKey, values?: Values) => string;

const pageTranslators = new WeakMap<object, WeakMap<Partial<Messages>, PageTranslate<string>>>();

export function pageTranslator<Key extends string>(
  page: PageMessages<Key>,
  language: Language,
  shared: Partial<Messages>,
): PageTranslate<Key> {
  return textsTranslator(page[language], language, shared);
}

/** A page's texts in one language (sent by its loader rather than shipped in its JavaScript), with every shared one. */
export function textsTranslator<Key extends string>(
  own: Record<Key, string>,
  language: Language,
  shared: Partial<Messages>,
): PageTranslate<Key> {
  let byShared = pageTranslators.get(own);
  if (!byShared) pageTranslators.set(own, (byShared = new WeakMap()));
  let t = byShared.get(shared);
  if (!t) byShared.set(shared, (t = translator<string>({ ...shared, ...own }, language)));
  return t;
}

/** A page's texts in its language, as its loader sent them, with every shared one. */
export function useTextsT<Key extends string>(own: Record<Key, string>): PageTranslate<Key> {
  const { language, messages } = useRootData();
  return textsTranslator(own, language, messages);
}

/** The texts of a part whose module arrives after the page (its catalogue, once loaded): null until then. */
export function useLoadedPageT<Key extends string>(
  page: PageMessages<Key> | null,
): PageTranslate<Key> | null {
  const { language, messages } = useRootData();
  return page && pageTranslator(page, language, messages);
}

export function usePageT<Key extends string>(page: PageMessages<Key>): PageTranslate<Key> {
  const { language, messages } = useRootData();
  return pageTranslator(page, language, messages);
}

/** For `meta`, which runs outside components: the shared texts the root loader sent. */
export function metaT(matches: MetaMatches): Translate {
  const root = rootDataIn(matches);
  return sharedTranslator(root.messages ?? NO_MESSAGES, root.language ?? "en");
}

/** For `meta`: a page's texts in the language the root loader chose. */
export function metaPageT<Key extends string>(
  page: PageMessages<Key>,
  matches: MetaMatches,
): PageTranslate<Key> {
  const root = rootDataIn(matches);
  return pageTranslator(page, root.language ?? "en", root.messages ?? NO_MESSAGES);
}

type MetaMatches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

/** The root loader's language and texts, checked: `meta` is handed its data as unknown. */
function rootDataIn(matches: MetaMatches): { language?: Language; messages?: Partial<Messages> } {
  const data = matches.find((match) => match?.id === "root")?.data;
  if (typeof data !== "object" || data === null) return {};
  return {
    language: "language" in data && isLanguage(data.language) ? data.language : undefined,
    messages: "messages" in data && isMessages(data.messages) ? data.messages : undefined,
  };
}

function isMessages(value: unknown): value is Partial<Messages> {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.values(value).every((text) => typeof text === "string")
  );
}
