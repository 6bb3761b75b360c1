import { describe, expect, it } from "vitest";
import { parseStoreDay, storeDate, storeDayBounds } from "./store-day";

const MIAMI = "America/New_York";

describe("store days for the orders board's day filter", () => {
  it("dates an instant in the store's zone, not in UTC", () => {
    // 02:30 UTC on the 22nd is still 21:30 on the 21st in Miami.
    expect(storeDate(new Date("2026-11-22T02:30:00Z"), MIAMI)).toBe("2026-11-21");
    expect(storeDate(new Date("2026-11-22T05:00:00Z"), MIAMI)).toBe("2026-11-22");
  });

  it("bounds an ordinary day at the store's midnights", () => {
    expect(storeDayBounds("2026-11-21", MIAMI)).toEqual({
      start: new Date("2026-11-21T05:00:00Z"),
      end: new Date("2026-11-22T05:00:00Z"),
    });
  });

  it("gives the spring-forward day 23 hours and the fall-back day 25", () => {
    const spring = storeDayBounds("2026-03-08", MIAMI);
    expect(spring.start).toEqual(new Date("2026-03-08T05:00:00Z"));
    expect(spring.end).toEqual(new Date("2026-03-09T04:00:00Z"));
    const fall = storeDayBounds("2026-11-01", MIAMI);
    expect(fall.start).toEqual(new Date("2026-11-01T04:00:00Z"));
    expect(fall.end).toEqual(new Date("2026-11-02T05:00:00Z"));
  });

  it("crosses month and year ends", () => {
    expect(storeDayBounds("2026-12-31", MIAMI).end).toEqual(new Date("2027-01-01T05:00:00Z"));
  });

  it("accepts only real dates written YYYY-MM-DD", () => {
    expect(parseStoreDay("2026-11-22")).toBe("2026-11-22");
    expect(parseStoreDay("2028-02-29")).toBe("2028-02-29");
    for (const bad of [
      null,
      "",
      "2026-02-30",
      "2026-13-01",
      "22/11/2026",
      "2026-11-22T00:00",
      "' or 1=1 --",
      "2026-1-2",
    ])
      expect(parseStoreDay(bad)).toBeNull();
  });
});
