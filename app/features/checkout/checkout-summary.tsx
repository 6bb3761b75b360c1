import { OrderTotals, type TotalsLine } from "~/components/order-totals";
import type { OrderTotals as Totals } from "~/features/orders";
import { store } from "~/features/store";
import { useCheckoutT } from "./checkout-texts";
import type { CheckoutForm } from "./checkout-form";

/**
 * Subtotal, sales tax, delivery fee (delivery only), tip (not on pickup) and total, all from
 * orderTotals; placeholders of the same place until the quote has come (totals null).
 */
export function CheckoutSummary({
  totals,
  tipPercent,
  method,
}: {
  totals: Totals | null;
  tipPercent: number;
  method: CheckoutForm["method"];
}) {
  const t = useCheckoutT();
  const lines: TotalsLine[] = [
    { label: t("checkout.subtotal"), cents: totals?.subtotalCents ?? null, testId: "summary-subtotal" },
    {
      label: t("checkout.tax", { rate: +(store.salesTaxRate * 100).toFixed(3) }),
      cents: totals?.taxCents ?? null,
      testId: "summary-tax",
    },
    ...(method === "delivery"
      ? [
          {
            label: t("checkout.deliveryFee"),
            cents: totals?.deliveryFeeCents ?? null,
            testId: "summary-delivery-fee",
          },
        ]
      : []),
    ...(method === "pickup"
      ? []
      : [
          {
            label: t("checkout.tipAmount", { percent: tipPercent }),
            cents: totals?.tipCents ?? null,
            testId: "summary-tip",
          },
        ]),
  ];
  return (
    <div>
      <OrderTotals
        lines={lines}
        total={{ label: t("checkout.total"), cents: totals?.totalCents ?? null, testId: "summary-total" }}
        columnsClassName="grid-cols-[1fr_7rem]"
        totalClassName="border-t border-stone-300 pt-2 text-lg"
      />
      <p className="mt-2 text-sm text-stone-700">{t("checkout.confirmedOnCall")}</p>
    </div>
  );
}
