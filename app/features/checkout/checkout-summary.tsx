import { OrderTotals, type TotalsLine } from "~/components/order-totals";
import { store } from "~/features/store";
import { useCheckoutT, type CheckoutTranslate } from "./checkout-texts";
import type { CheckoutForm } from "./checkout-form";
import type { CheckoutPricing } from "./checkout-pricing";

/** The stylesheet shows this row only while a case discount is likely and the quote has not come (app.css). */
export const CASE_ROW_RESERVED = "summary-case-reserved";

/**
 * Subtotal, the mixed-case discount and the code's, each on its own line, sales tax, delivery fee
 * (delivery only), tip (not on pickup) and total, all from priceOrder, as the server will charge
 * them; placeholders of the same place until the quote has come (pricing null).
 */
export function CheckoutSummary({
  pricing,
  tipPercent,
  method,
}: {
  pricing: CheckoutPricing | null;
  tipPercent: number;
  method: CheckoutForm["method"];
}) {
  const t = useCheckoutT();
  const totals = pricing?.totals;
  const lines: TotalsLine[] = [
    { label: t("checkout.subtotal"), cents: totals?.subtotalCents ?? null, testId: "summary-subtotal" },
    ...dealLines(pricing, t),
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

/**
 * The deals' lines: the mixed case with its bottles and rate, and the code. Before the quote, the
 * case line's place is held, shown only where the cart in storage may reach a case (its two lines
 * of text are as tall as the line it stands for), so the lines below do not move when it comes.
 */
function dealLines(pricing: CheckoutPricing | null, t: CheckoutTranslate): TotalsLine[] {
  if (!pricing)
    return [{ label: t("checkout.caseDiscount"), detail: "", cents: null, rowClassName: CASE_ROW_RESERVED }];
  const { caseDiscount, codeCents } = pricing.deals;
  const lines: TotalsLine[] = [];
  if (caseDiscount)
    lines.push({
      label: t("checkout.caseDiscount"),
      detail: t("checkout.caseDiscountDetail", {
        bottles: caseDiscount.bottles,
        percent: percentOf(caseDiscount.basisPoints),
      }),
      cents: caseDiscount.cents,
      discount: true,
      testId: "summary-case-discount",
    });
  if (pricing.code !== null)
    lines.push({
      label: t("checkout.codeDiscount", { code: pricing.code }),
      cents: codeCents,
      discount: true,
      testId: "summary-code-discount",
    });
  return lines;
}

/** 1,000 basis points → 10; 1,250 → 12.5. */
function percentOf(basisPoints: number): number {
  return basisPoints / 100;
}
