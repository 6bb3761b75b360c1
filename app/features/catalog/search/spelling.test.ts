import { describe, expect, it } from "vitest";
import { closestSpellings, editDistance, knownWord, soundKey } from "./spelling";

describe("spelling", () => {
  it("counts a letter added, dropped, changed, or two neighbours swapped as one slip each", () => {
    expect(editDistance("tequila", "tequila")).toBe(0);
    expect(editDistance("tequilla", "tequila")).toBe(1);
    expect(editDistance("tequlia", "tequila")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("", "ron")).toBe(3);
    expect(editDistance("ron", "")).toBe(3);
  });

  it("hears Spanish and English spellings of one sound alike", () => {
    expect(soundKey("tekilla")).toBe(soundKey("tequila"));
    expect(soundKey("wiski")).toBe(soundKey("whisky"));
    expect(soundKey("servesa")).toBe(soundKey("cerveza"));
    expect(soundKey("henesi")).toBe(soundKey("hennessy"));
    expect(soundKey("scotch")).not.toBe(soundKey("gin"));
  });

  it("finds the closest known words within the slips allowed, judged on the shorter of word and sound", () => {
    const known = ["tequila", "hennessy", "the", "vodka"].map(knownWord);
    const slips = (letters: number) => Math.max(1, Math.floor(letters * 0.3));
    expect(closestSpellings("tekilla", known, slips)).toEqual(["tequila"]);
    expect(closestSpellings("henesi", known, slips)).toEqual(["hennessy"]);
    // "zzzzqqqq" sounds "sq": two slips from "the" would be allowed for eight letters, not for two.
    expect(closestSpellings("zzzzqqqq", known, slips)).toEqual([]);
    expect(closestSpellings("vodkaaaa", known, () => 0)).toEqual(["vodka"]);
  });
});
