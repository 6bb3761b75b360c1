import MiniSearch, { type SearchResult } from "minisearch";
import type { CatalogProduct, CatalogType } from "./catalog-model";

/**
 * Full-text search over the catalogue snapshot: prefix and typo tolerant, brand and name weigh
 * most, and shoppers may search in English or Spanish (DESIGN §7).
 */

/** Words shoppers use for a type, a wine type or a spirit that the catalogue spells otherwise. */
const TYPE_WORDS: Record<string, string> = {
  whiskey: "whisky whiskies bourbon scotch",
  tequila: "agave",
  rum: "ron rhum",
  vodka: "vodca",
  wine: "vino vinos",
  gin: "ginebra",
  cognac: "coñac brandy",
  brandy: "coñac cognac",
  liquors: "liqueur liqueurs licor licores",
  aguardiente: "guaro anis",
  mezcal: "mescal agave",
  beer: "cerveza cervezas chela beers",
};

const WINE_TYPE_WORDS: Record<string, string> = {
  "Vino Tinto": "red",
  "Vino Blanco": "white",
  "Vino Rosado": "rose pink",
  Sparkling: "espumoso bubbly",
  Champagne: "champán champaña bubbly sparkling",
};

interface SearchDocument {
  id: string;
  name: string;
  brand: string;
  kind: string;
  words: string;
  description: string;
}

export interface ProductSearch {
  /** Product routes, best match first. */
  search(query: string, limit: number): string[];
  /** Other searches that find something, for a search that finds nothing. */
  similar(query: string, limit: number): string[];
}

const SEARCH_OPTIONS = {
  boost: { name: 3, brand: 3, kind: 1.5, words: 2.5, description: 0.3 },
  prefix: true,
  fuzzy: (term: string) => (term.length > 3 ? 0.3 : false),
};

/** Lowercase without accents, so "Añejo" and "anejo" are one word. */
export function searchableText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

export function createProductSearch(products: CatalogProduct[], types: CatalogType[]): ProductSearch {
  const names = new Map(types.flatMap((type) => [[type.slug, type.name] as const]));
  const index = new MiniSearch<SearchDocument>({
    fields: ["name", "brand", "kind", "words", "description"],
    processTerm: (term) => searchableText(term),
    searchOptions: SEARCH_OPTIONS,
  });
  index.addAll(
    products.map((product) => ({
      id: product.route,
      name: product.name,
      brand: product.brand,
      kind: [
        names.get(product.typeSlug) ?? product.typeSlug,
        product.subtypeSlug.replace(/-/g, " "),
        product.varietal,
        product.wineType,
      ]
        .filter(Boolean)
        .join(" "),
      words: [TYPE_WORDS[product.typeSlug], product.wineType ? WINE_TYPE_WORDS[product.wineType] : undefined]
        .filter(Boolean)
        .join(" "),
      description: product.description,
    })),
  );
  // On a near tie the store's flagship and featured bottles come first: what most shoppers mean.
  const preference = new Map(
    products.map((product) => [
      product.route,
      product.modal ? 1.3 : product.featuredRank !== null ? 1.15 : 1,
    ]),
  );
  const boostDocument = (id: string) => preference.get(id) ?? 1;
  return {
    search(query, limit) {
      const text = query.trim().slice(0, 200);
      if (!text) return [];
      // Every word should match; when none does so, any word may.
      let hits: SearchResult[] = index.search(text, { combineWith: "AND", boostDocument });
      if (hits.length === 0) hits = index.search(text, { combineWith: "OR", boostDocument });
      return hits.slice(0, limit).map((hit) => String(hit.id));
    },
    similar(query, limit) {
      // Nothing matched even with typos allowed: look again more loosely, one word at a time.
      const words = searchableText(query.slice(0, 200)).split(/\s+/).filter(Boolean).slice(0, 5);
      const suggestions = words.flatMap((word) =>
        index.autoSuggest(word, { prefix: true, fuzzy: 0.45 }).flatMap((suggestion) =>
          suggestion.terms.map((term) => ({
            term,
            distance: editDistance(word, term),
            score: suggestion.score,
          })),
        ),
      );
      const terms = suggestions
        .sort((a, b) => a.distance - b.distance || b.score - a.score)
        .map((suggestion) => suggestion.term);
      return [...new Set(terms)].filter((term) => !words.includes(term)).slice(0, limit);
    },
  };
}

/** Levenshtein distance: the closest spelling is the likeliest meant. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length]!;
}
