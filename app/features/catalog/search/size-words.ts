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

/** A number and its unit, as one word ("6pack", "12oz") or two ("6 pack"); the rest of the words as they were. */
export function sizesNamed(words: string[]): { sizes: SizeNamed[]; rest: string[] } {
  const sizes: SizeNamed[] = [];
  const rest: string[] = [];
  for (let at = 0; at < words.length; at++) {
    const word = words[at]!;
    const joined = /^(\d{1,4})([a-z]+)$/.exec(word);
    const unit = joined ? UNIT_WORDS.get(joined[2]!) : undefined;
    const next = /^\d{1,4}$/.test(word) ? UNIT_WORDS.get(words[at + 1] ?? "") : undefined;
    if (joined && unit) sizes.push({ words: 1, fits: UNITS.get(unit)!(Number(joined[1])) });
    else if (next) {
      sizes.push({ words: 2, fits: UNITS.get(next)!(Number(word)) });
      at++;
    } else rest.push(word);
  }
  return { sizes, rest };
}
