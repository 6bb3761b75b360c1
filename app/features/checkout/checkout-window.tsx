import { store, windowWords } from "~/features/store";
import { arrivalWords, type OfferedWindows } from "~/features/orders";
import type { FulfilmentMethod } from "~/features/orders";
import { useCheckoutT, type CheckoutTranslate } from "./checkout-texts";
import { describedBy, FieldErrorText, fieldId } from "./checkout-fields";

export const WINDOW_FIELD = "fulfilment.window";

/** "As soon as possible: today, around 10:00 am", from when the store says such an order arrives. */
function soonestWords(soonestAt: string, now: Date, t: CheckoutTranslate): string {
  return t("checkout.soonest", arrivalWords(new Date(soonestAt), now, t));
}

function windowOption(window: OfferedWindows["windows"][number], now: Date, t: CheckoutTranslate): string {
  const words = windowWords({ start: new Date(window.start), end: new Date(window.end) }, now, store, t);
  return t(window.full ? "checkout.windowFull" : "checkout.window", words);
}

/**
 * When the order comes: as soon as possible (the first choice, with when that is) or a window of
 * today's or tomorrow's hours; a full window is listed but cannot be chosen (issue #31).
 */
export function WindowField({
  method,
  offered,
  value,
  onChange,
  errors,
}: {
  method: FulfilmentMethod;
  offered: OfferedWindows | null;
  value: string;
  onChange: (value: string) => void;
  errors: readonly string[] | undefined;
}) {
  const t = useCheckoutT();
  const now = new Date();
  const id = fieldId(WINDOW_FIELD);
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {t(method === "delivery" ? "checkout.deliveryWhen" : "checkout.pickupWhen")}
      </label>
      <select
        id={id}
        name={WINDOW_FIELD}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 block min-h-11 w-full rounded border border-stone-400 bg-white px-3 py-2 text-base aria-invalid:border-red-700"
        {...describedBy(WINDOW_FIELD, errors)}
      >
        <option value="">
          {offered ? soonestWords(offered.soonestAt, now, t) : t("checkout.soonestNow")}
        </option>
        {offered?.windows.map((window) => (
          <option key={window.start} value={window.start} disabled={window.full}>
            {windowOption(window, now, t)}
          </option>
        ))}
      </select>
      <FieldErrorText field={WINDOW_FIELD} errors={errors} />
    </div>
  );
}
