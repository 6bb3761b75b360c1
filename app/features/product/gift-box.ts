import { useCallback, useSyncExternalStore } from "react";
import { isGiftBoxLabel, type CatalogSize } from "~/features/catalog";
import { giftBoxOfferedKey, readStored, writeStored } from "~/utils/browser-storage";

/** The size sold in a gift box, when the product has one ("750ml Gift Box", "750ml gift"). */
export function giftBoxSize<Size extends Pick<CatalogSize, "label">>(sizes: readonly Size[]): Size | null {
  return sizes.find((size) => isGiftBoxLabel(size.label)) ?? null;
}

/**
 * True the first time a product's gift-box offer comes up in this browser, and remembers it, so a
 * reload or a later visit does not offer it again. A browser that cannot remember is never offered
 * it, rather than offered it on every view.
 */
export function firstGiftBoxOffer(route: string): boolean {
  const key = giftBoxOfferedKey(route);
  return readStored(key) === null && writeStored(key, "true");
}

/** This page's answer per product, decided the first time it is asked, so it holds until closed. */
const offersUp = new Map<string, boolean>();
const offerListeners = new Set<() => void>();

function offerUp(route: string): boolean {
  let up = offersUp.get(route);
  if (up === undefined) {
    up = firstGiftBoxOffer(route);
    offersUp.set(route, up);
  }
  return up;
}

function subscribeToOffers(listener: () => void): () => void {
  offerListeners.add(listener);
  return () => offerListeners.delete(listener);
}

/**
 * Whether the product's gift-box offer is up: never on the server, in the browser on its first view
 * once `ready` (the age gate answered), until `close`. An external store rather than state set in an
 * effect, because the answer exists only in the browser.
 */
export function useGiftBoxOffer(route: string, ready: boolean): { open: boolean; close: () => void } {
  const open = useSyncExternalStore(
    subscribeToOffers,
    () => ready && offerUp(route),
    () => false,
  );
  const close = useCallback(() => {
    offersUp.set(route, false);
    for (const listener of offerListeners) listener();
  }, [route]);
  return { open, close };
}
