import type { CatalogProduct, CatalogType } from "../catalog-model";
import { subtypeNameIn, typeNameIn } from "../catalog-names";
import { closestSpellings, knownWord } from "./spelling";
import { searchWords } from "./search-text";

/**
 * What a word of a search can name: a type ("tequila"), one of its styles ("scotch"), or a wine
 * type ("red"). Products of the kind a shopper names come before products that only mention the
 * word: "tequila" lists tequilas before the liqueur Tequila Rose (issue #16).
 */
export interface Kind {
  typeSlug: string;
  subtypeSlug?: string;
  wineType?: string;
}

/**
 * Words shoppers use for a type that the catalogue spells otherwise, besides the type's own names
 * in English and Spanish. Maps, since the keys come from an imported file: a type named
 * "constructor" finds nothing (issue #14).
 */
const TYPE_WORDS = new Map(
  Object.entries({
    whiskey: "whisky whiskies bourbon scotch",
    tequila: "tequilas agave",
    rum: "ron rhum",
    vodka: "vodkas",
    wine: "vino vinos wines",
    gin: "ginebra",
    cognac: "coñac brandy",
    brandy: "coñac cognac",
    liquors: "liqueur liqueurs licor licores",
    aguardiente: "guaro anis",
    mezcal: "mescal agave",
    beer: "cerveza cervezas chela beers",
  }),
);

/** Words for a wine type; not "blanco", which as often means a tequila, nor "pink" (Pink Whitney). */
const WINE_TYPE_WORDS = new Map(
  Object.entries({
    "Vino Tinto": "red tinto",
    "Vino Blanco": "white",
    "Vino Rosado": "rosado rose",
    Sparkling: "sparkling espumoso bubbly",
    Champagne: "champagne champán champaña bubbly sparkling",
  }),
);

/** The shortest word read as the start of a kind's name ("tequ"), or as a misspelling of one. */
const MIN_PREFIX = 4;

/** A kind's name misspelt: one slip from five letters, two from nine; below five, sounding alike. */
const kindSlips = (letters: number) => (letters < 5 ? 0 : letters < 9 ? 1 : 2);

export interface KindWords {
  /**
   * The kinds a search word names: as spelt, as the start of a longer name ("tequ"), or misspelt
   * (see kindSlips) as spelt or as it sounds ("tekilla"). A word of a product's name or brand is
   * never taken for a misspelling: "germain" (St-Germain) is not "german".
   */
  kindsOf(word: string): Kind[];
  /** Every word that names a kind, for corrections. */
  words: string[];
}

export function kindWords(
  products: CatalogProduct[],
  types: CatalogType[],
  productWords: ReadonlySet<string>,
): KindWords {
  const kinds = typeKinds(types);
  addWineTypeKinds(kinds, products);
  const words = [...kinds.keys()];
  const known = words.map(knownWord);
  return {
    words,
    kindsOf(word) {
      const named = kinds.get(word);
      if (named) return named;
      if (word.length < MIN_PREFIX || productWords.has(word)) return [];
      const started = words.filter((name) => name.startsWith(word));
      const meant = started.length > 0 ? started : closestSpellings(word, known, kindSlips);
      return meant.flatMap((name) => kinds.get(name) ?? []);
    },
  };
}

/** How well a product is of the kinds a word names: 2 for its style or wine type, 1 for its type. */
export function kindWeight(product: CatalogProduct, kinds: Kind[]): number {
  let weight = 0;
  for (const kind of kinds) {
    if (kind.typeSlug !== product.typeSlug) continue;
    if (kind.subtypeSlug !== undefined && kind.subtypeSlug !== product.subtypeSlug) continue;
    if (kind.wineType !== undefined && kind.wineType !== product.wineType) continue;
    weight = Math.max(weight, kind.subtypeSlug !== undefined || kind.wineType !== undefined ? 2 : 1);
  }
  return weight;
}

/** Types by their names and synonyms, then styles by their one-word names. */
function typeKinds(types: CatalogType[]): Map<string, Kind[]> {
  const kinds = new Map<string, Kind[]>();
  const add = (word: string, kind: Kind) => kinds.set(word, [...(kinds.get(word) ?? []), kind]);
  for (const type of types) {
    const names = [type.slug, type.name, typeNameIn(type, "es"), TYPE_WORDS.get(type.slug) ?? ""];
    for (const word of new Set(searchWords(names.join(" ")))) add(word, { typeSlug: type.slug });
  }
  const typeWords = new Map(kinds);
  for (const type of types) {
    for (const subtype of type.subtypes) {
      for (const word of subtypeWords(subtype.slug, [subtype.name, subtypeNameIn(subtype, "es")])) {
        // "scotch" is a whisky to most shoppers: of the styles it names, only the whisky's counts.
        const ofTypes = typeWords.get(word);
        if (ofTypes && !ofTypes.some((kind) => kind.typeSlug === type.slug)) continue;
        add(word, { typeSlug: type.slug, subtypeSlug: subtype.slug });
      }
    }
  }
  return kinds;
}

/** A style's one-word names: "Scotch", "Escocés"; not "Puerto Rican", whose words alone mean little. */
function subtypeWords(slug: string, names: string[]): Set<string> {
  return new Set(
    [slug.replace(/-/g, " "), ...names]
      .map(searchWords)
      .flatMap((words) => (words.length === 1 ? words : [])),
  );
}

function addWineTypeKinds(kinds: Map<string, Kind[]>, products: CatalogProduct[]): void {
  const wineTypes = new Map(products.flatMap((p) => (p.wineType ? [[p.wineType, p.typeSlug] as const] : [])));
  for (const [wineType, typeSlug] of wineTypes) {
    for (const word of searchWords(WINE_TYPE_WORDS.get(wineType) ?? "")) {
      kinds.set(word, [...(kinds.get(word) ?? []), { typeSlug, wineType }]);
    }
  }
}
