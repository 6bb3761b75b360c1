import type { CatalogSize } from "../catalog-model";
import { millilitresFromLabel, parseBeerLabel } from "../size-label";

/**
 * A size a search names ("6 pack", "6-pack", "12oz", "12 oz", "375 ml"): products sold in it come
 * first, as a type named does (issue #31: "6 pack" finds beer, not a whisky aged 6 years).
 */
export interface SizeNamed {
  /** How many of the search's words it takes. */
  words: number;
  fits(size: CatalogSize): boolean;
}

const UNITS = new Map<string, (amount: number) => SizeNamed["fits"]>([
  ["pack", (count) => (size) => parseBeerLabel(size.label)?.pack === count],
  ["oz", (ounces) => (size) => sameAmount(millilitresFromLabel(size.label), ounces * 29.5735)],
  ["ml", (millilitres) => (size) => sameAmount(size.sizeMl, millilitres)],
]);

/** What shoppers type for each unit. */
const UNIT_WORDS = new Map(
  Object.entries({
    pack: "pack",
    packs: "pack",
    pk: "pack",
    paquete: "pack",
    oz: "oz",
    ounce: "oz",
    ounces: "oz",
    onzas: "oz",
    ml: "ml",
  }),
);

function sameAmount(millilitres: number | null, wanted: number): boolean {
  return millilitres !== null && Math.abs(millilitres - wanted) < 1;
}

/** The size a number and a unit word name; null when the word is no unit. */
function sizeOf(amount: string, unitWord: string | undefined, words: number): SizeNamed | null {
  const unit = UNIT_WORDS.get(unitWord ?? "");
  const fitsFor = unit === undefined ? undefined : UNITS.get(unit);
  return fitsFor ? { words, fits: fitsFor(Number(amount)) } : null;
}

/** A number and its unit, as one word ("6pack", "12oz") or two ("6 pack"); the rest of the words as they were. */
export function sizesNamed(words: string[]): { sizes: SizeNamed[]; rest: string[] } {
  const sizes: SizeNamed[] = [];
  const rest: string[] = [];
  for (let at = 0; at < words.length; at++) {
    const word = words[at] ?? "";
    const joined = /^(\d{1,4})([a-z]+)$/.exec(word);
    const oneWord = joined ? sizeOf(joined[1] ?? "", joined[2], 1) : null;
    const twoWords = /^\d{1,4}$/.test(word) ? sizeOf(word, words[at + 1], 2) : null;
    const size = oneWord ?? twoWords;
    if (size) sizes.push(size);
    else rest.push(word);
    if (twoWords) at++;
  }
  return { sizes, rest };
}
