import { StoreLink } from "~/components/store-link";
import { WasPrice, type FeaturedItem } from "~/features/catalog";
import { ProductImage } from "~/features/images";
import { formatCents } from "~/utils/money";

/** Specification §2: a featured item links to its product and shows image, name and price with two decimals. */
export function FeaturedProductCard({ item, wasLabel }: { item: FeaturedItem; wasLabel: string }) {
  return (
    <StoreLink to={`/product/${item.route}`} className="product-card block" data-featured-item="">
      <ProductImage imagePath={item.imagePath} version={item.imageVersion} />
      <p className="product-card-name mt-2 min-h-12" data-featured-name="">
        {item.name}
      </p>
      <p className="text-sm text-stone-600">
        <span
          data-featured-price=""
          className={item.wasCents === null ? undefined : "font-semibold text-red-800"}
        >
          {formatCents(item.priceCents)}
        </span>
        {item.wasCents !== null && <WasPrice wasCents={item.wasCents} label={wasLabel} />}
        <span className="sr-only">, </span>
        <span className="ml-2">{item.sizeLabel}</span>
      </p>
    </StoreLink>
  );
}
