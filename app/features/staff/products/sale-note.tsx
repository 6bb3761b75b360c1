import { formatCents } from "~/utils/money";
import type { SaleShown } from "./size-sale";
import { useStaffProductsT } from "./staff-products-messages";

/** A size's sale as the stock and prices list notes it: running (through its last day) or to come. */
export function SaleNote({ sale }: { sale: SaleShown }) {
  const t = useStaffProductsT();
  const price = formatCents(sale.priceCents);
  if (!sale.running) return <strong>{t("sale.scheduled", { price, firstDay: sale.firstDay ?? "" })}</strong>;
  return (
    <strong className="text-green-800">
      {sale.lastDay
        ? t("sale.runningThrough", { price, lastDay: sale.lastDay })
        : t("sale.running", { price })}
    </strong>
  );
}
