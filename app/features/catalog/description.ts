import type { Language } from "~/i18n/language";

/** A catalogue description as a page shows it. */
export interface ShownDescription {
  text: string;
  /**
   * Set when the text is in the other language (the catalogue has none in the page's): the
   * element's `lang`, so a screen reader reads it in that language's voice.
   */
  lang?: Language;
}

/**
 * The description in the page's language; without one, the other language's, marked as such. The
 * catalogue writes `description` in English and, where it has one, `descriptionEs` in Spanish.
 */
export function descriptionIn(
  item: { description: string; descriptionEs: string | null },
  language: Language,
): ShownDescription {
  const english = item.description;
  const spanish = item.descriptionEs ?? "";
  const [own, other] = language === "es" ? [spanish, english] : [english, spanish];
  if (own || !other) return { text: own };
  return { text: other, lang: language === "es" ? "en" : "es" };
}
