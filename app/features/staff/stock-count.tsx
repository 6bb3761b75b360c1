import { LOW_STOCK } from "./staff-product-list";

/** Stock as the staff read it; low and sold-out counts stand out in words, not colour alone. */
export function StockCount({ inventory }: { inventory: number | null }) {
  if (inventory === null) return <span>stock not counted</span>;
  if (inventory <= 0) return <strong className="text-red-800">sold out</strong>;
  const text = `${inventory} in stock`;
  return inventory <= LOW_STOCK ? (
    <strong className="text-amber-900">{text} (low)</strong>
  ) : (
    <span>{text}</span>
  );
}
