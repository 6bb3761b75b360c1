import { useRef, useState } from "react";
import { MAX_CODE_LENGTH, normalCode } from "~/features/orders";
import { formatCents } from "~/utils/money";
import { errorId, fieldId } from "./checkout-fields";
import type { CodeState } from "./checkout-pricing";
import { useCheckoutT, type CheckoutTranslate } from "./checkout-texts";

export const CODE_FIELD = "dealCode";

/**
 * The promo code, a field of its own: Apply asks the quote about it (null: no code), and the answer
 * shows beneath, a refusal as the field's error; Remove once it applies. Enter applies it rather
 * than placing the order.
 */
export function PromoCodeField({
  state,
  onApply,
}: {
  state: CodeState;
  onApply: (code: string | null) => void;
}) {
  const t = useCheckoutT();
  const input = useRef<HTMLInputElement>(null);
  // Typed text that cannot be a code (an emoji, a control character) is refused here, never asked.
  const [notACode, setNotACode] = useState(false);
  // Short of its minimum it is still applied: a bigger cart earns it.
  const applied = state.kind === "applied" || (state.kind === "refused" && state.refusal === "belowMinimum");
  const apply = () => {
    // Read from the field itself: a tap kept before hydration comes with the text typed then.
    const typed = input.current?.value.trim() ?? "";
    const code = typed === "" ? null : normalCode(typed);
    setNotACode(typed !== "" && code === null);
    onApply(code);
  };
  const remove = () => {
    if (input.current) input.current.value = "";
    setNotACode(false);
    onApply(null);
  };
  const error = notACode ? t("checkout.codeInvalid") : refusalText(state, t);
  const note = error ?? noteText(state, t);
  const id = fieldId(CODE_FIELD);
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {t("checkout.promoCode")}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          ref={input}
          id={id}
          defaultValue=""
          readOnly={applied}
          maxLength={MAX_CODE_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? errorId(CODE_FIELD) : undefined}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            if (!applied) apply();
          }}
          className="block w-full min-w-0 rounded border border-stone-400 px-3 py-2 text-base uppercase read-only:bg-stone-100 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700"
        />
        <button
          type="button"
          onClick={applied ? remove : apply}
          className="shrink-0 rounded-md border border-brand px-4 py-2 font-semibold text-brand hover:bg-brand hover:text-white"
        >
          {applied ? t("checkout.removeCode") : t("checkout.applyCode")}
        </button>
      </div>
      <div aria-live="polite" className="text-sm">
        {note && (
          <p
            id={errorId(CODE_FIELD)}
            className={`mt-1 break-words ${error ? "font-medium text-red-800" : "text-stone-700"}`}
            data-testid="code-message"
          >
            {note}
          </p>
        )}
      </div>
    </div>
  );
}

/** Why the code does not apply, in the shopper's words; null while it does, or none was asked. */
function refusalText(state: CodeState, t: CheckoutTranslate): string | null {
  if (state.kind !== "refused") return null;
  const { code, refusal, minimumCents } = state;
  if (refusal === "belowMinimum")
    return minimumCents === null
      ? t("checkout.code.belowSomeMinimum", { code })
      : t("checkout.code.belowMinimum", { code, amount: formatCents(minimumCents) });
  return t(`checkout.code.${refusal}`, { code });
}

function noteText(state: CodeState, t: CheckoutTranslate): string | null {
  if (state.kind === "checking") return t("checkout.codeChecking");
  if (state.kind === "applied") return t("checkout.codeApplied", { code: state.code });
  return null;
}
