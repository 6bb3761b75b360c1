import { ORDER_LIMITS, type Substitution } from "~/features/orders";
import { formatUsPhone, normalizeUsPhone } from "~/utils/us-phone";
import { useCheckoutT } from "./checkout-texts";
import { describedBy, FieldErrorText, fieldId, TextField } from "./checkout-fields";
import { offersGiftBox, type CheckoutForm } from "./checkout-form";
import type { CheckoutLine } from "./checkout-lines";
import type { FieldsProps } from "./checkout-sections";

/** The shopper's choices for the staff (issue #18): what to do if a bottle is missing, and a gift. */

const IF_MISSING_TEXT = {
  call: "checkout.ifMissingCall",
  similar: "checkout.ifMissingSimilar",
  omit: "checkout.ifMissingOmit",
} as const satisfies Record<Substitution, string>;

/** A line's choice, named with its product and size so a screen reader knows which bottle it is for. */
export function SubstitutionChoice({
  sizeId,
  productName,
  sizeName,
  value,
  onChange,
  disabled,
}: {
  sizeId: string;
  productName: string;
  sizeName: string;
  value: Substitution;
  onChange: (value: Substitution) => void;
  disabled: boolean;
}) {
  const t = useCheckoutT();
  const id = fieldId(`substitution:${sizeId}`);
  return (
    <div className="checkout-if-missing mt-2">
      <label htmlFor={id} className="block truncate text-sm">
        <span className="sr-only">{`${productName}, ${sizeName}:`}</span> {t("checkout.ifMissing")}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as Substitution)}
        className="block h-8 w-full max-w-sm truncate rounded border border-stone-400 px-2 text-sm"
      >
        {(Object.keys(IF_MISSING_TEXT) as Substitution[]).map((choice) => (
          <option key={choice} value={choice}>
            {t(IF_MISSING_TEXT[choice])}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * "This order is a gift": ticked, it shows the recipient's name and phone, the card's message with
 * its count, and the gift box where a line's product comes in one. Unticked, nothing of it is sent.
 */
export function GiftFields({
  form,
  errors,
  update,
  lines,
}: FieldsProps & { lines: readonly CheckoutLine[] | null }) {
  const t = useCheckoutT();
  const boxed = (lines ?? []).filter((line) => line.giftBox === true);
  return (
    <fieldset className="space-y-4">
      <legend className="font-display text-xl">{t("checkout.giftHeading")}</legend>
      <label className="flex items-start gap-3 font-medium">
        <input
          id={fieldId("gift")}
          type="checkbox"
          checked={form.gift}
          onChange={(event) => update({ gift: event.target.checked })}
          className="mt-1 h-5 w-5 shrink-0"
        />
        <span>{t("checkout.gift")}</span>
      </label>
      {form.gift && (
        <div className="space-y-4">
          <TextField
            field="gift.recipientName"
            label={t("checkout.giftName")}
            value={form.giftName}
            onChange={(giftName) => update({ giftName })}
            errors={errors["gift.recipientName"]}
            maxLength={ORDER_LIMITS.giftNameMax}
            required
          />
          <TextField
            field="gift.recipientPhone"
            label={t("checkout.giftPhone")}
            hint={t("checkout.giftPhoneHint")}
            value={form.giftPhone}
            onChange={(giftPhone) => update({ giftPhone })}
            onBlur={() => {
              const e164 = normalizeUsPhone(form.giftPhone);
              if (e164 && formatUsPhone(e164) !== form.giftPhone) update({ giftPhone: formatUsPhone(e164) });
            }}
            errors={errors["gift.recipientPhone"]}
            type="tel"
            required
          />
          <TextField
            field="gift.message"
            label={t("checkout.giftMessage")}
            hint={t("checkout.giftMessageCount", {
              used: form.giftMessage.length,
              max: ORDER_LIMITS.giftMessageMax,
            })}
            value={form.giftMessage}
            onChange={(giftMessage) => update({ giftMessage })}
            errors={errors["gift.message"]}
            multiline
            maxLength={ORDER_LIMITS.giftMessageMax}
          />
          {offersGiftBox(boxed) && (
            <GiftBoxChoice
              form={form}
              update={update}
              errors={errors["gift.giftBox"]}
              names={[...new Set(boxed.map((line) => line.name))].join(", ")}
            />
          )}
        </div>
      )}
    </fieldset>
  );
}

function GiftBoxChoice({
  form,
  update,
  errors,
  names,
}: Pick<FieldsProps, "update"> & {
  form: Pick<CheckoutForm, "giftBox">;
  errors: readonly string[] | undefined;
  names: string;
}) {
  const t = useCheckoutT();
  const field = "gift.giftBox";
  const hintId = `${fieldId(field)}-hint`;
  return (
    <div>
      <label className="flex items-start gap-3 font-medium">
        <input
          id={fieldId(field)}
          type="checkbox"
          checked={form.giftBox}
          onChange={(event) => update({ giftBox: event.target.checked })}
          className="mt-1 h-5 w-5 shrink-0"
          {...describedBy(field, errors, hintId)}
        />
        <span>
          {t("checkout.giftBox")}
          <span id={hintId} className="block text-sm font-normal text-stone-600">
            {t("checkout.giftBoxHint", { names })}
          </span>
        </span>
      </label>
      <FieldErrorText field={field} errors={errors} />
    </div>
  );
}
