import { describe, expect, it } from "vitest";
import { MIXED_CASE as WINE_CASE } from "../../../tests/fixtures/deal-catalog";
import type { CaseRule } from "~/features/deals";
import type { CartLine } from "./cart-lines";
import { caseNote } from "./case-note";
import { readCaseRules } from "./case-rules";

const MIXED_CASE: CaseRule = { id: 1, ...WINE_CASE };

function line(id: string, typeSlug: string, quantity: number, unitPriceCents = 1_025): CartLine {
  return {
    id,
    name: id,
    size: "750ml",
    quantity,
    maxInventory: 12,
    imagePaths: { src: "", srcSet: "" },
    removing: false,
    unitPriceCents,
    wasCents: null,
    typeSlug,
    subtypeSlug: "red",
  };
}

describe("the cart panel's mixed-case note (issue #35)", () => {
  it("at five wines says one more bottle earns 10 %; at six says what checkout will take off", () => {
    expect(caseNote([line("red", "wine", 5)], [MIXED_CASE])).toEqual({
      earned: null,
      next: { rule: "Mixed case", bottlesShort: 1, basisPoints: 1_000 },
    });
    const six = caseNote([line("red", "wine", 5), line("reserve", "wine", 1, 1_030)], [MIXED_CASE]);
    // 61.55 at 10 % is 6.155: rounded half up once, as the order will be.
    expect(six?.earned).toMatchObject({ name: "Mixed case", basisPoints: 1_000, cents: 616 });
    expect(six?.next).toEqual({ rule: "Mixed case", bottlesShort: 6, basisPoints: 1_500 });
    expect(caseNote([line("red", "wine", 12)], [MIXED_CASE])?.next).toBeNull();
  });

  it("says nothing when no rule counts a bottle in the cart", () => {
    expect(caseNote([line("rum", "rum", 6)], [MIXED_CASE])).toBeNull();
    expect(caseNote([line("red", "wine", 6)], [])).toBeNull();
  });

  it("reads only well-formed rules from the answer, and nothing from a body that is not one", () => {
    expect(readCaseRules({ caseRules: [MIXED_CASE, { id: "2", name: 3 }, null] })).toEqual([MIXED_CASE]);
    expect(readCaseRules({ caseRules: [{ ...MIXED_CASE, tiers: [{ bottles: "6" }] }] })).toEqual([]);
    expect(readCaseRules("<html>")).toEqual([]);
    expect(readCaseRules(null)).toEqual([]);
  });
});
