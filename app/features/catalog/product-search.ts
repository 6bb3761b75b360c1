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
  };
}
