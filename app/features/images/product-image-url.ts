/** Specification §9: image widths 480 and 1024 (webp), with these sizes hints. Client-safe. */
export const IMAGE_WIDTHS = [480, 1024] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const PRODUCT_IMAGE_SIZES = "(max-width: 464px) 50vw, (max-width: 1024px) 33vw, 20vw";

/**
 * The version of the drawn bottles, in the URL of every size without a photo: bump it whenever
 * the drawing changes, so browsers (which cache /images/ for a year) and every server's disk cache
 * take the new art.
 */
export const DRAWN_IMAGE_VERSION = "d2";

const PHOTO_VERSION_LENGTH = 16;

/** A photo's version: the first 16 hex digits of the SHA-256 of its bytes. */
export function photoVersionOf(sha256: string): string {
  return sha256.slice(0, PHOTO_VERSION_LENGTH);
}

export function isPhotoVersion(version: string): boolean {
  return version.length === PHOTO_VERSION_LENGTH && /^[0-9a-f]+$/.test(version);
}

/** "a/b/x.webp" → "a/b/x-480w.webp": a variant's path under /images/. */
export function variantOf(imagePath: string, width: ImageWidth): string {
  return `${imagePath.replace(/\.webp$/, "")}-${width}w.webp`;
}

/**
 * "liquors-webp/…/x-750ml.webp" → "/images/liquors-webp/…/x-750ml-480w.webp?v=<version>" (DESIGN §6
 * "Images"). The version (a size's `imageVersion`) changes whenever the picture does, so a URL
 * always means one picture and may be cached for good; without one, the answer is cached briefly.
 */
export function productImageUrl(imagePath: string, width: ImageWidth, version?: string): string {
  const url = `/images/${variantOf(imagePath, width)}`;
  return version ? `${url}?v=${encodeURIComponent(version)}` : url;
}

export function productImageSrcSet(imagePath: string, version?: string): string {
  return IMAGE_WIDTHS.map((width) => `${productImageUrl(imagePath, width, version)} ${width}w`).join(", ");
}
