import { z } from "zod";
import type { ApiProduct } from "~/features/catalog";

/**
 * What the cart and checkout read of GET /api/products (DESIGN §6): each product's name and sizes,
 * as the catalogue's ApiProduct has them; the rest of each product is left unread.
 */
const productListSchema = z.array(
  z.object({
    name: z.string(),
    sizes: z.array(
      z.object({
        id: z.string(),
        size: z.string(),
        price: z.number(),
        img: z.string(),
        inventory: z.number().nullable(),
        size_ml: z.union([z.number(), z.string()]),
      }),
    ),
  }),
) satisfies z.ZodType<Array<Pick<ApiProduct, "name" | "sizes">>>;

export type ListedProduct = z.infer<typeof productListSchema>[number];

let productList: Promise<ListedProduct[]> | null = null;

/**
 * GET /api/products, once per page life (specification §4). A failure raises
 * "Error: {status} {statusText}" (§8) and is not retried by itself: the shopper may retry. A body
 * that is not a product list fails the same way.
 */
export function loadProductList(): Promise<ListedProduct[]> {
  productList ??= fetch("/api/products", { headers: { Accept: "application/json" } }).then(
    async (response) => {
      if (!response.ok) throw new Error(`Error: ${response.status} ${response.statusText}`);
      return readProductList(await response.json());
    },
  );
  return productList;
}

/** The ids of every size the store sells, as the product list has them. */
export function knownSizeIds(products: readonly ListedProduct[]): Set<string> {
  return new Set(products.flatMap((product) => product.sizes.map((size) => size.id)));
}

/** Forget a failed answer so the next load asks again. */
export function forgetProductList(): void {
  productList = null;
}

/** The product list in a parsed body; throws, as a failed request does, for anything else. */
export function readProductList(body: unknown): ListedProduct[] {
  const products = productListSchema.safeParse(body);
  if (!products.success) throw new Error("Error: the product list is not readable");
  return products.data;
}
