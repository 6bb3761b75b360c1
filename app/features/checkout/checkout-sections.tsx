import { DELIVERY_AREA_MESSAGE, type FieldErrors, type WindowsAnswer } from "~/features/orders";
import { formatUsPhone, normalizeUsPhone } from "~/utils/us-phone";
import { store } from "~/features/store";
import { useCheckoutT, type CheckoutTranslate } from "./checkout-texts";
import { formatCents } from "~/utils/money";
import { SteadyText } from "~/components/steady-text";
import { AGE_FIELD, METHOD_FIELD, type CheckoutForm } from "./checkout-form";
import { describedBy, FieldErrorText, fieldId, RadioGroup, TextField } from "./checkout-fields";
import { WINDOW_FIELD, WindowField } from "./checkout-window";

/** The checkout form's sections, top to bottom: fulfilment, the shopper's details, payment, tip, and the age box. */

export interface FieldsProps {
  form: CheckoutForm;
  errors: FieldErrors;
  update: (patch: Partial<CheckoutForm>) => void;
}

/**
 * What delivery costs this cart, in the space of both texts: the server's page shows the fee, and the
 * quote may make it free once the browser's cart is known.
 */
function DeliveryCost({ deliveryFeeCents }: { deliveryFeeCents: number }) {
  const t = useCheckoutT();
  const fee = t("checkout.deliveryHint", { fee: formatCents(deliveryFeeCents || store.delivery.feeCents) });
  const free = t("checkout.deliveryFree");
  return <SteadyText shown={deliveryFeeCents === 0 ? free : fee} texts={[fee, free]} />;
}

/** `deliveryFeeCents`: what delivery would cost this cart (0 from the free-delivery line on). */
export function FulfilmentFields({
  form,
  errors,
  update,
  onSwitchToPickup,
  deliveryFeeCents,
  windows,
}: FieldsProps & { onSwitchToPickup: () => void; deliveryFeeCents: number; windows: WindowsAnswer | null }) {
  const t = useCheckoutT();
  const { street, city } = store.address;
  return (
    <RadioGroup
      field={METHOD_FIELD}
      legend={t("checkout.fulfilment")}
      value={form.method}
      // Each way has windows of its own: a change of way starts again from "as soon as possible".
      onChange={(value) => update({ method: value as CheckoutForm["method"], window: "" })}
      errors={errors[METHOD_FIELD]}
      options={[
        {
          value: "delivery",
          label: t("checkout.delivery"),
          hint: <DeliveryCost deliveryFeeCents={deliveryFeeCents} />,
        },
        {
          value: "pickup",
          label: t("checkout.pickup"),
          hint: t("checkout.pickupHint", { address: `${street}, ${city}` }),
        },
      ]}
    >
      {form.method === "delivery" && (
        <DeliveryAddressFields
          form={form}
          errors={errors}
          update={update}
          onSwitchToPickup={onSwitchToPickup}
        />
      )}
      {form.method && (
        <WindowField
          method={form.method}
          offered={windows?.[form.method] ?? null}
          value={form.window}
          onChange={(window) => update({ window })}
          errors={errors[WINDOW_FIELD]}
        />
      )}
    </RadioGroup>
  );
}

/** Where to deliver; a ZIP outside the area offers pickup instead. */
function DeliveryAddressFields({
  form,
  errors,
  update,
  onSwitchToPickup,
}: FieldsProps & { onSwitchToPickup: () => void }) {
  const t = useCheckoutT();
  const outsideArea = errors["fulfilment.zip"]?.includes(t(DELIVERY_AREA_MESSAGE));
  return (
    <div className="grid gap-4 pt-2 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField
          field="fulfilment.address"
          label={t("checkout.address")}
          value={form.address}
          onChange={(address) => update({ address })}
          errors={errors["fulfilment.address"]}
          autoComplete="street-address"
          required
        />
      </div>
      <TextField
        field="fulfilment.unit"
        label={t("checkout.unit")}
        value={form.unit}
        onChange={(unit) => update({ unit })}
        errors={errors["fulfilment.unit"]}
        autoComplete="address-line2"
      />
      <TextField
        field="fulfilment.zip"
        label={t("checkout.zip")}
        value={form.zip}
        onChange={(zip) => update({ zip })}
        errors={errors["fulfilment.zip"]}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={5}
        required
        errorAction={
          outsideArea && (
            <button
              type="button"
              onClick={onSwitchToPickup}
              className="mt-2 rounded-md border border-brand px-3 py-1.5 font-semibold text-brand hover:bg-brand hover:text-white"
            >
              {t("checkout.switchToPickup")}
            </button>
          )
        }
      />
    </div>
  );
}

