import { describe, expect, it } from "vitest";
import { SATURDAY_3AM, WINDOW_TEST_CONFIG } from "../../../tests/fixtures/order-windows";
import { messagesFor } from "~/i18n/messages.server";
import { arrivalWords, orderWindowsAt, soonestAt, type WindowConfig } from "./order-windows";

const CONFIG = WINDOW_TEST_CONFIG;

/** The store's wall clock: "Sat 09:00". */
function wall(iso: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: CONFIG.timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));
}

describe("delivery and pickup windows (issue #31)", () => {
  it("at 3 a.m. on a Saturday, offers Saturday's and Sunday's hours in two-hour windows from the lead after the 9:00 call, the last ending at closing", () => {
    const windows = orderWindowsAt(SATURDAY_3AM, "delivery", CONFIG);
    // The call comes at 9:00 and the bottles an hour later: 9:00 to 11:00 is not offered.
    expect(wall(windows[0]!.start)).toBe("Sat 11:00");
    expect(wall(orderWindowsAt(SATURDAY_3AM, "pickup", CONFIG)[0]!.start)).toBe("Sat 10:00");
    // Saturday's hours run to 1:00 a.m.: its last window is 23:00 to 1:00, on Sunday's calendar.
    expect(
      windows.filter((window) => wall(window.start).startsWith("Sat")).map((w) => wall(w.end)),
    ).toContain("Sun 01:00");
    expect(wall(windows.at(-1)!.start)).toBe("Sun 23:00");
    expect(wall(windows.at(-1)!.end)).toBe("Mon 00:00");
    expect(windows.some((window) => wall(window.start).startsWith("Mon"))).toBe(false);
  });

  it("offers no window that starts before the lead time is over", () => {
    const saturday2030pm = new Date("2027-01-10T01:30:00.000Z");
    const delivery = orderWindowsAt(saturday2030pm, "delivery", CONFIG);
    // 21:00 starts 30 minutes from now, inside the hour's lead; 23:00 is the first.
    expect(wall(delivery[0]!.start)).toBe("Sat 23:00");
    const pickup = orderWindowsAt(saturday2030pm, "pickup", CONFIG);
    expect(wall(pickup[0]!.start)).toBe("Sat 21:00");
  });

  it("after a day's last window, offers the next two days that still have one", () => {
    const sunday0030 = new Date("2027-01-10T05:30:00.000Z");
    const days = new Set(orderWindowsAt(sunday0030, "pickup", CONFIG).map((w) => wall(w.start).slice(0, 3)));
    expect([...days]).toEqual(["Sun", "Mon"]);
  });

  it("skips a day the store keeps closed", () => {
    const closedSunday: WindowConfig = {
      ...CONFIG,
      weeklyHours: { ...CONFIG.weeklyHours, sunday: { opens: "00:00", closes: "00:00" } },
    };
    const starts = orderWindowsAt(SATURDAY_3AM, "pickup", closedSunday).map((w) => wall(w.start));
    // Saturday night's last hour is on Sunday's calendar; Sunday's own hours are none.
    expect(starts.filter((start) => start.startsWith("Sun"))).toEqual(["Sun 00:00"]);
    expect(starts.at(-1)).toBe("Mon 23:00");
  });

  it("says an order placed now arrives the lead time after the call: after opening while closed", () => {
    expect(wall(soonestAt(SATURDAY_3AM, "delivery", CONFIG).toISOString())).toBe("Sat 10:00");
    expect(wall(soonestAt(SATURDAY_3AM, "pickup", CONFIG).toISOString())).toBe("Sat 09:30");
    const saturdayNoon = new Date("2027-01-09T17:00:00.000Z");
    expect(wall(soonestAt(saturdayNoon, "delivery", CONFIG).toISOString())).toBe("Sat 13:00");
  });

  it("words the soonest arrival as a shopper at 3 a.m. reads it, in both languages", () => {
    const delivery = soonestAt(SATURDAY_3AM, "delivery", CONFIG);
    expect(arrivalWords(delivery, SATURDAY_3AM, messagesFor("es"), CONFIG)).toEqual({
      day: "hoy",
      time: "10:00 a. m.",
    });
    // Sunday 0:30 is still Saturday's opening, but ready at 1:00 is at closing: ready after Sunday's opening.
    const sunday0030 = new Date("2027-01-10T05:30:00.000Z");
    const pickup = soonestAt(sunday0030, "pickup", CONFIG);
    expect(arrivalWords(pickup, sunday0030, messagesFor("en"), CONFIG)).toEqual({
      day: "today",
      time: "9:30 am",
    });
  });
});
