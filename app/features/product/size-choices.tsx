import { StoreLink } from "~/components/store-link";
import { compareSizes, hasPlaceholderPrice, sizeName, WasPrice, type CatalogSize } from "~/features/catalog";
import { formatCents } from "~/utils/money";
import { useProductT } from "./product-messages";
import { SizeValue } from "./size-value";
import { stockOf, type StockNow } from "./use-live-stock";

/**
 * The product's sizes as links (`?size=750ml`), the selected one marked: each with its price, its
 * price per litre (the best value marked) and, when none is left, "Out of stock" as it is now.
 */
export function SizeChoices({
  sizes,
  selectedId,
  live,
}: {
  sizes: readonly CatalogSize[];
  selectedId: string;
  live: StockNow | null;
}) {
  const t = useProductT();
  const comparison = compareSizes(sizes.map((size) => ({ ...size, inventory: stockOf(size, live) })));
  return (
    <>
      <h2 className="mt-6 text-sm font-semibold">{t("product.sizeLabel")}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {sizes.map((size) => (
          <li key={size.id}>
            <StoreLink
              to={`?size=${encodeURIComponent(size.label)}`}
              replace
              preventScrollReset
              aria-current={size.id === selectedId ? "true" : undefined}
              className="block rounded-md border border-stone-400 px-3 py-2 text-sm aria-[current=true]:border-brand aria-[current=true]:bg-brand aria-[current=true]:text-white"
            >
              <span className="font-semibold">{sizeName(size.label, t)}</span>
              {!hasPlaceholderPrice(size) && (
                <>
                  {" · "}
                  {formatCents(size.priceCents)}
                  {size.wasCents !== undefined && (
                    <WasPrice wasCents={size.wasCents} label={t("product.was")} tone="" />
                  )}
                </>
              )}
              <SizeValue
                unitPrice={comparison.unitPrices.get(size.id)}
                bestValue={comparison.bestValueId === size.id}
              />
              {stockOf(size, live) === 0 && <span className="block text-xs">{t("product.outOfStock")}</span>}
            </StoreLink>
          </li>
        ))}
      </ul>
    </>
  );
}
