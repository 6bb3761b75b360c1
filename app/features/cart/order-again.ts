import { maxQuantity } from "~/features/inventory";
import { listedPrice, type ListedProduct } from "./product-list";

/** A line of an earlier order, as its status page has it: the size and amount it was, at its price then. */
export interface OrderedLine {
  id: string;
  name: string;
  size: string;
  quantity: number;
  unitPriceCents: number;
}

/** What is not as it was on the order, said to the shopper when the same goes into the cart again. */
export type OrderAgainChange =
  | { kind: "gone" | "soldOut"; line: OrderedLine }
  | { kind: "fewer"; line: OrderedLine; quantity: number }
  | { kind: "price"; line: OrderedLine; unitPriceCents: number };

export interface OrderAgainPlan {
  /** Each size and the amount the cart is to hold of it. */
  add: Array<{ sizeId: string; quantity: number }>;
  changes: OrderAgainChange[];
}

/**
 * The same sizes and amounts again (issue #34), against today's product list: a size no longer sold
 * or sold out stays out, an amount above today's stock (or the per-line limit) is cut to it, and a
 * price that moved is said. The cart keeps a larger amount it already holds.
 */
export function orderAgainPlan(
  lines: readonly OrderedLine[],
  products: readonly ListedProduct[],
  inCart: (sizeId: string) => number,
): OrderAgainPlan {
  const sizes = new Map(products.flatMap((product) => product.sizes.map((size) => [size.id, size])));
  const plan: OrderAgainPlan = { add: [], changes: [] };
  for (const line of lines) {
    const size = sizes.get(line.id);
    if (!size) {
      plan.changes.push({ kind: "gone", line });
      continue;
    }
    const most = maxQuantity(size.inventory);
    if (most === 0) {
      plan.changes.push({ kind: "soldOut", line });
      continue;
    }
    const quantity = Math.min(line.quantity, most);
    if (quantity < line.quantity) plan.changes.push({ kind: "fewer", line, quantity });
    const { unitPriceCents } = listedPrice(size);
    if (unitPriceCents !== line.unitPriceCents) plan.changes.push({ kind: "price", line, unitPriceCents });
    plan.add.push({ sizeId: line.id, quantity: Math.max(quantity, Math.min(inCart(line.id), most)) });
  }
  return plan;
}
