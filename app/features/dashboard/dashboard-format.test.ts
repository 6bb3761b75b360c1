import { describe, expect, it } from "vitest";
import {
  axisDollars,
  formatChange,
  formatDay,
  formatDaysLeft,
  formatDuration,
  gridStep,
} from "./dashboard-format";
import { formatCents } from "~/utils/money";
import { translator } from "~/i18n/messages";
import { dashboardMessages } from "./dashboard-messages";

const spanish = translator(dashboardMessages.es, "es");

describe("the dashboard's figures as the owner reads them", () => {
  it("names a store date by its calendar, whatever the machine's zone", () => {
    expect(formatDay("2026-11-27")).toBe("Fri, Nov 27");
    expect(formatDay("2026-11-01", "short")).toBe("Nov 1");
    expect(formatDay("2026-11-20", "weekday")).toBe("Friday");
  });

  it("writes every day of a year in English as Intl's en-US does, and in Spanish day first", () => {
    const intl = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat("en-US", { timeZone: "UTC", ...options });
    const long = intl({ weekday: "short", month: "short", day: "numeric" });
    const short = intl({ month: "short", day: "numeric" });
    const weekday = intl({ weekday: "long" });
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2028, 0, 1 + day, 12));
      const iso = date.toISOString().slice(0, 10);
      expect([formatDay(iso), formatDay(iso, "short"), formatDay(iso, "weekday")]).toEqual([
        long.format(date),
        short.format(date),
        weekday.format(date),
      ]);
    }
    expect(formatDay("2026-11-27", "long", spanish)).toBe("vie, 27 nov");
    expect(formatDay("2026-09-02", "short", spanish)).toBe("2 sep");
    expect(formatDay("2026-11-18", "weekday", spanish)).toBe("miércoles");
  });

  it("shows a change with its sign and percent, and the change alone when there was nothing before", () => {
    expect(formatChange(4, 3)).toBe("+1 (+33%)");
    expect(formatChange(1, 4)).toBe("\u22123 (\u221275%)");
    expect(formatChange(2, 2)).toBe("no change");
    expect(formatChange(5, 0)).toBe("+5");
    expect(formatChange(9000, 12000, formatCents)).toBe("\u2212$30.00 (\u221225%)");
    expect(formatChange(2, 2, String, spanish)).toBe("sin cambio");
  });

  it("says a wait in seconds, minutes, hours and days", () => {
    expect(formatDuration(42)).toBe("42 s");
    expect(formatDuration(12 * 60 + 20)).toBe("12 min");
    expect(formatDuration(2 * 3600 + 5 * 60)).toBe("2 h 5 min");
    expect(formatDuration(3600)).toBe("1 h");
    expect(formatDuration(27 * 3600)).toBe("1 d 3 h");
    expect(formatDuration(2 * 3600 + 5 * 60, spanish)).toBe("2 h 5 min");
  });

  it("never rounds days left up to the limit", () => {
    expect(formatDaysLeft(6.99)).toBe("6.9");
    expect(formatDaysLeft(3.5)).toBe("3.5");
  });

  it("puts gridlines at round amounts that reach the highest bar, a dollar apart at least", () => {
    expect(gridStep(12_345, 4, 100)).toBe(5_000);
    expect(gridStep(9_000, 4, 100)).toBe(2_500);
    expect(gridStep(0, 4, 100)).toBe(100);
    expect(gridStep(400_000, 4, 100)).toBe(100_000);
    expect([0, 250, 100_000, 250_000, 1_250_000].map(axisDollars)).toEqual([
      "$0",
      "$2.5",
      "$1K",
      "$2.5K",
      "$12.5K",
    ]);
  });
});
