import { useSyncExternalStore } from "react";
import { cartItemCount, onCartChange } from "./cart-storage";
import { listedSizes, onListedSizes } from "./listed-sizes";

/**
 * The header badge's count: 0 on the server, then the browser's cart, recounted on every change and
 * when the product list arrives (from then on, only sizes on sale count).
 */
export function useCartItemCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => cartItemCount(listedSizes()),
    () => 0,
  );
}

function subscribe(callback: () => void): () => void {
  const stopCart = onCartChange(callback);
  const stopList = onListedSizes(callback);
  return () => {
    stopCart();
    stopList();
  };
}
