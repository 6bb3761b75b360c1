import { describe, expect, it } from "vitest";
import { readCardDates } from "./aamva";

/** A card's barcode text as a scanner decodes it: the AAMVA header, then one element per line. */
function card(header: string, elements: string[]): string {
  return `@\n\x1e\r${header}DL${elements.join("\n")}\n\r`;
}

const US_2016 = "ANSI 636014080102DL00410278ZC03190024";

describe("reading a licence's barcode (issue #34)", () => {
  it("a US card since 2005: dates month first, wherever in the subfile they stand", () => {
    const text = card(US_2016, [
      "DAQD1234562",
      "DCSSAMPLE",
      "DACALEX",
      "DBB01151999",
      "DBA01152030",
      "DAG123 MAIN ST",
      "DCGUSA",
    ]);
    expect(readCardDates(text)).toEqual({ birthDate: "1999-01-15", expires: "2030-01-15" });
    // The first element follows the subfile's type on its line.
    expect(readCardDates(card(US_2016, ["DBB07041990", "DBA07042028"]))).toEqual({
      birthDate: "1990-07-04",
      expires: "2028-07-04",
    });
  });

  it("a Canadian card, and any card of AAMVA's 2000 standard, write the year first", () => {
    const canada = card("ANSI 636028090002DL00410220ZB02610083", ["DCGCAN", "DBB19980415", "DBA20290131"]);
    expect(readCardDates(canada)).toEqual({ birthDate: "1998-04-15", expires: "2029-01-31" });
    const version1 = card("ANSI 6360100101", ["DAQ1234", "DBB19850704", "DBA20270704"]);
    expect(readCardDates(version1)).toEqual({ birthDate: "1985-07-04", expires: "2027-07-04" });
  });

  it("says why there are no dates: not a licence, no or no real date of birth, no expiry", () => {
    expect(readCardDates("https://example.com/coupon")).toBe("not-aamva");
    expect(readCardDates(card(US_2016, ["DBA01152030"]))).toBe("no-birth-date");
    expect(readCardDates(card(US_2016, ["DBB02301999", "DBA01152030"]))).toBe("no-birth-date");
    expect(readCardDates(card(US_2016, ["DBB1999-01-15", "DBA01152030"]))).toBe("no-birth-date");
    expect(readCardDates(card(US_2016, ["DBB01151999"]))).toBe("no-expiry");
  });

  it("keeps nothing of the card but its two dates: no name, number or address", () => {
    const dates = readCardDates(card(US_2016, ["DAQD1234562", "DCSSAMPLE", "DBB01151999", "DBA01152030"]));
    expect(Object.keys(dates).sort()).toEqual(["birthDate", "expires"]);
    expect(JSON.stringify(dates)).not.toMatch(/D1234562|SAMPLE/);
  });
});
