import { SideDrawer } from "~/components/side-drawer";
import { useCatalogT } from "../catalog-messages";

/**
 * The filters on a phone, from the left. It stays open while the shopper picks several filters;
 * "Show N products" closes it.
 */
export function CatalogFilterDrawer({
  open,
  onClose,
  total,
  children,
}: {
  open: boolean;
  onClose: () => void;
  total: number;
  children: React.ReactNode;
}) {
  const t = useCatalogT();
  return (
    <SideDrawer
      open={open}
      onClose={onClose}
      side="left"
      title={t("catalog.filters")}
      closeLabel={t("catalog.closeFilters")}
      className="max-w-sm"
      footer={
        <button
          type="button"
          onClick={onClose}
          className="block w-full rounded-md bg-brand px-4 py-3 text-center font-semibold text-white hover:bg-brand-dark"
        >
          {t("catalog.showResults", { count: total })}
        </button>
      }
    >
      {children}
    </SideDrawer>
  );
}
