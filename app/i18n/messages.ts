import { en, type MessageKey, type Messages } from "./en";

export type Language = "en";

const catalogs: Record<Language, Messages> = { en };

/**
 * The message catalogue for a language: `t("nav.home")` reads a text, and
 * `t("cart.itemCount", { count: 3 })` fills its {placeholders}.
 */
export function messagesFor(language: Language) {
  const messages = catalogs[language];
  return (key: MessageKey, values?: Record<string, string | number>) =>
    values
      ? messages[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
          Object.hasOwn(values, name) ? String(values[name]) : whole,
        )
      : messages[key];
}

export type Translate = ReturnType<typeof messagesFor>;

/** Until the Spanish catalogue lands every page speaks English. */
export function useT() {
  return messagesFor("en");
}
