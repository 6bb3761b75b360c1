import { pathIn, type Language } from "~/i18n/language";
import type { CatalogProduct, CatalogType } from "../catalog-model";
import { subtypeNameIn, typeNameIn } from "../catalog-names";
import { titleFromSlug } from "../slug";

/** One step of a product's trail: what a shopper reads and where it leads (a path on this site). */
export interface Breadcrumb {
  name: string;
  path: string;
}

/**
 * Type › subtype › brand › product. Each step but the last is the catalogue filtered the way the
 * catalogue page reads it (`type`, `subtype`, `brand`, DESIGN §7); the last is the product itself.
 * Type and subtype read in the page's language, and the paths lead to its pages; brand and product
 * keep their names.
 */
export function productBreadcrumbs(
  product: CatalogProduct,
  types: CatalogType[],
  language: Language,
): Breadcrumb[] {
  const type = types.find((candidate) => candidate.slug === product.typeSlug);
  const subtype = type?.subtypes.find((candidate) => candidate.slug === product.subtypeSlug);
  const filter = new URLSearchParams({ type: product.typeSlug });
  const typePath = `/catalog?${filter}`;
  filter.set("subtype", product.subtypeSlug);
  const subtypePath = `/catalog?${filter}`;
  filter.set("brand", product.brand);
  const trail = [
    { name: type ? typeNameIn(type, language) : titleFromSlug(product.typeSlug), path: typePath },
    {
      name: subtype ? subtypeNameIn(subtype, language) : titleFromSlug(product.subtypeSlug),
      path: subtypePath,
    },
    { name: product.brand, path: `/catalog?${filter}` },
    { name: product.name, path: `/product/${encodeURIComponent(product.route)}` },
  ];
  return trail.map((crumb) => ({ ...crumb, path: pathIn(language, crumb.path) }));
}
