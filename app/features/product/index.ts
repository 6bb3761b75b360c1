// What the product feature offers the rest of the store; everything else in this folder is its own.
export { useProductT } from "./product-messages";
