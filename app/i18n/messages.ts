import { en, type MessageKey, type Messages } from "./en";

export type Language = "en";

const catalogs: Record<Language, Messages> = { en };

/** The message catalogue for a language; `t("nav.home")` reads a text. */
export function messagesFor(language: Language) {
  const messages = catalogs[language];
  return (key: MessageKey) => messages[key];
}

/** Until the Spanish catalogue lands every page speaks English. */
export function useT() {
  return messagesFor("en");
}
