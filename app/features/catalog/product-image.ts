/** Specification §9: image widths 480 and 1024, with these sizes hints. */
export const PRODUCT_IMAGE_WIDTHS = [480, 1024] as const;
export type ProductImageWidth = (typeof PRODUCT_IMAGE_WIDTHS)[number];
export const PRODUCT_IMAGE_SIZES =
  "(max-width: 464px) 50vw, (max-width: 1024px) 33vw, 20vw";

/** "liquors-webp/…/x-750ml.webp" → "/images/liquors-webp/…/x-750ml-480w.webp" (DESIGN §6 "Images"). */
export function productImageUrl(
  imagePath: string,
  width: ProductImageWidth,
): string {
  return `/images/${imagePath.replace(/\.webp$/, `-${width}w.webp`)}`;
}

export function productImageSrcSet(imagePath: string): string {
  return PRODUCT_IMAGE_WIDTHS.map(
    (width) => `${productImageUrl(imagePath, width)} ${width}w`,
  ).join(", ");
}
