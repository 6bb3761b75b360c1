import type { ApiProduct } from "~/features/catalog";
import { dollarsToCents } from "~/utils/money";
import { setListedSizes } from "./listed-sizes";

type ApiSize = ApiProduct["sizes"][number];
type ListedSize = Pick<ApiSize, "id" | "size" | "price" | "img" | "imgVersion" | "inventory" | "size_ml"> &
  Partial<Pick<ApiSize, "price_now">>;

/**
 * What the cart and checkout read of GET /api/products (DESIGN §6): each product's name and sizes,
 * as the catalogue's ApiProduct has them; the rest of each product is left unread.
 */
export interface ListedProduct {
  name: string;
  /** The type and subtype slugs: what a mixed-case rule counts (absent from an older server). */
  type?: string;
  subtype?: string;
  sizes: ListedSize[];
}

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
      const products = readProductList(await response.json());
      setListedSizes(knownSizeIds(products));
      return products;
    },
  );
  return productList;
}

/** The ids of every size the store sells, as the product list has them. */
export function knownSizeIds(products: readonly ListedProduct[]): Set<string> {
  return new Set(products.flatMap((product) => product.sizes.map((size) => size.id)));
}

/** What a bottle costs now (a running sale's price), and the regular price while a sale runs. */
export function listedPrice(size: Pick<ListedSize, "price" | "price_now">): {
  unitPriceCents: number;
  wasCents: number | null;
} {
  const regular = dollarsToCents(size.price);
  const now = size.price_now === undefined ? regular : dollarsToCents(size.price_now);
  return { unitPriceCents: now, wasCents: now < regular ? regular : null };
}

/** Forget a failed answer so the next load asks again. */
export function forgetProductList(): void {
  productList = null;
}

/**
 * The product list in a parsed body; throws, as a failed request does, for anything else. Checked
 * by hand, not by a schema library: the cart's code is fetched on every page (issue #17's budget).
 */
export function readProductList(body: unknown): ListedProduct[] {
  const products = Array.isArray(body) ? everyRead(body, readProduct) : null;
  if (!products) throw new Error("Error: the product list is not readable");
  return products;
}

function readProduct(value: unknown): ListedProduct | null {
  if (typeof value !== "object" || value === null) return null;
  const { name, type, subtype, sizes } = value as Record<string, unknown>;
  if (typeof name !== "string" || !Array.isArray(sizes)) return null;
  const read = everyRead(sizes, readSize);
  return (
    read && {
      name,
      ...(typeof type === "string" ? { type } : {}),
      ...(typeof subtype === "string" ? { subtype } : {}),
      sizes: read,
    }
  );
}

function readSize(value: unknown): ListedSize | null {
  if (typeof value !== "object" || value === null) return null;
  const { id, size, price, price_now, img, imgVersion, inventory, size_ml } = value as Record<
    string,
    unknown
  >;
  if (
    typeof id === "string" &&
    typeof size === "string" &&
    typeof price === "number" &&
    typeof img === "string" &&
    (inventory === null || typeof inventory === "number") &&
    (typeof size_ml === "string" || typeof size_ml === "number")
  )
    return {
      id,
      size,
      price,
      ...(typeof price_now === "number" ? { price_now } : {}),
      img,
      ...(typeof imgVersion === "string" ? { imgVersion } : {}),
      inventory,
      size_ml,
    };
  return null;
}

/** Each value read, or null if any one cannot be. */
function everyRead<T>(values: readonly unknown[], read: (value: unknown) => T | null): T[] | null {
  const all: T[] = [];
  for (const value of values) {
    const one = read(value);
    if (one === null) return null;
    all.push(one);
  }
  return all;
}
