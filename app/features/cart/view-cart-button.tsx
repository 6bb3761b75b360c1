import { useCartPanel } from "./cart-panel-context";

/** "View cart" beside an announcement that something went into the cart: opens the cart panel. */
export function ViewCartButton({ label, className = "" }: { label: string; className?: string }) {
  const { openCart } = useCartPanel();
  return (
    <button
      type="button"
      onClick={openCart}
      aria-haspopup="dialog"
      className={`font-semibold text-brand underline underline-offset-2 hover:text-brand-dark ${className}`}
    >
      {label}
    </button>
  );
}
