import type { CatalogProduct, CatalogSize } from "../catalog-model";
import { compareRanks } from "../rank-order";
import { shownSizeOf } from "../shown-size";
import { isProductInStock, isSizeInStock } from "../stock-status";

/** One featured bottle on home (specification §2): where it links, what it shows. */
export interface FeaturedItem {
  route: string;
  name: string;
  sizeLabel: string;
  imagePath: string;
  /** The picture's version: the URL changes when a photo replaces it. */
  imageVersion?: string;
  priceCents: number;
  /** The regular price while a sale runs; null with none. */
  wasCents: number | null;
}

/** Specification §2/§9: the 750ml size, or the first size if there is none. */
export function featuredSize(product: CatalogProduct): CatalogSize {
  const size = product.sizes.find(({ label }) => label === "750ml") ?? product.sizes[0];
  if (!size) throw new Error(`Product ${product.route} has no sizes`);
  return size;
}

/**
 * The size a product is shown in first (issue #16): the one that speaks for it on a catalogue card
 * too (shownSizeOf: one that can be bought, the standard bottle first, a mini last), so a card's
 * size and price are the page's.
 */
export function openingSize(product: CatalogProduct): CatalogSize {
  return shownSizeOf(product.sizes) ?? featuredSize(product);
}

/** Units sold per product route over the last 30 days (orders not cancelled). */
export type UnitsSold = ReadonlyMap<string, number>;

/** A home section's products: those staff chose, then those the store filled the shelf with. */
export interface FeaturedShelf {
  items: FeaturedItem[];
  chosen: number;
  filled: number;
}

type RankedProduct = CatalogProduct & { featuredRank: number };

function isRanked(product: CatalogProduct): product is RankedProduct {
  return product.featuredRank !== null;
}

const has750ml = (product: CatalogProduct) =>
  product.sizes.some((size) => size.label === "750ml" && isSizeInStock(size));

/**
 * Fills what staff left open (issue #16): flagships first, then what sold most, then bottles with a
 * 750ml size in stock, then anything else in stock, so a type with stock never shows an empty shelf.
 */
function fillOrder(unitsSold: UnitsSold) {
  const rank = (product: CatalogProduct) => [
    product.modal ? 0 : 1,
    -(unitsSold.get(product.route) ?? 0),
    has750ml(product) ? 0 : 1,
    product.position,
  ];
  return (a: CatalogProduct, b: CatalogProduct) => compareRanks(rank(a), rank(b));
}

/** A type's shelf of at most `count` products, all in stock: staff's choices in their order first. */
export function featuredShelf(
  products: readonly CatalogProduct[],
  typeSlug: string,
  count: number,
  unitsSold: UnitsSold = new Map(),
): FeaturedShelf {
  const candidates = products.filter((product) => product.typeSlug === typeSlug && isProductInStock(product));
  const chosen = candidates
    .filter(isRanked)
    .sort((a, b) => a.featuredRank - b.featuredRank)
    .slice(0, count);
  const filled = candidates
    .filter((product) => !isRanked(product))
    .sort(fillOrder(unitsSold))
    .slice(0, count - chosen.length);
  return {
    items: [...chosen, ...filled].map(featuredItem),
    chosen: chosen.length,
    filled: filled.length,
  };
}

function featuredItem(product: CatalogProduct): FeaturedItem {
  const size = openingSize(product);
  return {
    route: product.route,
    name: product.name,
    sizeLabel: size.label,
    imagePath: size.imagePath,
    imageVersion: size.imageVersion,
    priceCents: size.priceCents,
    wasCents: size.wasCents ?? null,
  };
}
