import { describe, expect, it } from "vitest";
import { checkAge, legalAgeDay } from "./age-check";

const VALID = "2030-01-01";

describe("the age check at the handover (issue #34)", () => {
  it("21 from the birthday itself, not the day after", () => {
    expect(checkAge({ birthDate: "2005-11-29", expires: VALID }, "2026-11-29")).toBe("of-age");
    expect(checkAge({ birthDate: "2005-11-30", expires: VALID }, "2026-11-29")).toBe("under-21");
    expect(checkAge({ birthDate: "2001-06-01", expires: VALID }, "2026-11-29")).toBe("of-age");
  });

  it("one born on 29 February is 21 on 1 March (21 years on is never a leap year)", () => {
    expect(legalAgeDay("2008-02-29")).toBe("2029-03-01");
    expect(checkAge({ birthDate: "2008-02-29", expires: VALID }, "2029-02-28")).toBe("under-21");
    expect(checkAge({ birthDate: "2008-02-29", expires: VALID }, "2029-03-01")).toBe("of-age");
    expect(legalAgeDay("2012-02-29")).toBe("2033-03-01");
    expect(legalAgeDay("2015-02-28")).toBe("2036-02-28");
    expect(legalAgeDay("2007-02-28")).toBe("2028-02-28");
  });

  it("a card is good through its expiry day; under 21 is said before expired", () => {
    expect(checkAge({ birthDate: "1990-01-01", expires: "2026-11-29" }, "2026-11-29")).toBe("of-age");
    expect(checkAge({ birthDate: "1990-01-01", expires: "2026-11-28" }, "2026-11-29")).toBe("expired");
    expect(checkAge({ birthDate: "2010-01-01", expires: "2020-01-01" }, "2026-11-29")).toBe("under-21");
  });

  it("a date of birth typed by hand has no expiry to check", () => {
    expect(checkAge({ birthDate: "1990-01-01", expires: null }, "2026-11-29")).toBe("of-age");
    expect(checkAge({ birthDate: "2006-01-01", expires: null }, "2026-11-29")).toBe("under-21");
  });
});
