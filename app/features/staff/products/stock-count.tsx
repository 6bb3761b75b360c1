import { LOW_STOCK } from "./staff-product-list";
import { useStaffProductsT } from "./staff-products-messages";

/** Stock as the staff read it; low and sold-out counts stand out in words, not colour alone. */
export function StockCount({ inventory }: { inventory: number | null }) {
  const t = useStaffProductsT();
  if (inventory === null) return <span>{t("stock.notCounted")}</span>;
  if (inventory <= 0) return <strong className="text-red-800">{t("stock.soldOut")}</strong>;
  return inventory <= LOW_STOCK ? (
    <strong className="text-amber-900">{t("stock.low", { count: inventory })}</strong>
  ) : (
    <span>{t("stock.inStock", { count: inventory })}</span>
  );
}
