import MiniSearch, { type SearchResult } from "minisearch";
import type { CatalogProduct, CatalogType } from "../catalog-model";
import { styleNameIn, subtypeNameIn, typeNameIn } from "../catalog-names";
import { isProductInStock } from "../stock-status";
import { closestSpellings, knownWord, type KnownWord } from "./spelling";
import { kindWeight, kindWords, type KindWords } from "./kind-words";
import { searchableText, searchWords } from "./search-text";
import { sizesNamed } from "./size-words";
import { productStyle } from "../product-style";
import { runAtOnce, type WorkSteps } from "~/utils/work-steps";

/**
 * Full-text search over the catalogue snapshot, ranked as a liquor shopper expects (issue #16):
 * products of the type, style or wine type the search names first ("tequilla", "guaro", "red
 * wine"), then products whose name or brand holds the words, then those whose description does;
 * among equals, what is in stock first. Prefix and typo tolerant, in English or Spanish (DESIGN §7).
 */

interface SearchDocument {
  id: string;
  name: string;
  brand: string;
  kind: string;
  description: string;
}

/** Whether a product (by route) is in stock now: stock moves without a new index. */
export type StockReader = (route: string) => boolean;

export interface ProductSearch {
  /** Product routes, best match first; with `inStock`, what is in stock first among equals. */
  search(query: string, limit: number, inStock?: StockReader): string[];
  /** The search spelt as the catalogue spells it, for a search that finds nothing as typed. */
  correction(query: string): string | null;
}

const SEARCH_OPTIONS = {
  boost: { name: 3, brand: 3, kind: 1.5, description: 0.3 },
  prefix: true,
  fuzzy: (term: string) => (term.length > 3 ? 0.3 : false),
};
const STRONG_FIELDS = new Set(["name", "brand", "kind"]);
/** More words than this are not a search but a paste; the first ones decide. */
const MAX_WORDS = 8;

/** The stock of the snapshot's products as they are now. */
export function stockIn(productByRoute: ReadonlyMap<string, CatalogProduct>): StockReader {
  return (route) => {
    const product = productByRoute.get(route);
    return product !== undefined && isProductInStock(product);
  };
}

export function createProductSearch(products: CatalogProduct[], types: CatalogType[]): ProductSearch {
  return runAtOnce(productSearchSteps(products, types));
}

/**
 * The search built a product per step: on a large catalogue a server builds it in slices while the
 * current one keeps answering (see runInSlices).
 */
export function* productSearchSteps(
  products: CatalogProduct[],
  types: CatalogType[],
): WorkSteps<ProductSearch> {
  const index = new MiniSearch<SearchDocument>({
    fields: ["name", "brand", "kind", "description"],
    processTerm: (term) => searchableText(term),
    searchOptions: SEARCH_OPTIONS,
  });
  const productWords = new Set<string>();
  for (const product of products) {
    index.add(searchDocument(product, types));
    for (const word of searchWords(`${product.name} ${product.brand}`)) productWords.add(word);
    yield;
  }
  const kinds = kindWords(products, types, productWords);
  const matcher = productMatcher(index, yield* matchTables(products), kinds);
  const known = yield* correctionWords(products, types, kinds);
  const search: ProductSearch["search"] = (query, limit, inStock = () => true) =>
    rank(matcher(queryWords(query)), inStock).slice(0, limit);
  return {
    search,
    correction(query) {
      const words = queryWords(query);
      const corrected = words.map((word) =>
        search(word, 1).length > 0 ? word : (closestKnownWord(word, known) ?? word),
      );
      const text = corrected.join(" ");
      return corrected.some((word, at) => word !== words[at]) && search(text, 1).length > 0 ? text : null;
    },
  };
}

function searchDocument(product: CatalogProduct, types: CatalogType[]): SearchDocument {
  const type = types.find((candidate) => candidate.slug === product.typeSlug);
  const subtype = type?.subtypes.find((candidate) => candidate.slug === product.subtypeSlug);
  return {
    id: product.route,
    name: product.name,
    brand: product.brand,
    kind: [
      ...(type ? [type.name, typeNameIn(type, "es")] : [product.typeSlug]),
      ...(subtype ? [subtype.name, subtypeNameIn(subtype, "es")] : []),
      product.subtypeSlug.replace(/-/g, " "),
      product.varietal,
      product.wineType,
      // Its style in both languages: "añejo" finds an añejo whose name does not say so.
      ...styleNames(product),
    ]
      .filter(Boolean)
      .join(" "),
    // Shoppers may search in either language: the Spanish description is searched as well.
    description: [product.description, product.descriptionEs].filter(Boolean).join(" "),
  };
}

function styleNames(product: CatalogProduct): string[] {
  const style = productStyle(product);
  return style ? [styleNameIn(style, "en"), styleNameIn(style, "es")] : [];
}

function queryWords(query: string): string[] {
  return [...new Set(searchWords(query.slice(0, 200)))].slice(0, MAX_WORDS);
}

