import type { CatalogProduct } from "../catalog-model";

type Placed = Pick<CatalogProduct, "typeSlug" | "subtypeSlug" | "brand">;
type TypeWithSubtypes<S> = { slug: string; subtypes: S[] };

/** A subtype's products grouped by brand, as the catalogue file lists them. */
export interface SubtypeInFile<S, P> {
  subtype: S;
  brands: Array<{ brand: string; products: P[] }>;
}

/**
 * A type's products in the file's order: subtype by subtype, then brands in the order their first
 * product comes, each brand's products in order. An import numbers products in this order, so the
 * console numbers them the same way and an export then import moves nothing.
 */
export function subtypesInFileOrder<S extends { slug: string }, P extends Placed>(
  type: TypeWithSubtypes<S>,
  products: readonly P[],
): Array<SubtypeInFile<S, P>> {
  return type.subtypes.map((subtype) => {
    const inSubtype = products.filter(
      (product) => product.typeSlug === type.slug && product.subtypeSlug === subtype.slug,
    );
    const brands = [...new Set(inSubtype.map((product) => product.brand))];
    return {
      subtype,
      brands: brands.map((brand) => ({
        brand,
        products: inSubtype.filter((product) => product.brand === brand),
      })),
    };
  });
}

/** Every product in the file's order, type after type. */
export function inFileOrder<S extends { slug: string }, P extends Placed>(
  types: ReadonlyArray<TypeWithSubtypes<S>>,
  products: readonly P[],
): P[] {
  return types.flatMap((type) =>
    subtypesInFileOrder(type, products).flatMap(({ brands }) => brands.flatMap((brand) => brand.products)),
  );
}
