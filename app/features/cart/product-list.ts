import type { ApiProduct } from "~/features/catalog/products-api";

let productList: Promise<ApiProduct[]> | null = null;

/**
 * GET /api/products, once per page life (specification §4). A failure raises
 * "Error: {status} {statusText}" (§8) and is not retried by itself: the shopper may retry.
 */
export function loadProductList(): Promise<ApiProduct[]> {
  productList ??= fetch("/api/products", { headers: { Accept: "application/json" } }).then(
    async (response) => {
      if (!response.ok) throw new Error(`Error: ${response.status} ${response.statusText}`);
      return (await response.json()) as ApiProduct[];
    },
  );
  return productList;
}

/** Forget a failed answer so the next load asks again. */
export function forgetProductList(): void {
  productList = null;
}
