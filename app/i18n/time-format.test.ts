import { describe, expect, it } from "vitest";
import { messagesFor } from "./messages.server";
import { timeFormat } from "./time-format";

const NIGHT = new Date("2026-11-28T08:56:00.000Z"); // 3:56 a.m. in Miami
const AFTERNOON = new Date("2026-11-28T20:05:00.000Z"); // 3:05 p.m.

describe("times spelled one way per language", () => {
  // Issue #31: "3:56 a.m." in one place, "9:00 a. m." in another.
  it("writes a Spanish time as the store's hours do, in every locale and style the store uses", () => {
    const hours = messagesFor("es")("hours.am", { time: "3:56" });
    for (const locale of ["es-US", "es-419"]) {
      const short = timeFormat("es", locale, { timeZone: "America/New_York", timeStyle: "short" });
      expect(short.format(NIGHT)).toBe(hours);
      expect(short.format(AFTERNOON)).toBe("3:05 p. m.");
      const full = timeFormat("es", locale, {
        timeZone: "America/New_York",
        dateStyle: "full",
        timeStyle: "short",
      });
      expect(full.format(NIGHT)).toMatch(/sábado, 28 de noviembre de 2026.*3:56 a\. m\.$/);
    }
  });

  it("leaves English as Intl writes it", () => {
    const format = timeFormat("en", "en-US", { timeZone: "America/New_York", timeStyle: "short" });
    expect(format.format(NIGHT)).toMatch(/^3:56\sAM$/);
  });
});
