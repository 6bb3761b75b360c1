/** The header's search suggestions: the answer of GET /api/search (DESIGN §6) and the rules of the list. */

export interface SearchSuggestion {
  route: string;
  name: string;
  brand: string;
  type: string;
  /** The image path of the product's featured size (`liquors-webp/…`). */
  img: string;
  /** Changes whenever that picture does: its URL carries it as `?v=`. */
  imgVersion?: string;
  /** The cheapest size's price, in dollars. */
  priceFrom: number;
}

export interface SearchAnswer {
  query: string;
  results: SearchSuggestion[];
}

export const MIN_SUGGESTION_CHARS = 2;
export const MAX_SUGGESTIONS = 6;

/** The text worth asking suggestions for, or null while it is shorter than two characters. */
export function suggestionQuery(text: string): string | null {
  const query = text.trim();
  return query.length >= MIN_SUGGESTION_CHARS ? query : null;
}

/**
 * ArrowDown (+1) or ArrowUp (-1) from the active option, wrapping around at either end; with no
 * active option (-1), Down starts at the first and Up at the last.
 */
export function moveActive(index: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (index < 0) return step === 1 ? 0 : count - 1;
  return (index + step + count) % count;
}

/** Where Enter without a suggestion goes: the catalogue with the search text, as the form submits it. */
export function catalogSearchHref(text: string): string {
  return `/catalog?${new URLSearchParams({ search: text })}`;
}

/** The suggestions of an answer, at most MAX_SUGGESTIONS, or null when the body is not an answer. */
export function suggestionsIn(body: unknown): SearchSuggestion[] | null {
  if (typeof body !== "object" || body === null || !("results" in body) || !Array.isArray(body.results)) {
    return null;
  }
  return body.results.filter(isSuggestion).slice(0, MAX_SUGGESTIONS);
}

function isSuggestion(value: unknown): value is SearchSuggestion {
  if (typeof value !== "object" || value === null) return false;
  // A copy of its own fields: each one is unknown until checked.
  const fields: Record<string, unknown> = { ...value };
  const { route, name, brand, type, img, priceFrom } = fields;
  return (
    [route, name, brand, type, img].every((field) => typeof field === "string") &&
    typeof priceFrom === "number" &&
    Number.isFinite(priceFrom)
  );
}
