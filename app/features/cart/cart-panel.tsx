import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { PRODUCT_IMAGE_SIZES } from "~/features/images/product-image-url";
import { useT } from "~/i18n/messages";
import type { CartLine } from "./cart-lines";
import { setCartQuantity } from "./cart-storage";
import { REMOVE_FADE_MS, useCartLines } from "./use-cart-lines";

/**
 * The slide-in cart (specification §2 "Cart panel"): a modal <dialog>, so the browser traps focus,
 * closes it on Escape and returns focus to the cart button; the page behind does not scroll.
 */
export function CartPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const { state, retry, remove } = useCartLines(open);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
    document.documentElement.classList.toggle("overflow-hidden", open);
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    // A click on the dimmed overlay lands on the <dialog> itself, outside the panel's content.
    const onOverlayClick = (event: MouseEvent) => event.target === element && onClose();
    element?.addEventListener("click", onOverlayClick);
    return () => element?.removeEventListener("click", onOverlayClick);
  }, [onClose]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="cart-title"
      onClose={onClose}
      className="cart-panel fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-full max-w-md bg-white p-0 shadow-2xl backdrop:bg-black/50"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-stone-200 px-5 py-4">
          <h2 id="cart-title" className="font-display text-2xl">
            {t("cart.title")}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t("cart.close")}
            className="rounded-full p-2 text-2xl leading-none hover:bg-stone-100"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-5 py-4">
          {state.status === "loading" && <CartLoading label={t("cart.loading")} />}
          {state.status === "error" && (
            <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
              <p>{t("cart.loadError", { message: state.message })}</p>
              <button
                type="button"
                onClick={retry}
                className="mt-3 rounded-md border border-red-800 px-3 py-1"
              >
                {t("cart.retry")}
              </button>
            </div>
          )}
          {state.status === "loaded" && state.lines.length === 0 && <p>{t("cart.empty")}</p>}
          {state.status === "loaded" && state.lines.length > 0 && (
            <ul className="divide-y divide-stone-200">
              {state.lines.map((line) => (
                <CartPanelLine key={line.id} line={line} onRemove={() => remove(line.id)} />
              ))}
            </ul>
          )}
        </div>
        <div className="border-t border-stone-200 px-5 py-4">
          <Link
            to="/checkout"
            onClick={onClose}
            className="block w-full rounded-md bg-brand px-4 py-3 text-center font-semibold text-white hover:bg-brand-dark"
          >
            {t("cart.checkout")}
          </Link>
        </div>
      </div>
    </dialog>
  );
}

function CartLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center gap-3 py-8" data-testid="cart-loading">
      <span
        aria-hidden="true"
        className="h-6 w-6 rounded-full border-4 border-stone-200 border-t-brand motion-safe:animate-spin"
      />
      <span>{label}</span>
    </div>
  );
}

function CartPanelLine({ line, onRemove }: { line: CartLine; onRemove: () => void }) {
  const t = useT();
  const amountId = `cart-amount-${line.id}`;
  return (
    <li
      className="flex gap-4 py-4 transition-opacity ease-out"
      style={{ transitionDuration: `${REMOVE_FADE_MS}ms`, opacity: line.removing ? 0 : 1 }}
      data-removing={line.removing || undefined}
    >
      <img
        src={line.imagePaths.src}
        srcSet={line.imagePaths.srcSet}
        sizes={PRODUCT_IMAGE_SIZES}
        alt=""
        width={80}
        height={80}
        loading="lazy"
        className="h-20 w-20 shrink-0 rounded bg-stone-50 object-contain"
      />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{line.name}</p>
        <p className="text-sm text-stone-600">{line.size}</p>
        <div className="mt-2 flex items-center gap-3">
          {line.maxInventory > 0 ? (
            <>
              <label htmlFor={amountId} className="text-sm">
                {t("cart.amount")}
              </label>
              <select
                id={amountId}
                value={line.quantity}
                disabled={line.removing}
                onChange={(event) => setCartQuantity(line.id, Number(event.target.value))}
                className="rounded border border-stone-400 px-2 py-1"
              >
                {Array.from({ length: line.maxInventory }, (_, index) => index + 1).map((amount) => (
                  <option key={amount} value={amount}>
                    {amount}
                  </option>
                ))}
              </select>
            </>
          ) : (
            <p className="text-sm font-semibold text-red-800">{t("cart.outOfStock")}</p>
          )}
          <button
            type="button"
            onClick={onRemove}
            disabled={line.removing}
            aria-label={t("cart.remove", { name: line.name, size: line.size })}
            className="ml-auto text-sm text-brand underline"
          >
            {t("cart.removeShort")}
          </button>
        </div>
      </div>
    </li>
  );
}
