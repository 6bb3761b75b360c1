// What the cart feature offers the rest of the store; everything else in this folder is its own.
export { CartLineControls } from "./cart-line-controls";
export { cartLineMessages } from "./cart-line-messages";
export { CartLineImage } from "./cart-line-image";
export { useCartPanel } from "./cart-panel-context";
export {
  cartEntries,
  type CartEntry,
  clearCartEntries,
  onCartChange,
  removeFromCart,
  setCartQuantity,
} from "./cart-storage";
export { LazyCartPanel } from "./lazy-cart-panel";
export { OrderAgain } from "./order-again-button";
export { forgetProductList, knownSizeIds, loadProductList } from "./product-list";
export { useCartItemCount } from "./use-cart-item-count";
