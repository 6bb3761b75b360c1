import { centsToDollars } from "~/utils/money";
import type { CatalogProduct, CatalogSize } from "../catalog-model";
import { regularPriceCents } from "../priced-now";
import type { SizeSale } from "../sale-price";

/** One size as `GET /api/products` delivers it (DESIGN §6): prices in dollars, inventory null when untracked. */
export interface ApiSize {
  id: string;
  size: string;
  /** The regular price, whether or not a sale runs (as the catalogue file's `price`). */
  price: number;
  /** What a bottle costs now: the sale price while a sale runs, else `price` (issue #35). */
  price_now: number;
  /** The sale staff set, as the catalogue file writes it (cents, ISO instants): running, to come or ended; null: none. */
  sale: SizeSale | null;
  img: string;
  /** Changes whenever the picture does: image URLs carry it as `?v=` (productImageUrl). */
  imgVersion?: string;
  inventory: number | null;
  /** Millilitres, or the label text for beer sizes (as the catalogue file format has it). */
  size_ml: number | string;
}

export interface ApiProduct {
  type: string;
  subtype: string;
  brand: string;
  alcoholicBeverage: string;
  name: string;
  route: string;
  description: string;
  /** The description in Spanish, only when the catalogue has one. */
  description_es?: string;
  modal: boolean;
  varietal?: string;
  wine_type?: string;
  sizes: ApiSize[];
}

export function toApiProduct(product: CatalogProduct, catalogTitle: string): ApiProduct {
  return {
    type: product.typeSlug,
    subtype: product.subtypeSlug,
    brand: product.brand,
    alcoholicBeverage: catalogTitle,
    name: product.name,
    route: product.route,
    description: product.description,
    ...(product.descriptionEs ? { description_es: product.descriptionEs } : {}),
    modal: product.modal,
    ...(product.varietal ? { varietal: product.varietal } : {}),
    ...(product.wineType ? { wine_type: product.wineType } : {}),
    sizes: product.sizes.map(toApiSize),
  };
}

export function toApiSize(size: CatalogSize): ApiSize {
  return {
    id: size.id,
    size: size.label,
    // The catalogue served is priced at an instant: a running sale's price is `priceCents`.
    price: centsToDollars(regularPriceCents(size)),
    price_now: centsToDollars(size.priceCents),
    sale: size.sale ?? null,
    img: size.imagePath,
    ...(size.imageVersion ? { imgVersion: size.imageVersion } : {}),
    inventory: size.inventory,
    size_ml: size.sizeMl ?? size.label,
  };
}
