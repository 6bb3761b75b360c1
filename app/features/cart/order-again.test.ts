import { describe, expect, it } from "vitest";
import { MAX_PER_LINE } from "~/features/inventory";
import { orderAgainPlan, type OrderedLine } from "./order-again";
import type { ListedProduct } from "./product-list";

const line = (id: string, quantity: number, unitPriceCents: number): OrderedLine => ({
  id,
  name: `Bottle ${id}`,
  size: "750ml",
  quantity,
  unitPriceCents,
});

const size = (id: string, price: number, inventory: number | null) => ({
  id,
  size: "750ml",
  price,
  img: `${id}.webp`,
  inventory,
  size_ml: 750,
});

const TODAY: ListedProduct[] = [
  {
    name: "Today's names do not matter",
    sizes: [
      size("same", 24.99, 40),
      size("fewer", 10, 2),
      size("soldout", 30, 0),
      size("dearer", 32.5, null),
    ],
  },
];

describe("ordering the same again (issue #34)", () => {
  it("puts each size at its amount, cut to today's stock; leaves out what is gone or sold out; says each change", () => {
    const plan = orderAgainPlan(
      [
        line("same", 3, 2499),
        line("fewer", 5, 1000),
        line("soldout", 1, 3000),
        line("gone", 2, 999),
        line("dearer", 1, 2999),
      ],
      TODAY,
      () => 0,
    );
    expect(plan.add).toEqual([
      { sizeId: "same", quantity: 3 },
      { sizeId: "fewer", quantity: 2 },
      { sizeId: "dearer", quantity: 1 },
    ]);
    expect(plan.changes.map(({ kind, line: { id }, ...rest }) => ({ kind, id, ...rest }))).toEqual([
      { kind: "fewer", id: "fewer", quantity: 2 },
      { kind: "soldOut", id: "soldout" },
      { kind: "gone", id: "gone" },
      { kind: "price", id: "dearer", unitPriceCents: 3250 },
    ]);
  });

  it("keeps a larger amount the cart holds already, within stock and the per-line limit", () => {
    const inCart = (sizeId: string) => ({ same: 7, fewer: 9, dearer: 50 })[sizeId] ?? 0;
    const plan = orderAgainPlan(
      [line("same", 3, 2499), line("fewer", 1, 1000), line("dearer", 1, 3250)],
      TODAY,
      inCart,
    );
    expect(plan.add).toEqual([
      { sizeId: "same", quantity: 7 },
      { sizeId: "fewer", quantity: 2 },
      { sizeId: "dearer", quantity: MAX_PER_LINE },
    ]);
    expect(plan.changes).toEqual([]);
  });

  it("an order of which nothing is on sale adds nothing", () => {
    const plan = orderAgainPlan([line("soldout", 2, 3000), line("gone", 1, 999)], TODAY, () => 0);
    expect(plan.add).toEqual([]);
    expect(plan.changes.map((change) => change.kind)).toEqual(["soldOut", "gone"]);
  });
});
