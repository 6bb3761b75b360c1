import { StoreLink } from "~/components/store-link";
import { SideDrawer } from "~/components/side-drawer";
import { sizeName } from "~/features/catalog";
import { useT } from "~/i18n/messages";
import { CartLineImage } from "./cart-line-image";
import type { CartLine } from "./cart-lines";
import { CartLineControls } from "./cart-line-controls";
import { REMOVE_FADE_MS, useCartLines } from "./use-cart-lines";

/** The slide-in cart (specification §2 "Cart panel"), from the right. */
export function CartPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const { state, retry, remove } = useCartLines(open);
  return (
    <SideDrawer
      open={open}
      onClose={onClose}
      side="right"
      title={t("cart.title")}
      closeLabel={t("cart.close")}
      className="cart-panel max-w-md"
      footer={
        <StoreLink
          to="/checkout"
          onClick={onClose}
          className="block w-full rounded-md bg-brand px-4 py-3 text-center font-semibold text-white hover:bg-brand-dark"
        >
          {t("cart.checkout")}
        </StoreLink>
      }
    >
      {state.status === "loading" && <CartLoading label={t("cart.loading")} />}
      {state.status === "error" && (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
          <p>{t("cart.loadError", { message: state.message })}</p>
          <button type="button" onClick={retry} className="mt-3 rounded-md border border-red-800 px-3 py-1">
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
    </SideDrawer>
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
  return (
    <li
      className="flex gap-4 py-4 transition-opacity ease-out"
      style={{ transitionDuration: `${REMOVE_FADE_MS}ms`, opacity: line.removing ? 0 : 1 }}
      data-removing={line.removing || undefined}
    >
      <CartLineImage src={line.imagePaths.src} srcSet={line.imagePaths.srcSet} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{line.name}</p>
        <p className="text-sm text-stone-600">{sizeName(line.size, t)}</p>
        <CartLineControls
          idPrefix="cart"
          sizeId={line.id}
          name={line.name}
          size={line.size}
          quantity={line.quantity}
          maxQuantity={line.maxInventory}
          disabled={line.removing}
          onRemove={onRemove}
        />
      </div>
    </li>
  );
}
