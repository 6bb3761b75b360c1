import type { CatalogProduct, CatalogSize } from "./catalog-model";

/** One featured bottle on home (specification §2): where it links, what it shows. */
export interface FeaturedItem {
  route: string;
  name: string;
  sizeLabel: string;
  imagePath: string;
  priceCents: number;
}

/** Specification §2/§9: the 750ml size, or the first size if there is none. */
export function featuredSize(product: CatalogProduct): CatalogSize {
  return product.sizes.find((size) => size.label === "750ml") ?? product.sizes[0]!;
}

/** The type's featured products in rank order, at most `count`. */
export function featuredItems(products: CatalogProduct[], typeSlug: string, count: number): FeaturedItem[] {
  return products
    .filter((product) => product.typeSlug === typeSlug && product.featuredRank !== null)
    .sort((a, b) => a.featuredRank! - b.featuredRank!)
    .slice(0, count)
    .map((product) => {
      const size = featuredSize(product);
      return {
        route: product.route,
        name: product.name,
        sizeLabel: size.label,
        imagePath: size.imagePath,
        priceCents: size.priceCents,
      };
    });
}
