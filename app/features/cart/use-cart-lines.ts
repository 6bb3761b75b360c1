import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { cartLines, type CartLine } from "./cart-lines";
import { cartEntries, onCartChange, removeFromCart } from "./cart-storage";
import type { CaseRule } from "~/features/deals";
import { loadCaseRules } from "./case-rules";
import { forgetProductList, loadProductList, type ListedProduct } from "./product-list";

/** Specification §4/§9: a removed item fades out for 300 ms before it leaves storage. */
export const REMOVE_FADE_MS = 300;

export type CartPanelState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "loaded"; lines: CartLine[]; caseRules: readonly CaseRule[] };

/** The cart panel's lines: loads the product list once the panel first opens, follows every cart change. */
export function useCartLines(active: boolean) {
  const [products, setProducts] = useState<ListedProduct[] | null>(null);
  const [caseRules, setCaseRules] = useState<readonly CaseRule[]>([]);
  const [error, setError] = useState<string | null>(null);
  // Storage is the cart's only state: re-render on every change and read it again.
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const load = useCallback(() => {
    void loadCaseRules().then(setCaseRules);
    loadProductList().then(setProducts, (failure: unknown) => {
      console.error("Error al cargar los productos:", failure);
      setError(failure instanceof Error ? failure.message : String(failure));
    });
  }, []);

  useEffect(() => {
    if (active && !products && error === null) load();
  }, [active, products, error, load]);

  useEffect(() => onCartChange(rerender), []);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const retry = useCallback(() => {
    forgetProductList();
    setError(null);
  }, []);

  const remove = useCallback((sizeId: string) => {
    setRemoving((current) => new Set(current).add(sizeId));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      removeFromCart(sizeId);
      setRemoving((current) => {
        const next = new Set(current);
        next.delete(sizeId);
        return next;
      });
    }, REMOVE_FADE_MS);
    timers.current.add(timer);
  }, []);

  let state: CartPanelState;
  if (error !== null) state = { status: "error", message: error };
  else if (!products) state = { status: "loading" };
  else state = { status: "loaded", lines: cartLines(cartEntries(), products, removing), caseRules };
  return { state, retry, remove };
}
