import { describe, expect, it } from "vitest";
import { messagesFor } from "~/i18n/messages.server";
import { parseBeerLabel } from "./size-label";
import { sizeName } from "./size-name";

const t = messagesFor("en");

describe("size names", () => {
  it("reads beer labels as a shopper would", () => {
    expect(sizeName("12oz-6pack-Bottle", t)).toBe("6-pack, 12 oz bottles");
    expect(sizeName("16oz-4pack-Can", t)).toBe("4-pack, 16 oz cans");
    expect(sizeName("11.2oz-6pack-Bottle", t)).toBe("6-pack, 11.2 oz bottles");
    expect(sizeName("24oz-Can", t)).toBe("24 oz can");
    expect(sizeName("24oz-Can-Chelada", t)).toBe("24 oz Chelada can");
    expect(sizeName("12oz-12pack-Zero-Zero-Bottle", t)).toBe("12-pack, 12 oz Zero Zero bottles");
  });

  it("leaves other labels as they are", () => {
    for (const label of ["750ml", "1.75L", "750ml PET", "4oz", "16oz", "750ml Gift Box"]) {
      expect(sizeName(label, t)).toBe(label);
    }
  });

  it("parses a beer label's parts, and nothing else", () => {
    expect(parseBeerLabel("7oz-24pack-Bottle")).toEqual({
      ounces: "7",
      pack: 24,
      container: "bottle",
      extras: "",
    });
    expect(parseBeerLabel("22oz-Keg")).toEqual({ ounces: "22", pack: null, container: null, extras: "Keg" });
    expect(parseBeerLabel("750ml")).toBeNull();
  });
});
