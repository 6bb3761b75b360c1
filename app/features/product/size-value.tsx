import type { UnitPrice } from "~/features/catalog";
import { formatCents } from "~/utils/money";
import { useProductT } from "./product-messages";

/** Beneath a size's price: what it costs per 750 ml (beer: per 12 oz), and "Best value" on one size. */
export function SizeValue({
  unitPrice,
  bestValue,
}: {
  unitPrice: UnitPrice | undefined;
  bestValue: boolean;
}) {
  const t = useProductT();
  return (
    <>
      {unitPrice && (
        <span className="block text-xs" data-testid="unit-price">
          {t(unitPrice.per === "12oz" ? "product.per12oz" : "product.per750ml", {
            price: formatCents(unitPrice.cents),
          })}
        </span>
      )}
      {bestValue && (
        <span className="mt-1 block text-xs font-bold tracking-wide uppercase" data-testid="best-value">
          {t("product.bestValue")}
        </span>
      )}
    </>
  );
}
