import { describe, expect, it } from "vitest";
import { messagesFor } from "~/i18n/messages.server";
import { parseBeerLabel } from "./size-label";
import { sizeName } from "./size-name";

const t = messagesFor("en");
const es = messagesFor("es");

describe("size names", () => {
  it("reads beer labels as a shopper would", () => {
    expect(sizeName("12oz-6pack-Bottle", t)).toBe("6-pack, 12 oz bottles");
    expect(sizeName("16oz-4pack-Can", t)).toBe("4-pack, 16 oz cans");
    expect(sizeName("11.2oz-6pack-Bottle", t)).toBe("6-pack, 11.2 oz bottles");
    expect(sizeName("24oz-Can", t)).toBe("24 oz can");
    expect(sizeName("24oz-Can-Chelada", t)).toBe("24 oz Chelada can");
    expect(sizeName("12oz-12pack-Zero-Zero-Bottle", t)).toBe("12-pack, 12 oz Zero Zero bottles");
  });

  it("reads them in Spanish with the container first, its extras after it", () => {
    expect(sizeName("12oz-6pack-Bottle", es)).toBe("Paquete de 6, botellas de 12 oz");
    expect(sizeName("16oz-4pack-Can", es)).toBe("Paquete de 4, latas de 16 oz");
    expect(sizeName("24oz-Can", es)).toBe("lata de 24 oz");
    expect(sizeName("24oz-Can-Chelada", es)).toBe("lata Chelada de 24 oz");
    expect(sizeName("12oz-12pack-Zero-Zero-Bottle", es)).toBe("Paquete de 12, botellas Zero Zero de 12 oz");
    expect(sizeName("22oz-Keg", es)).toBe("Keg de 22 oz");
  });

  it("names a gift-box size in the shopper's words", () => {
    expect(sizeName("750ml Gift Box", es)).toBe("750ml en caja de regalo");
    expect(sizeName("1.75L gift box", es)).toBe("1.75L en caja de regalo");
  });

  it("leaves other labels as they are, in both languages", () => {
    for (const label of ["750ml", "1.75L", "750ml PET", "4oz", "16oz"])
      expect(sizeName(label, es)).toBe(label);
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
