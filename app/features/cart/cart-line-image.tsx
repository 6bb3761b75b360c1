import { PRODUCT_IMAGE_SIZES } from "~/features/images";

/** A cart line's bottle, 80 px square, in the cart panel and at checkout alike. */
export function CartLineImage({ src, srcSet }: { src: string; srcSet: string }) {
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={PRODUCT_IMAGE_SIZES}
      alt=""
      width={80}
      height={80}
      loading="lazy"
      className="h-20 w-20 shrink-0 rounded bg-stone-50 object-contain"
    />
  );
}
