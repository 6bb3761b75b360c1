import { sizeName, type CatalogProduct } from "~/features/catalog";
import type { Language } from "~/i18n/language";
import type { ProductTranslate } from "./product-messages";

/**
 * What search results and structured data say of a product: its description in the page's language.
 * Without one, a sentence in that language of what the page shows (its kind, name, brand and sizes),
 * not the other language's text: the page shows that text marked with its own `lang`, but a meta
 * description has no `lang` of its own, so English there would read as Spanish under `/es` (issue
 * #31, finding 7). `kind` is the wine type, else the type, in the page's language.
 */
export function productSummary(
  product: Pick<CatalogProduct, "name" | "brand" | "sizes">,
  shown: { text: string; lang?: Language },
  words: { kind: string; storeName: string; language: Language; t: ProductTranslate },
): string {
  if (shown.text && !shown.lang) return shown.text;
  const { kind, storeName, language, t } = words;
  const sizes = new Intl.ListFormat(language, { type: "conjunction" }).format(
    product.sizes.map((size) => sizeName(size.label, t)),
  );
  return t("product.summary", { kind, name: product.name, brand: product.brand, sizes, store: storeName });
}