/** How one product answers a search: each signal sums over the search's words. */
interface ProductMatch {
  route: string;
  /** Words it answers, by kind or by text. */
  words: number;
  /** How well it is of the kinds the words name (see kindWeight). */
  kind: number;
  /**
   * Where the words are: 4 in the name, brand or kind as typed (or as their start), 3 there
   * misspelt, 2 in the description as typed. A misspelt word that only "matches" a description
   * counts nothing here ("tekilla" is two slips from "vanilla"): such a product still answers the
   * word, but after every other.
   */
  level: number;
  score: number;
  /** The store's flagship and featured bottles first on a tie: what most shoppers mean. */
  preference: number;
}

interface MatchTables {
  products: readonly CatalogProduct[];
  byType: ReadonlyMap<string, CatalogProduct[]>;
  preference: ReadonlyMap<string, number>;
}

function* matchTables(products: CatalogProduct[]): WorkSteps<MatchTables> {
  const byType = new Map<string, CatalogProduct[]>();
  const preference = new Map<string, number>();
  for (const product of products) {
    const ofType = byType.get(product.typeSlug);
    if (ofType) ofType.push(product);
    else byType.set(product.typeSlug, [product]);
    preference.set(product.route, product.modal ? 1.3 : product.featuredRank !== null ? 1.15 : 1);
    yield;
  }
  return { products, byType, preference };
}

function productMatcher(
  index: MiniSearch<SearchDocument>,
  { products, byType, preference }: MatchTables,
  kinds: KindWords,
) {
  const boostDocument = (id: string) => preference.get(id) ?? 1;
  return (searched: string[]): ProductMatch[] => {
    const matches = new Map<string, ProductMatch>();
    const entry = (route: string) => {
      const found = matches.get(route) ?? {
        route,
        words: 0,
        kind: 0,
        level: 0,
        score: 0,
        preference: preference.get(route) ?? 1,
      };
      matches.set(route, found);
      return found;
    };
    const { sizes, rest: words } = sizesNamed(searched);
    // A size named is a kind: what is sold in it comes first, and it answers the size's words.
    for (const size of sizes)
      for (const product of products.filter((candidate) => candidate.sizes.some(size.fits))) {
        entry(product.route).kind += 1;
        entry(product.route).words += size.words;
      }
    for (const word of words) {
      const answered = new Set<string>();
      for (const hit of index.search(word, { boostDocument })) {
        const match = entry(String(hit.id));
        match.level += textLevel(hit, word);
        match.score += hit.score;
        answered.add(match.route);
      }
      const named = kinds.kindsOf(word);
      for (const product of new Set(named.flatMap((kind) => byType.get(kind.typeSlug) ?? []))) {
        const weight = kindWeight(product, named);
        if (weight === 0) continue;
        entry(product.route).kind += weight;
        answered.add(product.route);
      }
      for (const route of answered) entry(route).words += 1;
    }
    const all = [...matches.values()];
    // Every word should be answered; when no product answers them all, any word may.
    const complete = all.filter((match) => match.words === searched.length);
    return complete.length > 0 ? complete : all;
  };
}

/** See ProductMatch.level. */
function textLevel(hit: SearchResult, word: string): number {
  let level = 0;
  for (const [term, fields] of Object.entries(hit.match)) {
    const asTyped = term.startsWith(word);
    if (fields.some((field) => STRONG_FIELDS.has(field))) level = Math.max(level, asTyped ? 4 : 3);
    else if (asTyped) level = Math.max(level, 2);
  }
  return level;
}

/** Kind, then where the words are, then stock, then the text's score, then the store's preference. */
function rank(matches: ProductMatch[], inStock: StockReader): string[] {
  const stocked = new Map(matches.map((match) => [match.route, inStock(match.route) ? 1 : 0]));
  const stock = (match: ProductMatch) => stocked.get(match.route) ?? 0;
  return matches
    .sort(
      (a, b) =>
        b.kind - a.kind ||
        b.level - a.level ||
        stock(b) - stock(a) ||
        b.score - a.score ||
        b.preference - a.preference,
    )
    .map((match) => match.route);
}

/** The words a correction may offer: names, brands, types, styles, and the words for kinds. */
function* correctionWords(
  products: CatalogProduct[],
  types: CatalogType[],
  kinds: KindWords,
): WorkSteps<KnownWord[]> {
  const words = new Set(kinds.words);
  for (const product of products) {
    for (const word of searchWords(`${searchDocument(product, types).kind} ${product.name} ${product.brand}`))
      words.add(word);
    yield;
  }
  return [...words].filter((word) => word.length > 2).map(knownWord);
}

/**
 * The catalogue's word closest to a word that finds nothing, as spelt or as it sounds ("henesi" →
 * "hennessy"), within a slip for every three letters or so; on a tie the first known, kinds first.
 */
function closestKnownWord(word: string, known: KnownWord[]): string | null {
  return closestSpellings(word, known, (letters) => Math.max(1, Math.floor(letters * 0.3)))[0] ?? null;
}
