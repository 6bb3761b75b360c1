import { describe, expect, it } from "vitest";
import { cartQuoteRequestSchema, type CartQuote, type QuotedLine } from "~/features/orders/cart-quote";
import {
  orderableLines,
  quotableItems,
  reconcileQuote,
  withAvailability,
  withPrices,
} from "./checkout-lines";

function quoted(id: string, unitPriceCents: number, available: number): QuotedLine {
  return {
    id,
    route: id,
    name: `Name ${id}`,
    size: "750ml",
    img: `liquors-webp/${id}.webp`,
    unitPriceCents,
    available,
  };
}

const quote = (lines: QuotedLine[], unknownIds: string[] = []): CartQuote => ({ lines, unknownIds });

describe("quotable items", () => {
  it("asks only about sizes the product list knows, however many others the storage holds", () => {
    const entries = [
      ...Array.from({ length: 10_000 }, (_, index) => ({ sizeId: `unknown-${index}`, quantity: 1 })),
      { sizeId: "known", quantity: 3 },
    ];
    expect(quotableItems(entries, new Set(["known", "not-in-cart"]))).toEqual([{ id: "known", quantity: 3 }]);
  });

  it("stops at the most lines an order takes, within the quote's schema, when the product list could not be loaded", () => {
    const entries = Array.from({ length: 60 }, (_, index) => ({ sizeId: `size-${index}`, quantity: 1 }));
    const items = quotableItems(entries, null);
    expect(items).toHaveLength(50);
    expect(items[0]).toEqual({ id: "size-0", quantity: 1 });
    expect(cartQuoteRequestSchema.safeParse({ items }).success).toBe(true);
  });

  it("asks only for whole amounts of at least 1, at most 12", () => {
    expect(
      quotableItems(
        [
          { sizeId: "a", quantity: 2 },
          { sizeId: "b", quantity: 0 },
          { sizeId: "c", quantity: 40 },
        ],
        null,
      ),
    ).toEqual([
      { id: "a", quantity: 2 },
      { id: "c", quantity: 12 },
    ]);
  });
});

describe("reconciling a quote with the cart and what the shopper saw", () => {
  it("reports nothing on a first quote that fits the cart", () => {
    const result = reconcileQuote([{ id: "a", quantity: 2 }], quote([quoted("a", 1999, 5)]), null);
    expect(result.lines).toEqual([{ ...quoted("a", 1999, 5), quantity: 2 }]);
    expect(result.changes).toEqual({});
    expect(result.dropped).toEqual([]);
    expect(result.lower).toEqual([]);
  });

  it("marks a price that moved since the last quote, old and new", () => {
    const result = reconcileQuote([{ id: "a", quantity: 1 }], quote([quoted("a", 2199, 5)]), [
      quoted("a", 1999, 5),
    ]);
    expect(result.changes).toEqual({ a: [{ kind: "price", fromCents: 1999, toCents: 2199 }] });
  });

  it("lowers an amount above what is left, and says so, also on the first quote", () => {
    const result = reconcileQuote([{ id: "a", quantity: 4 }], quote([quoted("a", 1999, 3)]), null);
    expect(result.lines[0]!.quantity).toBe(3);
    expect(result.changes).toEqual({ a: [{ kind: "lowered", from: 4, to: 3 }] });
    expect(result.lower).toEqual([{ id: "a", quantity: 3 }]);
  });

  it("marks a size that sold out since it was shown, and keeps it until the shopper removes it", () => {
    const result = reconcileQuote([{ id: "a", quantity: 2 }], quote([quoted("a", 1999, 0)]), [
      quoted("a", 1999, 4),
    ]);
    expect(result.changes).toEqual({ a: [{ kind: "soldOut" }] });
    expect(result.lower).toEqual([]);
    expect(orderableLines(result.lines)).toEqual([]);
  });

  it("does not count a size sold out on both quotes as a new change", () => {
    const result = reconcileQuote([{ id: "a", quantity: 2 }], quote([quoted("a", 1999, 0)]), [
      quoted("a", 1999, 0),
    ]);
    expect(result.changes).toEqual({});
  });

  it("leaves out sizes no longer sold, naming only those shown before; the cart keeps them (spec §5: ignored)", () => {
    const result = reconcileQuote(
      [
        { id: "a", quantity: 1 },
        { id: "gone", quantity: 1 },
        { id: "never", quantity: 1 },
      ],
      quote([quoted("a", 1999, 5)], ["gone", "never"]),
      [quoted("a", 1999, 5), quoted("gone", 500, 2)],
    );
    expect(result.dropped).toEqual([{ id: "gone", name: "Name gone", size: "750ml" }]);
    expect(result.lines.map((line) => line.id)).toEqual(["a"]);
    expect(result.lower).toEqual([]);
  });

  it("reads a 409 price_changed over the shown lines: each moved price, old and new", () => {
    const seen = [quoted("a", 1999, 5), quoted("b", 999, 6)];
    const prices = withPrices(seen, [
      { id: "a", seenUnitPriceCents: 1999, unitPriceCents: 2499 },
      { id: "b", seenUnitPriceCents: 999, unitPriceCents: 899 },
    ]);
    const result = reconcileQuote(
      [
        { id: "a", quantity: 1 },
        { id: "b", quantity: 2 },
      ],
      prices,
      seen,
    );
    expect(result.changes).toEqual({
      a: [{ kind: "price", fromCents: 1999, toCents: 2499 }],
      b: [{ kind: "price", fromCents: 999, toCents: 899 }],
    });
    expect(result.lines.map((line) => [line.id, line.unitPriceCents, line.quantity])).toEqual([
      ["a", 2499, 1],
      ["b", 899, 2],
    ]);
  });

  it("a 409 for a sale that ended shows the price now without the was; a sale price that moved keeps it", () => {
    const onSale = (id: string): QuotedLine => ({
      ...quoted(id, 1299, 5),
      wasCents: 1599,
      saleEndsAt: "2026-12-10T05:00:00.000Z",
    });
    const { lines } = withPrices(
      [onSale("ended"), onSale("deeper")],
      [
        { id: "ended", seenUnitPriceCents: 1299, unitPriceCents: 1599 },
        { id: "deeper", seenUnitPriceCents: 1299, unitPriceCents: 1199 },
      ],
    );
    expect(lines[0]).toEqual(quoted("ended", 1599, 5));
    expect(lines[1]).toMatchObject({ unitPriceCents: 1199, wasCents: 1599 });
  });

  it("reads a 409's availability over the shown lines: lowered where some is left, sold out where none", () => {
    const seen = [quoted("a", 1999, 5), quoted("b", 999, 6), quoted("c", 500, 12)];
    const stock = withAvailability(seen, [
      { id: "a", available: 2 },
      { id: "b", available: 0 },
    ]);
    const result = reconcileQuote(
      [
        { id: "a", quantity: 4 },
        { id: "b", quantity: 1 },
        { id: "c", quantity: 1 },
      ],
      stock,
      seen,
    );
    expect(result.changes).toEqual({ a: [{ kind: "lowered", from: 4, to: 2 }], b: [{ kind: "soldOut" }] });
    expect(result.lines.map((line) => [line.id, line.quantity, line.available])).toEqual([
      ["a", 2, 2],
      ["b", 1, 0],
      ["c", 1, 12],
    ]);
  });
});
