import { useEffect, useRef } from "react";
import { useT } from "~/i18n/messages";

/**
 * The filters on a phone: a modal <dialog> from the side, so focus stays inside and Escape closes
 * it. It stays open while the shopper picks several filters; "Show N products" closes it.
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
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
    document.documentElement.classList.toggle("overflow-hidden", open);
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="filter-drawer-title"
      onClose={onClose}
      className="fixed inset-y-0 right-auto left-0 m-0 h-full max-h-none w-full max-w-sm bg-white p-0 shadow-2xl backdrop:bg-black/50"
    >
      {open && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-stone-200 px-5 py-4">
            <h2 id="filter-drawer-title" className="font-display text-2xl">
              {t("catalog.filters")}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={t("catalog.closeFilters")}
              className="rounded-full p-2 text-2xl leading-none hover:bg-stone-100"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
          <div className="border-t border-stone-200 px-5 py-4">
            <button
              type="button"
              onClick={onClose}
              className="block w-full rounded-md bg-brand px-4 py-3 text-center font-semibold text-white hover:bg-brand-dark"
            >
              {t("catalog.showResults", { count: total })}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
