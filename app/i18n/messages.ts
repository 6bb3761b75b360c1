import type { MessageKey, Messages } from "./en";
import { HTML_LANG, type Language } from "./language";
import { useRootData } from "~/root-data";

type Values = Record<string, string | number>;

const numberFormats = new Map<Language, Intl.NumberFormat>();

/** Numbers read as the language writes them ("1,250" in both today; the choice is the language's). */
function numberFormat(language: Language): Intl.NumberFormat {
  let format = numberFormats.get(language);
  if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(HTML_LANG[language])));
  return format;
}

/**
 * Reads a text from one catalogue and fills its {placeholders}, numbers written the language's
 * way; a missing key shows as itself.
 */
export function translator<Key extends string>(messages: Record<Key, string>, language: Language) {
  return (key: Key, values?: Values) => {
    const text = messages[key] ?? key;
    return values
      ? text.replace(/\{(\w+)\}/g, (whole, name: string) => {
          if (!Object.hasOwn(values, name)) return whole;
          const value = values[name]!;
          return typeof value === "number" ? numberFormat(language).format(value) : value;
        })
      : text;
  };
}

/**
 * `t("nav.home")` reads a text of the parts every page shows (header, footer, cart, age gate), and
 * `t("cart.itemCount", { count: 3 })` fills its {placeholders}.
 */
export type Translate = (key: MessageKey, values?: Values) => string;

const sharedTranslators = new WeakMap<Messages, Translate>();

/** The translator of a shared catalogue, made once per catalogue object (each is one language's). */
export function sharedTranslator(messages: Messages, language: Language): Translate {
  let t = sharedTranslators.get(messages);
  if (!t) sharedTranslators.set(messages, (t = translator(messages, language)));
  return t;
}

/** The request's language, chosen on the server (cookie, else Accept-Language). */
export function useLanguage(): Language {
  return useRootData().language;
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

const pageTranslators = new WeakMap<object, WeakMap<Messages, PageTranslate<string>>>();

export function pageTranslator<Key extends string>(
  page: PageMessages<Key>,
  language: Language,
  shared: Messages,
): PageTranslate<Key> {
  const own = page[language];
  let byShared = pageTranslators.get(own);
  if (!byShared) pageTranslators.set(own, (byShared = new WeakMap()));
  let t = byShared.get(shared);
  if (!t) byShared.set(shared, (t = translator<string>({ ...shared, ...own }, language)));
  return t as PageTranslate<Key>;
}

export function usePageT<Key extends string>(page: PageMessages<Key>): PageTranslate<Key> {
  const { language, messages } = useRootData();
  return pageTranslator(page, language, messages);
}

/** For `meta`, which runs outside components: the shared texts the root loader sent. */
export function metaT(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): Translate {
  const root = rootDataIn(matches);
  return sharedTranslator(root?.messages ?? ({} as Messages), root?.language ?? "en");
}

/** For `meta`: a page's texts in the language the root loader chose. */
export function metaPageT<Key extends string>(
  page: PageMessages<Key>,
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
): PageTranslate<Key> {
  const root = rootDataIn(matches);
  return pageTranslator(page, root?.language ?? "en", root?.messages ?? ({} as Messages));
}

function rootDataIn(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>) {
  return matches.find((match) => match?.id === "root")?.data as
    { language?: Language; messages?: Messages } | undefined;
}
