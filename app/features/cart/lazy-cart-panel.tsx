import { lazy, Suspense, useEffect, useState } from "react";

const loadCartPanel = () => import("./cart-panel");
const CartPanel = lazy(() => loadCartPanel().then((module) => ({ default: module.CartPanel })));

/** How long after hydration the panel's code is fetched, if the shopper has not opened it by then. */
const PREFETCH_AFTER_MS = 1_500;

/**
 * The cart panel's code arrives after the page's first load (home's first-load JavaScript has a
 * budget: DESIGN §9): fetched shortly after hydration, mounted the first time the cart opens, and
 * kept mounted after that so it closes, and hands focus back, like any dialog.
 */
export function LazyCartPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);

  useEffect(() => {
    const timer = setTimeout(() => void loadCartPanel(), PREFETCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CartPanel open={open} onClose={onClose} />
    </Suspense>
  );
}
