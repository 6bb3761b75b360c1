import { productImageSrcSet, productImageUrl } from "~/features/images";
import { maxQuantity } from "~/features/inventory";
import { type CartEntry } from "./cart-storage";
import { listedPrice, type ListedProduct } from "./product-list";

/** One line of the cart panel (specification §3 "Cart panel item"). */
export interface CartLine {
  id: string;
  name: string;
  size: string;
  quantity: number;
  /** Highest amount on offer: 0 when the size is out of stock. */
  maxInventory: number;
  imagePaths: { src: string; srcSet: string };
  removing: boolean;
  /** Today's price of one (a running sale's), as the product list has it; checkout quotes it again. */
  unitPriceCents: number;
  /** The regular price while a sale runs ("was"); null with no sale. */
  wasCents: number | null;
  /** What a mixed-case rule counts ("" when the list does not say). */
  typeSlug: string;
  subtypeSlug: string;
}

/**
 * Joins the stored entries with the product list. Entries whose id matches no known size, or whose
 * quantity is not a whole number of at least 1, are ignored (specification §5).
 */
export function cartLines(
  entries: CartEntry[],
  products: ListedProduct[],
  removing: ReadonlySet<string>,
): CartLine[] {
  const sizes = new Map(
    products.flatMap((product) => product.sizes.map((size) => [size.id, { product, size }])),
  );
  const lines = entries.flatMap(({ sizeId, quantity }): CartLine[] => {
    const known = sizes.get(sizeId);
    if (!known || quantity < 1) return [];
    const max = maxQuantity(known.size.inventory);
    return [
      {
        id: sizeId,
        name: known.product.name,
        size: known.size.size,
        quantity: max === 0 ? quantity : Math.min(quantity, max),
        maxInventory: max,
        imagePaths: {
          src: productImageUrl(known.size.img, 480, known.size.imgVersion),
          srcSet: productImageSrcSet(known.size.img, known.size.imgVersion),
        },
        removing: removing.has(sizeId),
        ...listedPrice(known.size),
        typeSlug: known.product.type ?? "",
        subtypeSlug: known.product.subtype ?? "",
      },
    ];
  });
  // localStorage has no order of its own: show the cart alphabetically, the same every time.
  return lines.sort((a, b) => a.name.localeCompare(b.name) || a.size.localeCompare(b.size));
}

/** What the lines that can be ordered cost before tax, fee and tip: sold-out and leaving lines count nothing. */
export function cartSubtotalCents(lines: readonly CartLine[]): number {
  return orderableCartLines(lines).reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
}

export function orderableCartLines(lines: readonly CartLine[]): CartLine[] {
  return lines.filter((line) => line.maxInventory > 0 && !line.removing);
}
