import { describe, expect, it } from "vitest";
import { storeDayBounds } from "~/features/store";
import { nextSaleBoundary, priceAt, type SizeSale } from "./sale-price";

const ZONE = "America/New_York";
/** A sale over the weekend the clocks go back: Saturday 31 October to Sunday 1 November 2026, both days whole. */
const WEEKEND: SizeSale = {
  priceCents: 2_999,
  startsAt: storeDayBounds("2026-10-31", ZONE).start.toISOString(),
  endsAt: storeDayBounds("2026-11-01", ZONE).end.toISOString(),
};
const size = { priceCents: 3_499, sale: WEEKEND };

describe("a size's price at an instant (issue #35)", () => {
  it("runs from the store's midnight that starts it to the one that ends it, across a clock change", () => {
    // Midnight EDT is 04:00 UTC; the Monday midnight after the change is 05:00 UTC.
    expect(WEEKEND).toEqual({
      priceCents: 2_999,
      startsAt: "2026-10-31T04:00:00.000Z",
      endsAt: "2026-11-02T05:00:00.000Z",
    });
    expect(priceAt(size, new Date("2026-10-31T03:59:59.999Z"))).toEqual({
      priceCents: 3_499,
      wasCents: null,
      saleEndsAt: null,
    });
    expect(priceAt(size, new Date("2026-10-31T04:00:00.000Z"))).toEqual({
      priceCents: 2_999,
      wasCents: 3_499,
      saleEndsAt: "2026-11-02T05:00:00.000Z",
    });
    expect(priceAt(size, new Date("2026-11-02T04:59:59.999Z")).priceCents).toBe(2_999);
    expect(priceAt(size, new Date("2026-11-02T05:00:00.000Z")).priceCents).toBe(3_499);
  });

  it("takes an open start or end as running, and a sale price not below the regular one as no sale", () => {
    const open = { priceCents: 3_499, sale: { priceCents: 2_999, startsAt: null, endsAt: null } };
    expect(priceAt(open, new Date("2030-01-01T00:00:00Z"))).toEqual({
      priceCents: 2_999,
      wasCents: 3_499,
      saleEndsAt: null,
    });
    const notLower = { priceCents: 3_499, sale: { priceCents: 3_499, startsAt: null, endsAt: null } };
    expect(priceAt(notLower, new Date("2030-01-01T00:00:00Z"))).toEqual({
      priceCents: 3_499,
      wasCents: null,
      saleEndsAt: null,
    });
    expect(priceAt({ priceCents: 3_499, sale: null }, new Date())).toMatchObject({ wasCents: null });
  });

  it("names the next instant a price changes, for a cached catalogue", () => {
    const later: SizeSale = { priceCents: 100, startsAt: "2026-12-24T05:00:00.000Z", endsAt: null };
    expect(nextSaleBoundary([WEEKEND, null, later], new Date("2026-10-30T12:00:00Z"))).toBe(WEEKEND.startsAt);
    expect(nextSaleBoundary([WEEKEND, null, later], new Date("2026-10-31T12:00:00Z"))).toBe(WEEKEND.endsAt);
    expect(nextSaleBoundary([WEEKEND, null, later], new Date("2026-11-03T00:00:00Z"))).toBe(later.startsAt);
    expect(nextSaleBoundary([WEEKEND, later], new Date("2027-01-01T00:00:00Z"))).toBeNull();
  });
});
