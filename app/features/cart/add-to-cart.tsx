import { useEffect, useState, useSyncExternalStore } from "react";
import { useProductT } from "~/features/product";
import { maxQuantity } from "~/features/inventory";
import { cartQuantityOf, onCartChange, setCartQuantity } from "./cart-storage";
import { ViewCartButton } from "./view-cart-button";

/**
 * Quantity and "Add to cart" for one size on sale (a sold-out size's page shows "Tell me when it's
 * back" in its place): at most the specification's maximum (§5) minus what the cart already holds;
 * the result is announced to screen readers too, with a way to open the cart. On a phone, once the
 * button has scrolled away, a bar at the bottom keeps size, price and the button.
 */
export function AddToCart({
  sizeId,
  inventory,
  name,
  sizeLabel,
  price,
}: {
  sizeId: string;
  inventory: number | null;
  name: string;
  sizeLabel: string;
  /** The size's price as the page shows it; null when it shows none. */
  price: string | null;
}) {
  const t = useProductT();
  const size = useSizeInCart(sizeId, inventory);
  const [announcement, setAnnouncement] = useState("");
  const [row, setRow] = useState<HTMLDivElement | null>(null);
  const scrolledAway = useScrolledAway(row);

  const add = () => {
    size.add();
    setAnnouncement(t("product.added", { amount: size.chosen, name, size: sizeLabel }));
  };

  return (
    <div className="mt-6">
      {size.available === 0 && <p>{t("product.cartFull", { count: size.inCart })}</p>}
      {size.available > 0 && (
        <QuantityAndAdd
          rowRef={setRow}
          available={size.available}
          chosen={size.chosen}
          onChoose={size.choose}
          onAdd={add}
        />
      )}
      {size.available > 0 && scrolledAway && (
        <StickyAddBar sizeLabel={sizeLabel} price={price} onAdd={add} label={t("product.addToCart")} />
      )}
      <AddedAnnouncement announcement={announcement} />
    </div>
  );
}

/**
 * How many of one size the cart holds, how many more it may take (the stock's limit less those),
 * and the amount chosen to add: what was picked, within what may still be added.
 */
function useSizeInCart(sizeId: string, inventory: number | null) {
  const inCart = useSyncExternalStore(
    onCartChange,
    () => cartQuantityOf(sizeId),
    () => 0,
  );
  const limit = maxQuantity(inventory);
  const available = Math.max(0, limit - inCart);
  const [amount, setAmount] = useState(1);
  const chosen = Math.min(amount, Math.max(available, 1));
  return {
    inCart,
    available,
    chosen,
    choose: setAmount,
    add: () => setCartQuantity(sizeId, inCart + chosen),
  };
}

/** The quantity to add (1 up to what the cart may still take) and the button that adds it. */
function QuantityAndAdd({
  rowRef,
  available,
  chosen,
  onChoose,
  onAdd,
}: {
  /** The row, watched to show the phone's bar once it has scrolled away. */
  rowRef: (row: HTMLDivElement | null) => void;
  available: number;
  chosen: number;
  onChoose: (amount: number) => void;
  onAdd: () => void;
}) {
  const t = useProductT();
  return (
    <div ref={rowRef} className="flex items-end gap-3">
      <label className="flex flex-col text-sm">
        {t("product.quantity")}
        <select
          value={chosen}
          onChange={(event) => onChoose(Number(event.target.value))}
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
        onClick={onAdd}
        className="rounded-md bg-brand px-6 py-2.5 font-semibold text-white hover:bg-brand-dark"
      >
        {t("product.addToCart")}
      </button>
    </div>
  );
}

/** "Added 2 × …", read out by screen readers, with a way to the cart once something was added. */
function AddedAnnouncement({ announcement }: { announcement: string }) {
  const t = useProductT();
  return (
    <div className="mt-3 flex min-h-6 flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <p role="status" className="font-medium text-green-800">
        {announcement}
      </p>
      {announcement && <ViewCartButton label={t("product.viewCart")} />}
    </div>
  );
}

/** True once `target` has scrolled above the top of the screen; false while it is on it or below. */
function useScrolledAway(element: HTMLElement | null): boolean {
  const [away, setAway] = useState(false);
  useEffect(() => {
    if (!element) return;
    // The screen and everything below it: the element leaves it only by going above the top, and
    // a jump from below the screen to above it (a scroll to the page's end) still crosses its edge.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setAway(!entry.isIntersecting);
      },
      { rootMargin: "0px 0px 100000px 0px" },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      setAway(false);
    };
  }, [element]);
  return away;
}

/**
 * The phone's bar at the bottom of the screen: a pointer's shortcut to the button above, so it is
 * hidden from screen readers and the keyboard, who have that button where it is.
 */
function StickyAddBar({
  sizeLabel,
  price,
  label,
  onAdd,
}: {
  sizeLabel: string;
  price: string | null;
  label: string;
  onAdd: () => void;
}) {
  return (
    <div
      aria-hidden="true"
      data-testid="sticky-add-bar"
      data-sticky-add-bar=""
      className="fixed inset-x-0 bottom-0 z-20 flex items-center gap-3 border-t border-stone-300 bg-white px-4 py-3 shadow-lg sm:hidden"
    >
      <p className="min-w-0 flex-1 truncate text-sm">
        <span className="font-semibold">{sizeLabel}</span>
        {price && <> · {price}</>}
      </p>
      <button
        type="button"
        tabIndex={-1}
        onClick={onAdd}
        className="rounded-md bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark"
      >
        {label}
      </button>
    </div>
  );
}
