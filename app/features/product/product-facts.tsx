import { useProductT } from "./product-messages";

/** A wine's varietal and wine type (specification §3); nothing for products without them. */
export function ProductFacts({ varietal, wineType }: { varietal: string | null; wineType: string | null }) {
  const t = useProductT();
  if (!varietal && !wineType) return null;
  return (
    <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {varietal && (
        <>
          <dt className="font-semibold">{t("product.varietal")}</dt>
          <dd>{varietal}</dd>
        </>
      )}
      {wineType && (
        <>
          <dt className="font-semibold">{t("product.wineType")}</dt>
          <dd>{wineType}</dd>
        </>
      )}
    </dl>
  );
}
