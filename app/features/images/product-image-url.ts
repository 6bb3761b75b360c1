/** Specification §9: image widths 480 and 1024 (webp), with these sizes hints. Client-safe. */
export const IMAGE_WIDTHS = [480, 1024] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const PRODUCT_IMAGE_SIZES = "(max-width: 464px) 50vw, (max-width: 1024px) 33vw, 20vw";

/** "a/b/x.webp" → "a/b/x-480w.webp": a variant's path under /images/ and in the disk cache. */
export function variantOf(imagePath: string, width: ImageWidth): string {
  return `${imagePath.replace(/\.webp$/, "")}-${width}w.webp`;
}

/** "liquors-webp/…/x-750ml.webp" → "/images/liquors-webp/…/x-750ml-480w.webp" (DESIGN §6 "Images"). */
export function productImageUrl(imagePath: string, width: ImageWidth): string {
  return `/images/${variantOf(imagePath, width)}`;
}

export function productImageSrcSet(imagePath: string): string {
  return IMAGE_WIDTHS.map((width) => `${productImageUrl(imagePath, width)} ${width}w`).join(", ");
}
