import { centsToDollars } from "~/utils/money";
import type { CatalogProduct, CatalogSize } from "../catalog-model";

/** One size as `GET /api/products` delivers it (DESIGN §6): price in dollars, inventory null when untracked. */
export interface ApiSize {
  id: string;
  size: string;
  price: number;
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
    price: centsToDollars(size.priceCents),
    img: size.imagePath,
    ...(size.imageVersion ? { imgVersion: size.imageVersion } : {}),
    inventory: size.inventory,
    size_ml: size.sizeMl ?? size.label,
  };
}
