import type { OrderTotals } from "~/features/orders/order-pricing";
import { store } from "~/features/store/store";
import { useCheckoutT } from "./checkout-messages";
import { formatCents } from "~/utils/money";

/** Subtotal, sales tax, delivery fee (delivery only), tip and total, all from orderTotals. */
export function CheckoutSummary({
  totals,
  tipPercent,
  delivery,
}: {
  totals: OrderTotals;
  tipPercent: number;
  delivery: boolean;
}) {
  const t = useCheckoutT();
  const rows: Array<[label: string, cents: number, testId: string]> = [
    [t("checkout.subtotal"), totals.subtotalCents, "subtotal"],
    [t("checkout.tax", { rate: +(store.salesTaxRate * 100).toFixed(3) }), totals.taxCents, "tax"],
    ...(delivery
      ? [[t("checkout.deliveryFee"), totals.deliveryFeeCents, "delivery-fee"] as [string, number, string]]
      : []),
    [t("checkout.tipAmount", { percent: tipPercent }), totals.tipCents, "tip"],
  ];
  return (
    <div>
      <dl className="space-y-1">
        {rows.map(([label, cents, testId]) => (
          <div key={testId} className="flex justify-between gap-4">
            <dt>{label}</dt>
            <dd data-testid={`summary-${testId}`}>{formatCents(cents)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-stone-300 pt-2 text-lg font-semibold">
          <dt>{t("checkout.total")}</dt>
          <dd data-testid="summary-total">{formatCents(totals.totalCents)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-stone-700">{t("checkout.confirmedOnCall")}</p>
    </div>
  );
}
