import { describe, expect, it } from "vitest";
import { saleChangeText, saleDays, saleDaysText, saleOfDays, saleShown } from "./size-sale";

const ZONE = "America/New_York";

describe("a sale's days and the store's midnights (issue #35)", () => {
  it("runs from the first day's midnight to the one after the last, across the spring clock change", () => {
    // 14 March 2027: New York's clocks go forward, so that day has 23 hours.
    const days = { priceCents: 2999, firstDay: "2027-03-13", lastDay: "2027-03-14" };
    const sale = saleOfDays(days, ZONE);
    expect(sale).toEqual({
      priceCents: 2999,
      startsAt: "2027-03-13T05:00:00.000Z",
      endsAt: "2027-03-15T04:00:00.000Z",
    });
    expect(saleDays(sale, ZONE)).toEqual(days);
  });

  it("keeps open days open: from now on, until someone ends it", () => {
    const open = { priceCents: 2999, firstDay: null, lastDay: null };
    expect(saleOfDays(open, ZONE)).toEqual({ priceCents: 2999, startsAt: null, endsAt: null });
    expect(saleDaysText(open, "none")).toBe("$29.99");
    expect(saleDaysText({ ...open, lastDay: "2027-03-14" }, "none")).toBe("$29.99, … – 2027-03-14");
    expect(saleDaysText(null, "none")).toBe("none");
  });

  it("shows a sale running or to come, and none once it has ended", () => {
    const sale = saleOfDays({ priceCents: 2999, firstDay: "2027-03-13", lastDay: "2027-03-14" }, ZONE);
    expect(saleShown(sale, new Date("2027-03-12T12:00:00Z"), ZONE)).toMatchObject({ running: false });
    expect(saleShown(sale, new Date("2027-03-13T05:00:00Z"), ZONE)).toMatchObject({ running: true });
    expect(saleShown(sale, new Date("2027-03-15T04:00:00Z"), ZONE)).toBeNull();
    expect(saleShown(null, new Date(), ZONE)).toBeNull();
  });

  it("words an audited change in the store's days, and nothing for a summary that is not a sale's", () => {
    const after = {
      priceCents: 3499,
      startsAt: "2026-12-01T05:00:00.000Z",
      endsAt: "2026-12-08T05:00:00.000Z",
    };
    expect(saleChangeText(JSON.stringify({ before: null, after }), ZONE, "none")).toEqual({
      before: "none",
      after: "$34.99, 2026-12-01 – 2026-12-07",
    });
    for (const summary of [null, "rum-x: name edited", "{", JSON.stringify({ before: 1 })])
      expect(saleChangeText(summary, ZONE, "none")).toBeNull();
  });
});
