import { StoreLink } from "~/components/store-link";
import { ProductImage } from "~/features/images";
import { useCatalogT } from "../catalog-messages";
import { formatCents } from "~/utils/money";
import type { CatalogCard } from "./catalog-results";
import { sizeName } from "../size-name";
import { WasPrice } from "../was-price";

/**
 * One product of the catalogue page: image, name, one size's price and label, how many sizes, and
 * whether that size can be bought (issue #31: never one size's label beside another's price).
 */
export function CatalogProductCard({ card, priority = false }: { card: CatalogCard; priority?: boolean }) {
  const t = useCatalogT();
  return (
    <StoreLink
      to={`/product/${card.route}${card.linkSize ? `?${new URLSearchParams({ size: card.linkSize })}` : ""}`}
      className="product-card flex h-full flex-col"
      data-catalog-card=""
    >
      <ProductImage imagePath={card.imagePath} version={card.imageVersion} priority={priority} />
      <p className="text-xs tracking-wide text-stone-600 uppercase">{card.brand}</p>
      <p className="product-card-name">{card.name}</p>
      <p className="mt-auto pt-1 text-sm">
        {card.priceCents !== null && (
          <>
            <span
              className={card.wasCents === null ? "font-semibold" : "font-semibold text-red-800"}
              data-catalog-price=""
            >
              {formatCents(card.priceCents)}
            </span>
            {card.wasCents !== null && <WasPrice wasCents={card.wasCents} label={t("catalog.was")} />}
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
