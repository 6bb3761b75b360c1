import type { CatalogProduct } from "./catalog-model";
import { searchWords } from "./search/search-text";

/**
 * A product's style, what a shopper browses a type by (issue #31): tequila's ageing, rum's colour,
 * whiskey's kind, wine's type. Read from the product's subtype where the subtype is a style
 * ("scotch"), else from its name ("Cazadores Reposado": the real export's tequila subtype is the
 * region, "Jalisco"); staff may set it per product (`style`), which wins. Client-safe.
 */

/** Each type's styles, as the URL writes them, in the order a shopper reads them. */
export const STYLES_BY_TYPE: ReadonlyMap<string, readonly string[]> = new Map([
  ["tequila", ["blanco", "reposado", "anejo", "extra-anejo", "cristalino"]],
  ["rum", ["white", "gold", "dark", "spiced"]],
  ["whiskey", ["bourbon", "scotch", "rye", "irish"]],
]);

/**
 * The words of a name that say its style, first match wins: a "Cristalino Añejo" is a cristalino,
 * a "Gold Spiced" rum is spiced, a "Bourbon Cask" single malt is no bourbon. Words are compared
 * without case or accents ("Añejo" is "anejo").
 */
const NAME_STYLES: ReadonlyMap<string, ReadonlyArray<readonly [RegExp, string]>> = new Map([
  [
    "tequila",
    [
      [/\bcristalino\b/, "cristalino"],
      [/\bextra anejo\b/, "extra-anejo"],
      [/\banejo\b/, "anejo"],
      [/\breposado\b/, "reposado"],
      [/\b(blanco|silver|plata|platinum|platino)\b/, "blanco"],
    ],
  ],
  [
    "rum",
    [
      [/\bspiced\b/, "spiced"],
      [/\b(white|blanco|silver|plata|blanca)\b/, "white"],
      [/\b(gold|oro|dorado)\b/, "gold"],
      [/\b(dark|black|negro)\b/, "dark"],
    ],
  ],
  [
    "whiskey",
    [
      [/\brye\b/, "rye"],
      [/\bbourbon\b(?! cask)/, "bourbon"],
      [/\bscotch\b/, "scotch"],
      [/\birish\b/, "irish"],
    ],
  ],
]);

/** Whether `style` is one of the type's styles (what staff may choose for a product of that type). */
export function isStyleOf(typeSlug: string, style: string): boolean {
  return STYLES_BY_TYPE.get(typeSlug)?.includes(style) ?? false;
}

/** The style the catalogue reads for a product, before staff say otherwise; null when it says none. */
export function styleReadFrom(
  product: Pick<CatalogProduct, "typeSlug" | "subtypeSlug" | "name" | "wineType">,
): string | null {
  if (product.typeSlug === "wine") return product.wineType;
  if (isStyleOf(product.typeSlug, product.subtypeSlug)) return product.subtypeSlug;
  const name = searchWords(product.name).join(" ");
  for (const [words, style] of NAME_STYLES.get(product.typeSlug) ?? []) if (words.test(name)) return style;
  return null;
}

/** Products are compared often (each facet's counts): the style read once per product. */
const readStyles = new WeakMap<CatalogProduct, string | null>();

/** The product's style: the one staff set, else the one read from its subtype or name. */
export function productStyle(product: CatalogProduct): string | null {
  if (product.style) return product.style;
  let style = readStyles.get(product);
  if (style === undefined) {
    style = styleReadFrom(product);
    readStyles.set(product, style);
  }
  return style;
}
