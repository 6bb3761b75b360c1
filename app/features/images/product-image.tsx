import { PRODUCT_IMAGE_SIZES, productImageSrcSet, productImageUrl } from "./product-image-url";

/** A size's picture: both webp widths in srcset with the specification's sizes hints (§9), lazy by default. */
export function ProductImage({
  imagePath,
  version,
  alt = "",
  box = 480,
  priority = false,
  className,
}: {
  imagePath: string;
  /** The size's `imageVersion`: the URL changes when the picture does. */
  version?: string;
  alt?: string;
  /** The square the image is laid out in, in CSS pixels, for the browser to reserve before it loads. */
  box?: number;
  /** The page's main picture: fetched first, never lazily. */
  priority?: boolean;
  className?: string;
}) {
  return (
    <img
      src={productImageUrl(imagePath, 480, version)}
      srcSet={productImageSrcSet(imagePath, version)}
      sizes={PRODUCT_IMAGE_SIZES}
      alt={alt}
      width={box}
      height={box}
      loading={priority ? "eager" : "lazy"}
      // "auto" is the default: said on every lazy card, it was bytes for nothing.
      fetchPriority={priority ? "high" : undefined}
      className={className}
    />
  );
}
