import { CatalogProductCard } from "~/features/catalog";
import type { CatalogCard } from "~/features/catalog";
import { useProductT } from "./product-messages";

/** Other products of the same subtype or brand, as the catalogue shows them. */
export function RelatedProducts({ cards }: { cards: CatalogCard[] }) {
  const t = useProductT();
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="mt-12">
      <h2 id="related-title" className="font-display text-2xl">
        {t("product.related")}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {cards.map((card) => (
          <li key={card.route}>
            <CatalogProductCard card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
