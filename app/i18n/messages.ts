import { en, type MessageKey, type Messages } from "./en";

export type Language = "en";

const catalogs: Record<Language, Messages> = { en };

type Values = Record<string, string | number>;

/** Reads a text from one catalogue and fills its {placeholders}. */
function translator<Key extends string>(messages: Record<Key, string>) {
  return (key: Key, values?: Values) =>
    values
      ? messages[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
          Object.hasOwn(values, name) ? String(values[name]) : whole,
        )
      : messages[key];
}

/**
 * The message catalogue for a language: `t("nav.home")` reads a text, and
 * `t("cart.itemCount", { count: 3 })` fills its {placeholders}. It holds the texts of the parts
 * every page shows (header, footer, cart, age gate): it ships with every page.
 */
export function messagesFor(language: Language) {
  return translator<MessageKey>(catalogs[language]);
}

export type Translate = ReturnType<typeof messagesFor>;

/** Until the Spanish catalogue lands every page speaks English. */
export function useT() {
  return messagesFor("en");
}

/**
 * A page's own texts, one catalogue per language, kept in its feature folder so they ship only
 * with the pages that use them (home's first-load JavaScript has a budget: DESIGN §9). Its
 * translator reads the page's keys and every shared one.
 */
export type PageMessages<Key extends string> = Record<Language, Record<Key, string>>;

const withShared = new WeakMap<object, Record<string, string>>();

export function pageMessagesFor<Key extends string>(messages: PageMessages<Key>, language: Language) {
  const own = messages[language];
  let merged = withShared.get(own);
  if (!merged) withShared.set(own, (merged = { ...catalogs[language], ...own }));
  return translator(merged as Record<Key | MessageKey, string>);
}

export function usePageT<Key extends string>(messages: PageMessages<Key>) {
  return pageMessagesFor(messages, "en");
}

export type PageTranslate<Key extends string> = (key: Key | MessageKey, values?: Values) => string;
