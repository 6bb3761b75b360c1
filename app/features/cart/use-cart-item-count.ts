import { useSyncExternalStore } from "react";
import { cartItemCount, onCartChange } from "./cart-storage";

/** The header badge's count: 0 on the server, then the browser's cart, recounted on every change. */
export function useCartItemCount(): number {
  return useSyncExternalStore(onCartChange, cartItemCount, () => 0);
}
