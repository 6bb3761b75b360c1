// What the images feature offers the rest of the store; everything else in this folder is its own.
export { ProductImage } from "./product-image";
export {
  DRAWN_IMAGE_VERSION,
  isPhotoVersion,
  photoVersionOf,
  PRODUCT_IMAGE_SIZES,
  productImageSrcSet,
  productImageUrl,
} from "./product-image-url";
