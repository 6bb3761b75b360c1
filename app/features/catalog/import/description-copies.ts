import type { Quirk } from "./catalog-quirks";

/** Fewer words of its own than this, and a text says too little to be a copy ("Patron Reposado, a tequila."). */
const FEWEST_OWN_WORDS = 5;
const NAME = "#";

interface Described {
  route: string;
  name: string;
  brand: string;
  /** Trimmed; empty when the product has none. */
  description: string;
}

/**
 * Finds descriptions copied from an earlier product of the file: word for word
 * ("copied-description"), or with only the names changed ("near-copy-description", issue #31).
 *
 * Near copy, precisely: the two texts are equal once each is reduced to its words (lower case,
 * accents, apostrophes, punctuation and spacing dropped) and each run of its own product's name
 * and brand words is replaced by one placeholder. "Patron Reposado is aged…" and "Espolon Reposado
 * is aged…" both read "# is aged…". Equality rather than a similarity score: the real export's
 * copies are templates that differ only in the names, equality finds them in one pass with no
 * threshold to tune, and it cannot call two texts that say different things copies.
 */
export function descriptionCopies(): (product: Described) => Quirk | null {
  const exact = new Map<string, string>();
  const near = new Map<string, string>();
  return ({ route, name, brand, description }) => {
    if (!description) return null;
    const copied = exact.get(description);
    if (copied) return { code: "copied-description", product: route, detail: copied };
    exact.set(description, route);
    const template = withoutOwnNames(description, new Set([...wordsOf(name), ...wordsOf(brand)]));
    if (template === null) return null;
    const original = near.get(template);
    if (original) return { code: "near-copy-description", product: route, detail: original };
    near.set(template, route);
    return null;
  };
}

/** The text's words with each run of the product's own words as one placeholder; null when too few are left. */
function withoutOwnNames(description: string, own: Set<string>): string | null {
  const words: string[] = [];
  let ownWords = 0;
  for (const word of wordsOf(description)) {
    // "Julio's" is "julios": the name's word with a possessive.
    const isOwn = own.has(word) || (word.endsWith("s") && own.has(word.slice(0, -1)));
    if (!isOwn) {
      words.push(word);
      ownWords++;
    } else if (words[words.length - 1] !== NAME) words.push(NAME);
  }
  return ownWords < FEWEST_OWN_WORDS ? null : words.join(" ");
}

/** "Don Julio's Añejo & Co." → ["don", "julios", "anejo", "and", "co"]. */
function wordsOf(text: string): string[] {
  return (
    text
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/['’]/g, "")
      .replace(/&/g, " and ")
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}
