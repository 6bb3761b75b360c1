// What the inventory feature offers the rest of the store; everything else in this folder is its own.
export { isSoldOut, MAX_PER_LINE, maxQuantity, SIZE_ID_MAX_LENGTH } from "./line-limit";
