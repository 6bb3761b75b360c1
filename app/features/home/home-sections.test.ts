import { describe, expect, it } from "vitest";
import { SPEC_HOME_TYPES } from "../../../tests/fixtures/specification";
import { FEATURED_SECTIONS, leadInKey, TILE_TYPES, typeTitle } from "./home-sections";

describe("home's sections", () => {
  it("titles each drink type with its own text, in the specification's order", () => {
    expect(TILE_TYPES.map((type) => [type, typeTitle(type)])).toEqual(
      SPEC_HOME_TYPES.map((type) => [type, `home.type.${type}`]),
    );
    expect(FEATURED_SECTIONS.map((section) => typeTitle(section.type))).toEqual([
      "home.type.whiskey",
      "home.type.tequila",
      "home.type.vodka",
      "home.type.rum",
      "home.type.wine",
    ]);
  });

  it("draws each of the seven lead-ins, the draw in [0, 1)", () => {
    expect(leadInKey(0)).toBe("home.leadIn.0");
    expect(leadInKey(0.5)).toBe("home.leadIn.3");
    expect(leadInKey(0.999_999)).toBe("home.leadIn.6");
    expect(() => leadInKey(1)).toThrow(RangeError);
    expect(leadInKey()).toMatch(/^home\.leadIn\.[0-6]$/);
  });
});
