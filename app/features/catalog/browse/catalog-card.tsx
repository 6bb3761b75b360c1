import { StoreLink } from "~/components/store-link";
import { ProductImage } from "~/features/images";
import { useCatalogT } from "../catalog-messages";
import { formatCents } from "~/utils/money";
import type { CatalogCard } from "./catalog-results";
import { sizeName } from "../size-name";

/**
 * One product of the catalogue page: image, name, one size's price and label, how many sizes, and
 * whether that size can be bought (issue #31: never one size's label beside another's price).
 */
export function CatalogProductCard({ card, priority = false }: { card: CatalogCard; priority?: boolean }) {
  const t = useCatalogT();
  return (
    <StoreLink
      to={`/product/${card.route}${card.linkSize ? `?${new URLSearchParams({ size: card.linkSize })}` : ""}`}
      className="group flex h-full flex-col rounded-lg border border-stone-200 bg-white p-3 hover:border-brand"
      data-catalog-card=""
    >
      <ProductImage
        imagePath={card.imagePath}
        version={card.imageVersion}
        priority={priority}
        className="aspect-square w-full object-contain"
      />
      <p className="text-xs tracking-wide text-stone-600 uppercase">{card.brand}</p>
      <p className="line-clamp-2 font-semibold group-hover:text-brand">{card.name}</p>
      <p className="mt-auto pt-1 text-sm">
        {card.priceCents !== null && (
          <>
            <span className="font-semibold" data-catalog-price="">
              {formatCents(card.priceCents)}
            </span>
            {" · "}
          </>
        )}
        <span data-catalog-size="">{sizeName(card.sizeLabel, t)}</span>
      </p>
      <p className="text-xs text-stone-600">
        {t("catalog.sizes", { count: card.sizeCount })}
        {!card.inStock && <span className="ml-2 font-semibold text-red-800">{t("catalog.outOfStock")}</span>}
      </p>
    </StoreLink>
  );
}
