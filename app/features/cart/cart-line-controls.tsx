import { sizeName } from "~/features/catalog";
import type { PageTranslate } from "~/i18n/messages";
import type { CartLineMessageKey } from "./cart-line-messages";
import { setCartQuantity } from "./cart-storage";

/**
 * A cart line's "Amount:" choice (1 to the line's maximum, written to the cart at once) and its
 * remove button, shared by the cart panel and the checkout page. A line with nothing left shows
 * "Out of stock" instead of a choice. Its texts come from the page it is on (`cartLineMessages`).
 */
export function CartLineControls({
  idPrefix,
  sizeId,
  name,
  size,
  quantity,
  maxQuantity,
  disabled = false,
  problemId,
  invalid = false,
  onRemove,
  t,
}: {
  idPrefix: string;
  sizeId: string;
  name: string;
  size: string;
  quantity: number;
  maxQuantity: number;
  disabled?: boolean;
  /** The id of a text about the line (a price that moved, an error): it describes the amount and the remove button. */
  problemId?: string;
  invalid?: boolean;
  onRemove: () => void;
  t: PageTranslate<CartLineMessageKey>;
}) {
  const amountId = `${idPrefix}-amount-${sizeId}`;
  return (
    <div className="mt-2 flex items-center gap-3">
      {maxQuantity > 0 ? (
        <>
          <label htmlFor={amountId} className="text-sm">
            {t("cart.amount")}
          </label>
          <select
            id={amountId}
            value={Math.min(quantity, maxQuantity)}
            disabled={disabled}
            aria-invalid={invalid || undefined}
            aria-describedby={problemId}
            onChange={(event) => setCartQuantity(sizeId, Number(event.target.value))}
            className="rounded border border-stone-400 px-2 py-1"
          >
            {Array.from({ length: maxQuantity }, (_, index) => index + 1).map((amount) => (
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
        disabled={disabled}
        aria-describedby={problemId}
        aria-label={t("cart.remove", { name, size: sizeName(size, t) })}
        // WCAG 2.2's least target: 24 px each way, not the 20 px of its text alone.
        className="ml-auto inline-flex min-h-6 min-w-6 items-center justify-center text-sm text-brand underline"
      >
        {t("cart.removeShort")}
      </button>
    </div>
  );
}
