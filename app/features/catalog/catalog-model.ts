/** The catalogue after normalization: what the database stores and the snapshot serves. Client-safe. */

import type { SizeSale } from "./sale-price";

export interface CatalogSize {
  /** The cart key: unique and non-empty (a barcode, or derived from route and label). */
  id: string;
  barcode: string | null;
  label: string;
  /** Millilitres of one container; null for beer labels (the label says it all) or when unknown. */
  sizeMl: number | null;
  priceCents: number;
  imagePath: string;
  /**
   * What the size's picture is now, for its URL: the version of the store's photo of the size (or
   * else of its product), or the drawn bottle's version. Set by the catalogue the pages read; a
   * catalogue file has none.
   */
  imageVersion?: string;
  /** null: the store does not track stock for this size. */
  inventory: number | null;
  position: number;
  /**
   * The sale staff set on the size (issue #35), running or not; null: none. A catalogue file
   * without it leaves the stored sale alone (docs/api.md).
   */
  sale?: SizeSale | null;
  /**
   * The storefront's catalogue only (priced at an instant, priced-now.ts): while a sale runs,
   * `priceCents` is the sale price and this the regular one ("was $34.99").
   */
  wasCents?: number;
  /** With `wasCents`: when the sale ends (ISO 8601), or null when it runs until ended by hand. */
  saleEndsAt?: string | null;
}

export interface CatalogProduct {
  route: string;
  /** Routes this product was known by; old links redirect to `route`. */
  formerRoutes: string[];
  name: string;
  brand: string;
  typeSlug: string;
  subtypeSlug: string;
  description: string;
  /** The description in Spanish, when the catalogue has one; Spanish pages fall back to `description`. */
  descriptionEs: string | null;
  modal: boolean;
  varietal: string | null;
  wineType: string | null;
  featuredRank: number | null;
  /**
   * The style staff set in the console (product-style.ts); absent or null: read from the subtype or
   * name. Not in a catalogue file, so an import keeps what staff chose.
   */
  style?: string | null;
  position: number;
  sizes: CatalogSize[];
}

export interface CatalogSubtype {
  typeSlug: string;
  slug: string;
  name: string;
  description: string;
  descriptionEs: string | null;
  position: number;
}

export interface CatalogType {
  slug: string;
  name: string;
  description: string;
  descriptionEs: string | null;
  position: number;
  subtypes: CatalogSubtype[];
}

export interface Catalog {
  title: string;
  types: CatalogType[];
  products: CatalogProduct[];
}

/** What staff edit of a product besides its sizes (issue #16). */
export interface ProductDetails {
  name: string;
  brand: string;
  description: string;
  /** The Spanish description; null where the store has none (Spanish pages show the English one). */
  descriptionEs: string | null;
  wineType: string | null;
  varietal: string | null;
}