export function ContactFields({ form, errors, update }: FieldsProps) {
  const t = useCheckoutT();
  return (
    <fieldset className="space-y-4">
      <legend className="font-display text-xl">{t("checkout.contact")}</legend>
      <TextField
        field="customer.name"
        label={t("checkout.name")}
        value={form.name}
        onChange={(name) => update({ name })}
        errors={errors["customer.name"]}
        autoComplete="name"
        required
      />
      <TextField
        field="customer.phone"
        label={t("checkout.phone")}
        hint={t("checkout.phoneHint")}
        value={form.phone}
        onChange={(phone) => update({ phone })}
        onBlur={() => {
          // Shown as the store will read it back on the call: "(305) 555-0142".
          const e164 = normalizeUsPhone(form.phone);
          if (e164 && formatUsPhone(e164) !== form.phone) update({ phone: formatUsPhone(e164) });
        }}
        errors={errors["customer.phone"]}
        type="tel"
        autoComplete="tel-national"
        required
      />
      <TextField
        field="customer.email"
        label={t("checkout.email")}
        value={form.email}
        onChange={(email) => update({ email })}
        errors={errors["customer.email"]}
        type="email"
        autoComplete="email"
      />
      <TextField
        field="notes"
        label={t("checkout.notes")}
        value={form.notes}
        onChange={(notes) => update({ notes })}
        errors={errors.notes}
        multiline
        maxLength={500}
      />
    </fieldset>
  );
}

/** Paid when the order arrives, cash or card: no card details are asked for here, ever. */
export function PaymentFields({ form, errors, update }: FieldsProps) {
  const t = useCheckoutT();
  return (
    <RadioGroup
      field="paymentMethod"
      legend={t("checkout.payment")}
      hint={t("checkout.paymentHint")}
      value={form.paymentMethod}
      onChange={(value) => update({ paymentMethod: value as CheckoutForm["paymentMethod"] })}
      errors={errors.paymentMethod}
      options={paymentOptions(form.method, t)}
    />
  );
}

/** Where the shopper pays, once delivery or pickup says where that is. */
function paymentOptions(method: CheckoutForm["method"], t: CheckoutTranslate) {
  const [cash, card] = {
    delivery: ["checkout.cashDelivery", "checkout.cardDelivery"] as const,
    pickup: ["checkout.cashPickup", "checkout.cardPickup"] as const,
    "": ["checkout.cash", "checkout.card"] as const,
  }[method];
  return [
    { value: "cash", label: t(cash) },
    { value: "card", label: t(card) },
  ];
}

export function TipFields({ form, errors, update }: FieldsProps) {
  const t = useCheckoutT();
  const options = [
    ...store.tipPercentPresets.map((percent) => ({
      value: String(percent),
      label: t("checkout.tipPreset", { percent }),
    })),
    { value: "custom", label: t("checkout.tipCustom") },
  ];
  return (
    <RadioGroup
      field="tipChoice"
      legend={t("checkout.tip")}
      value={form.tipChoice}
      onChange={(tipChoice) => update({ tipChoice })}
      errors={form.tipChoice === "custom" ? undefined : errors.tipPercent}
      options={options}
    >
      {form.tipChoice === "custom" && (
        <div className="max-w-48">
          <TextField
            field="tipPercent"
            label={t("checkout.tipCustomLabel")}
            value={form.customTip}
            onChange={(customTip) => update({ customTip })}
            errors={errors.tipPercent}
            inputMode="decimal"
          />
        </div>
      )}
    </RadioGroup>
  );
}

export function AgeConfirmation({
  checked,
  onChange,
  errors,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  errors: readonly string[] | undefined;
}) {
  const t = useCheckoutT();
  return (
    <div>
      <label className="flex items-start gap-3 font-medium">
        <input
          id={fieldId(AGE_FIELD)}
          type="checkbox"
          checked={checked}
          required
          onChange={(event) => onChange(event.target.checked)}
          className="mt-1 h-5 w-5 shrink-0"
          {...describedBy(AGE_FIELD, errors)}
        />
        <span>{t("checkout.age")}</span>
      </label>
      <FieldErrorText field={AGE_FIELD} errors={errors} />
    </div>
  );
}
