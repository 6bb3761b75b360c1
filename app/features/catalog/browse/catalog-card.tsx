import { StoreLink } from "~/components/store-link";
import { ProductImage } from "~/features/images";
import { useCatalogT } from "../catalog-messages";
import { formatCents } from "~/utils/money";
import type { CatalogCard } from "./catalog-results";
import { sizeName } from "../size-name";

/**
 * One product of the catalogue page: image, name, the price ("From $x" over several sizes' prices,
 * else the price and its size), how many sizes.
 */
export function CatalogProductCard({ card, priority = false }: { card: CatalogCard; priority?: boolean }) {
  const t = useCatalogT();
  return (
    <StoreLink
      to={`/product/${card.route}`}
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
        {card.priceCents !== null && card.priceFrom && <>{t("catalog.priceFrom")} </>}
        {card.priceCents !== null && (
          <span className="font-semibold" data-catalog-price="">
            {formatCents(card.priceCents)}
          </span>
        )}
        {/* "From $x" is for several sizes, named below; one price names its size. */}
        {!card.priceFrom && (
          <>
            {card.priceCents !== null && " · "}
            {sizeName(card.sizeLabel, t)}
          </>
        )}
      </p>
      <p className="text-xs text-stone-600">
        {t("catalog.sizes", { count: card.sizeCount })}
        {!card.inStock && <span className="ml-2 font-semibold text-red-800">{t("catalog.outOfStock")}</span>}
      </p>
    </StoreLink>
  );
}
