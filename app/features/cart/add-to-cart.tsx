import { useState, useSyncExternalStore } from "react";
import { useProductT } from "~/features/product";
import { useCartPanel } from "./cart-panel-context";
import { maxQuantity } from "~/features/inventory";
import { cartQuantityOf, onCartChange, setCartQuantity } from "./cart-storage";

/**
 * Quantity and "Add to cart" for one size: at most the specification's maximum (§5) minus what the
 * cart already holds; the result is announced to screen readers too, with a way to open the cart.
 */
export function AddToCart({
  sizeId,
  inventory,
  name,
  sizeLabel,
}: {
  sizeId: string;
  inventory: number | null;
  name: string;
  sizeLabel: string;
}) {
  const t = useProductT();
  const { openCart } = useCartPanel();
  const inCart = useSyncExternalStore(
    onCartChange,
    () => cartQuantityOf(sizeId),
    () => 0,
  );
  const limit = maxQuantity(inventory);
  const available = Math.max(0, limit - inCart);
  const [amount, setAmount] = useState(1);
  const [announcement, setAnnouncement] = useState("");
  const chosen = Math.min(amount, Math.max(available, 1));

  const add = () => {
    setCartQuantity(sizeId, inCart + chosen);
    setAnnouncement(t("product.added", { amount: chosen, name, size: sizeLabel }));
  };

  return (
    <div className="mt-6">
      {limit === 0 && <p className="font-semibold text-red-800">{t("product.outOfStock")}</p>}
      {limit > 0 && available === 0 && <p>{t("product.cartFull", { count: inCart })}</p>}
      {available > 0 && (
        <div className="flex items-end gap-3">
          <label className="flex flex-col text-sm">
            {t("product.quantity")}
            <select
              value={chosen}
              onChange={(event) => setAmount(Number(event.target.value))}
              className="mt-1 rounded border border-stone-400 px-3 py-2 text-base"
            >
              {Array.from({ length: available }, (_, index) => index + 1).map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            onClick={add}
            className="rounded-md bg-brand px-6 py-2.5 font-semibold text-white hover:bg-brand-dark"
          >
            {t("product.addToCart")}
          </button>
        </div>
      )}
      <div className="mt-3 flex min-h-6 flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <p role="status" className="font-medium text-green-800">
          {announcement}
        </p>
        {announcement && (
          <button
            type="button"
            onClick={openCart}
            aria-haspopup="dialog"
            className="font-semibold text-brand underline underline-offset-2 hover:text-brand-dark"
          >
            {t("product.viewCart")}
          </button>
        )}
      </div>
    </div>
  );
}
