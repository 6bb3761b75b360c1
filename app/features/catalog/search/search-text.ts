/** Lowercase without accents, so "Añejo" and "anejo" are one word. */
export function searchableText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** MiniSearch's own word boundary: spaces and punctuation, so "Tito's" is "tito" and "s". */
const WORD_BOUNDARY = /[\n\r\p{Z}\p{P}]+/u;

/** The words of a text as the search index holds them: lowercase, without accents. */
export function searchWords(text: string): string[] {
  return searchableText(text).split(WORD_BOUNDARY).filter(Boolean);
}
