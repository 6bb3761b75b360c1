/** Every kind of repair the normalizer makes to a real export, in the order reports list them. */
export const QUIRK_CODES = [
  "repeated-size-id",
  "empty-size-id",
  "route-key-misspelt",
  "route-missing",
  "route-slugified",
  "route-duplicate",
  "size-ml-text",
  "placeholder-price",
  "price-fraction-of-cent",
  "negative-inventory",
  "image-path-mismatch",
  "image-path-rewritten",
  "image-path-shared",
  "copied-description",
  "near-copy-description",
  "product-without-sizes",
] as const;

export type QuirkCode = (typeof QUIRK_CODES)[number];

export interface Quirk {
  code: QuirkCode;
  /** The product's route, or its name when it has none yet. */
  product: string;
  size?: string;
  /** What the file had, in its own words (a name, a value, "old → new"); the report words the rest. */
  detail: string;
  /** For a mismatched image path: the path the normalizer expected. */
  expected?: string;
}

/** A repair as the report shows it: the product (and size) and what the file had. */
export type QuirkExample = Omit<Quirk, "code">;
