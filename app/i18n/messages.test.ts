import { describe, expect, it } from "vitest";
import { en } from "./en";
import { metaT, sharedTranslator, translator } from "./messages";

describe("reading a text", () => {
  // Issue #31: "a las 9:00 a. m.." at a sentence's end.
  it("ends a sentence once when the value it ends with ends in a stop", () => {
    const spanish = translator({ closed: "Confirmaremos su pedido cuando abramos, a las {time}." }, "es");
    expect(spanish("closed", { time: "9:00 a. m." })).toBe(
      "Confirmaremos su pedido cuando abramos, a las 9:00 a. m.",
    );
    expect(translator({ at: "Open at {time}." }, "en")("at", { time: "9:00 am" })).toBe("Open at 9:00 am.");
  });

  it("says one o'clock with its own article in Spanish: entre las 11:00 p. m. y la 1:00 a. m.", () => {
    const spanish = translator({ window: "Entre las {from} y las {until}, a las {at}." }, "es");
    expect(spanish("window", { from: "11:00 p. m.", until: "1:00 a. m.", at: "10:00 a. m." })).toBe(
      "Entre las 11:00 p. m. y la 1:00 a. m., a las 10:00 a. m.",
    );
    expect(spanish("window", { from: "1:30 p. m.", until: "11:00 p. m.", at: "12:00 p. m." })).toBe(
      "Entre la 1:30 p. m. y las 11:00 p. m., a las 12:00 p. m.",
    );
  });

  it("fills placeholders, numbers written the language's way", () => {
    const t = translator({ count: "{count} bottles" }, "en");
    expect(t("count", { count: 1250 })).toBe("1,250 bottles");
  });

  it("a count the language calls one reads the key's .one text where there is one", () => {
    const english = translator(
      { count: "{count} bottles", "count.one": "{count} bottle", other: "{count} of them" },
      "en",
    );
    expect([0, 1, 2, 1.5].map((count) => english("count", { count }))).toEqual([
      "0 bottles",
      "1 bottle",
      "2 bottles",
      "1.5 bottles",
    ]);
    expect(english("other", { count: 1 })).toBe("1 of them");
    const spanish = translator({ count: "{count} botellas", "count.one": "{count} botella" }, "es");
    expect([1, 0, 3].map((count) => spanish("count", { count }))).toEqual([
      "1 botella",
      "0 botellas",
      "3 botellas",
    ]);
    // The shared texts the store shows most: the catalogue's count and the cart's.
    expect(translator(en, "en")("cart.itemCount", { count: 1 })).toBe("1 item");
  });

  it("a key the language's messages lack fails loudly outside production, not as a blank", () => {
    const t = translator<string>({ present: "Here" }, "es");
    expect(t("present")).toBe("Here");
    expect(() => t("absent")).toThrow('No es text for "absent"');
  });

  it("meta reads the shared texts the root sent, and fails loudly without them", () => {
    expect(metaT([{ id: "root", data: { language: "en", messages: en } }])("nav.home")).toBe(en["nav.home"]);
    expect(() => metaT([])("nav.home")).toThrow('No en text for "nav.home"');
  });

  it("meta takes nothing from root data of another shape", () => {
    const odd = [{ id: "root", data: { language: "fr", messages: { "nav.home": 7 } } }];
    expect(() => metaT(odd)("nav.home")).toThrow('No en text for "nav.home"');
  });

  it("one catalogue read in two languages gets each language's translator, not the first one's", () => {
    // An error page without the root's data reads the same empty catalogue in every language.
    const none = {};
    expect(() => sharedTranslator(none, "es")("nav.home")).toThrow('No es text for "nav.home"');
    expect(() => sharedTranslator(none, "en")("nav.home")).toThrow('No en text for "nav.home"');
  });

  it("leaves a placeholder it has no value for as it is written", () => {
    const t = translator({ greeting: "{name}, {count} and {toString}" }, "en");
    expect(t("greeting", { count: 2 })).toBe("{name}, 2 and {toString}");
  });
});
