/** The catalogue after normalization: what the database stores and the snapshot serves. Client-safe. */

export interface CatalogSize {
  /** The cart key: unique and non-empty (a barcode, or derived from route and label). */
  id: string;
  barcode: string | null;
  label: string;
  /** Millilitres of one container; null for beer labels (the label says it all) or when unknown. */
  sizeMl: number | null;
  priceCents: number;
  imagePath: string;
  /** null: the store does not track stock for this size. */
  inventory: number | null;
  position: number;
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
  modal: boolean;
  varietal: string | null;
  wineType: string | null;
  featuredRank: number | null;
  position: number;
  sizes: CatalogSize[];
}

export interface CatalogSubtype {
  typeSlug: string;
  slug: string;
  name: string;
  description: string;
  position: number;
}

export interface CatalogType {
  slug: string;
  name: string;
  description: string;
  position: number;
  subtypes: CatalogSubtype[];
}

export interface Catalog {
  title: string;
  types: CatalogType[];
  products: CatalogProduct[];
}
