import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { messagesFor } from "~/i18n/messages.server";
import { SPEC_HOURS } from "../../../tests/fixtures/specification";
import * as hours from "./opening-hours";
import type { OpeningStatus, StoreHours } from "./opening-hours";

/** The specification's hours, as the demo store keeps them. */
const specHours: StoreHours = SPEC_HOURS;
const english = messagesFor("en");
const weeklyHoursSummary = (config: StoreHours) => hours.weeklyHoursSummary(config, english);
const openingStatus = (now: Date, config: StoreHours) => hours.openingStatus(now, config, english);
const openingStatusLine = (status: OpeningStatus) => hours.openingStatusLine(status, english);
const DAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;

/** A store with the same hours every day except the days given. */
function hoursWith(
  usual: [opens: string, closes: string],
  exceptions: Partial<Record<(typeof DAYS)[number], [string, string]>> = {},
  timeZone = "America/New_York",
): StoreHours {
  const day = ([opens, closes]: [string, string]) => ({ opens, closes });
  const weeklyHours = Object.fromEntries(DAYS.map((name) => [name, day(exceptions[name] ?? usual)]));
  return { timeZone, weeklyHours: weeklyHours as StoreHours["weeklyHours"] };
}

describe("weekly hours summary", () => {
  it("reads them in Spanish, rows starting with a capital", () => {
    const spanish = messagesFor("es");
    expect(hours.weeklyHoursSummary(specHours, spanish)).toEqual([
      { days: "Viernes y sábado", hours: "9:00 a. m. a 1:00 a. m." },
      { days: "Los demás días", hours: "9:00 a. m. a 12:00 a. m." },
    ]);
    const fridayNight = hours.openingStatus(new Date("2026-11-21T04:30:00Z"), specHours, spanish);
    expect(hours.openingStatusLine(fridayNight, spanish)).toBe("Abierto ahora · cierra 1:00 a. m.");
    const closedEarlyWeek = hoursWith(["09:00", "22:00"], {
      monday: ["00:00", "00:00"],
      tuesday: ["00:00", "00:00"],
      wednesday: ["00:00", "00:00"],
    });
    expect(hours.weeklyHoursSummary(closedEarlyWeek, spanish)[0]).toEqual({
      days: "De lunes a miércoles",
      hours: "Cerrado",
    });
  });

  it("reads the specification's hours: Friday and Saturday 9:00 am to 1:00 am, other days to 12:00 am", () => {
    expect(weeklyHoursSummary(specHours)).toEqual([
      { days: "Friday and Saturday", hours: "9:00 am to 1:00 am" },
      { days: "Other days", hours: "9:00 am to 12:00 am" },
    ]);
  });

  it("says every day when the hours never change", () => {
    expect(weeklyHoursSummary(hoursWith(["10:00", "22:30"]))).toEqual([
      { days: "Every day", hours: "10:00 am to 10:30 pm" },
    ]);
  });

  it("names runs round the weekend, lone days, and scattered days; the largest group is 'Other days'", () => {
    const rows = weeklyHoursSummary(
      hoursWith(["09:00", "21:00"], {
        friday: ["12:00", "26:00"],
        saturday: ["12:00", "26:00"],
        sunday: ["12:00", "26:00"],
        monday: ["00:00", "00:00"],
        wednesday: ["08:30", "12:00"],
      }),
    );
    expect(rows).toEqual([
      { days: "Monday", hours: "Closed" },
      { days: "Wednesday", hours: "8:30 am to 12:00 pm" },
      { days: "Tuesday and Thursday", hours: "9:00 am to 9:00 pm" },
      { days: "Other days", hours: "12:00 pm to 2:00 am" },
    ]);
  });

  it("names a run and a pair round the weekend in the run's order, and a lone pair in the week's", () => {
    const late: [string, string] = ["12:00", "26:00"];
    const usual: [string, string] = ["09:00", "21:00"];
    expect(weeklyHoursSummary(hoursWith(usual, { saturday: late, sunday: late, monday: late }))).toEqual([
      { days: "Saturday to Monday", hours: "12:00 pm to 2:00 am" },
      { days: "Other days", hours: "9:00 am to 9:00 pm" },
    ]);
    const weekend = weeklyHoursSummary(hoursWith(usual, { saturday: late, sunday: late }));
    expect(weekend[0]).toEqual({ days: "Saturday and Sunday", hours: "12:00 pm to 2:00 am" });
    const apart = weeklyHoursSummary(hoursWith(usual, { tuesday: late, thursday: late }));
    expect(apart[0]).toEqual({ days: "Tuesday and Thursday", hours: "12:00 pm to 2:00 am" });
  });

  it("keeps groups of one size in the order of their first day", () => {
    const rows = weeklyHoursSummary(
      hoursWith(["09:00", "21:00"], {
        wednesday: ["08:00", "20:00"],
        saturday: ["10:00", "20:00"],
        monday: ["11:00", "20:00"],
        thursday: ["10:00", "20:00"],
      }),
    );
    expect(rows.map((row) => row.days)).toEqual([
      "Monday",
      "Wednesday",
      "Thursday and Saturday",
      "Other days",
    ]);
  });

  it("lists days that do not follow one another", () => {
    const rows = weeklyHoursSummary(
      hoursWith(["09:00", "24:00"], {
        monday: ["10:00", "20:00"],
        wednesday: ["10:00", "20:00"],
        friday: ["10:00", "20:00"],
      }),
    );
    expect(rows).toEqual([
      { days: "Monday, Wednesday and Friday", hours: "10:00 am to 8:00 pm" },
      { days: "Other days", hours: "9:00 am to 12:00 am" },
    ]);
  });
});

describe("open or closed in the store's time zone (America/New_York)", () => {
  const statusAt = (instant: string) => openingStatus(new Date(instant), specHours);

  it.each([
    ["Friday 23:30", "2026-11-27T23:30:00-05:00", { open: true, closesAt: "1:00 am" }],
    [
      "Saturday 00:30 (still Friday's hours)",
      "2026-11-28T00:30:00-05:00",
      { open: true, closesAt: "1:00 am" },
    ],
    ["Saturday 00:59", "2026-11-28T00:59:00-05:00", { open: true, closesAt: "1:00 am" }],
    ["Saturday 01:00", "2026-11-28T01:00:00-05:00", { open: false, opensAt: "9:00 am" }],
    ["Saturday 01:30", "2026-11-28T01:30:00-05:00", { open: false, opensAt: "9:00 am" }],
    [
      "Sunday 00:30 (still Saturday's hours)",
      "2026-11-29T00:30:00-05:00",
      { open: true, closesAt: "1:00 am" },
    ],
    [
      "Monday 00:30 (Sunday closed at midnight)",
      "2026-11-30T00:30:00-05:00",
      { open: false, opensAt: "9:00 am" },
    ],
    ["Tuesday 08:59", "2026-11-24T08:59:00-05:00", { open: false, opensAt: "9:00 am" }],
    ["Tuesday 09:00", "2026-11-24T09:00:00-05:00", { open: true, closesAt: "12:00 am" }],
    ["Tuesday 23:59", "2026-11-24T23:59:00-05:00", { open: true, closesAt: "12:00 am" }],
    ["Wednesday 00:00", "2026-11-25T00:00:00-05:00", { open: false, opensAt: "9:00 am" }],
    ["Friday 09:00 in summer time", "2026-07-03T09:00:00-04:00", { open: true, closesAt: "1:00 am" }],
  ])("%s", (_name, instant, expected) => {
    expect(statusAt(instant)).toEqual(expected);
  });

  it("uses the store's clock, not the server's: Tuesday 23:30 in New York is Wednesday 04:30 UTC", () => {
    expect(openingStatus(new Date("2026-11-25T04:30:00Z"), specHours)).toEqual({
      open: true,
      closesAt: "12:00 am",
    });
    expect(openingStatus(new Date("2026-11-25T04:30:00Z"), { ...specHours, timeZone: "UTC" })).toEqual({
      open: false,
      opensAt: "9:00 am",
    });
  });

  describe("daylight saving weekends", () => {
    it.each([
      // Spring forward: Sunday 8 March 2026, 2:00 am EST becomes 3:00 am EDT.
      ["Sunday 00:30 EST, Saturday night", "2026-03-08T05:30:00Z", { open: true, closesAt: "1:00 am" }],
      ["Sunday 01:30 EST", "2026-03-08T06:30:00Z", { open: false, opensAt: "9:00 am" }],
      ["Sunday 03:00 EDT, right after the jump", "2026-03-08T07:00:00Z", { open: false, opensAt: "9:00 am" }],
      [
        "Sunday 08:59 EDT (a fixed -5 offset would say 7:59)",
        "2026-03-08T12:59:00Z",
        { open: false, opensAt: "9:00 am" },
      ],
      [
        "Sunday 09:00 EDT (a fixed -5 offset would say 8:00)",
        "2026-03-08T13:00:00Z",
        { open: true, closesAt: "12:00 am" },
      ],
      // Fall back: Sunday 1 November 2026, 2:00 am EDT becomes 1:00 am EST; 1:00–1:59 happens twice.
      ["Sunday 00:59 EDT, Saturday night", "2026-11-01T04:59:00Z", { open: true, closesAt: "1:00 am" }],
      ["Sunday 01:30 EDT, the first 1:30", "2026-11-01T05:30:00Z", { open: false, opensAt: "9:00 am" }],
      ["Sunday 01:30 EST, the second 1:30", "2026-11-01T06:30:00Z", { open: false, opensAt: "9:00 am" }],
      [
        "Sunday 08:30 EST (a fixed -4 offset would say 9:30)",
        "2026-11-01T13:30:00Z",
        { open: false, opensAt: "9:00 am" },
      ],
      ["Sunday 09:00 EST", "2026-11-01T14:00:00Z", { open: true, closesAt: "12:00 am" }],
    ])("%s", (_name, instant, expected) => {
      expect(openingStatus(new Date(instant), specHours)).toEqual(expected);
    });
  });

  it("names the day of the next opening when it is not today", () => {
    const weekdays = hoursWith(["09:00", "18:00"], {
      saturday: ["00:00", "00:00"],
      sunday: ["00:00", "00:00"],
    });
    expect(openingStatus(new Date("2026-11-24T20:00:00-05:00"), weekdays)).toEqual({
      open: false,
      opensAt: "9:00 am",
      opensDay: "Wednesday",
    });
    expect(openingStatus(new Date("2026-11-27T18:00:00-05:00"), weekdays)).toEqual({
      open: false,
      opensAt: "9:00 am",
      opensDay: "Monday",
    });
  });

  it("runs one day's late hours into the next day's early opening", () => {
    const overlapping = hoursWith(["09:00", "24:00"], {
      friday: ["09:00", "26:00"],
      saturday: ["01:00", "24:00"],
    });
    expect(openingStatus(new Date("2026-11-28T01:30:00-05:00"), overlapping)).toEqual({
      open: true,
      closesAt: "12:00 am",
    });
  });

  it("handles a store that never closes and one that never opens", () => {
    const always = hoursWith(["00:00", "24:00"]);
    const never = hoursWith(["09:00", "09:00"]);
    expect(openingStatus(new Date("2026-11-28T03:00:00Z"), always)).toEqual({ open: true, closesAt: null });
    expect(openingStatus(new Date("2026-11-28T03:00:00Z"), never)).toEqual({ open: false, opensAt: null });
  });
});

describe("the status line a shopper reads", () => {
  it.each([
    [{ open: true, closesAt: "1:00 am" } as const, "Open now · closes 1:00 am"],
    [{ open: false, opensAt: "9:00 am" } as const, "Closed · opens 9:00 am"],
    [{ open: false, opensAt: "9:00 am", opensDay: "Monday" } as const, "Closed · opens Monday at 9:00 am"],
    [{ open: true, closesAt: null } as const, "Open now"],
    [{ open: false, opensAt: null } as const, "Closed"],
  ])("%o → %s", (status, line) => {
    expect(openingStatusLine(status)).toBe(line);
  });
});

describe("agrees with a minute-by-minute check of the configured week", () => {
  const MINUTES_PER_DAY = 1440;
  const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;
  const ZONES = [
    "America/New_York",
    "America/Los_Angeles",
    "America/St_Johns",
    "Europe/London",
    "Asia/Kolkata",
    "Australia/Lord_Howe",
    "Pacific/Chatham",
    "UTC",
  ];
  // Instants near daylight saving changes are where a fixed offset would go wrong.
  const DST_CHANGES = [
    "2026-03-08T07:00:00Z",
    "2026-11-01T06:00:00Z",
    "2026-03-29T01:00:00Z",
    "2026-10-25T01:00:00Z",
    "2026-04-04T15:00:00Z",
    "2026-10-03T15:30:00Z",
  ].map((instant) => Date.parse(instant));

  // Round hours often, so that one day's closing often meets the next day's opening exactly.
  const clock = (latest: number) =>
    fc
      .oneof(
        fc.integer({ min: 0, max: latest }),
        fc.constantFrom(0, 9 * 60, 24 * 60, 25 * 60).filter((minutes) => minutes <= latest),
      )
      .map(asClockTime);
  const dayHours = clock(23 * 60 + 59).chain((opens) =>
    clock(29 * 60 + 59).map((closes) => ({ opens, closes })),
  );
  const weekHours = fc.tuple(...DAYS.map(() => dayHours));
  const config = fc
    .record({ timeZone: fc.constantFrom(...ZONES), week: weekHours })
    .map(({ timeZone, week }): StoreHours => ({
      timeZone,
      weeklyHours: Object.fromEntries(DAYS.map((day, i) => [day, week[i]])) as StoreHours["weeklyHours"],
    }));
  const instant = fc.oneof(
    fc.date({
      min: new Date("2020-01-01T00:00:00Z"),
      max: new Date("2035-12-31T23:59:59Z"),
      noInvalidDate: true,
    }),
    fc
      .tuple(fc.constantFrom(...DST_CHANGES), fc.integer({ min: -4 * 60, max: 4 * 60 }))
      .map(([change, minutes]) => new Date(change + minutes * 60_000)),
  );

  it("open, closing time, opening time and day", () => {
    fc.assert(
      fc.property(config, instant, (hours, now) => {
        expect(openingStatus(now, hours)).toEqual(bruteForceStatus(now, hours));
      }),
      { numRuns: 3000 },
    );
  });

  it("open for the specification's hours at every minute of a week with a daylight saving change", () => {
    const open = openMinutesOfWeek(specHours);
    const sunday = Date.parse("2026-11-01T04:00:00Z"); // Sunday 00:00 EDT; the clocks go back at 2:00 am.
    for (let minute = 0; minute < MINUTES_PER_WEEK + 60; minute++) {
      const now = new Date(sunday + minute * 60_000);
      expect(openingStatus(now, specHours).open, now.toISOString()).toBe(
        open[wallMinuteOfWeek(now, specHours.timeZone)],
      );
    }
  });

  function asClockTime(minutes: number): string {
    return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  }

  /** Each minute of the week marked open or closed by walking every day's hours. */
  function openMinutesOfWeek(hours: StoreHours): boolean[] {
    const open = new Array<boolean>(MINUTES_PER_WEEK).fill(false);
    DAYS.forEach((day, index) => {
      const [opens, closes] = [hours.weeklyHours[day].opens, hours.weeklyHours[day].closes].map(toMinutes);
      for (let minute = opens!; minute < closes!; minute++) {
        open[(index * MINUTES_PER_DAY + minute) % MINUTES_PER_WEEK] = true;
      }
    });
    return open;
  }

  function bruteForceStatus(now: Date, hours: StoreHours) {
    const open = openMinutesOfWeek(hours);
    const start = wallMinuteOfWeek(now, hours.timeZone);
    const firstChange = (wanted: boolean) => {
      for (let step = 1; step <= MINUTES_PER_WEEK; step++) {
        if (open[(start + step) % MINUTES_PER_WEEK] === wanted) return start + step;
      }
      return null;
    };
    if (open[start]) {
      const closes = firstChange(false);
      return { open: true, closesAt: closes === null ? null : twelveHour(closes) };
    }
    const opens = firstChange(true);
    if (opens === null) return { open: false, opensAt: null };
    const day = Math.floor(opens / MINUTES_PER_DAY);
    const sameDay = day === Math.floor(start / MINUTES_PER_DAY);
    const opensDay = DAYS[day % 7]!.replace(/^./, (letter) => letter.toUpperCase());
    return sameDay
      ? { open: false, opensAt: twelveHour(opens) }
      : { open: false, opensAt: twelveHour(opens), opensDay };
  }

  /** The wall clock read through toLocaleString, a different path from the code under test. */
  function wallMinuteOfWeek(now: Date, timeZone: string): number {
    const wall = new Date(`${plainSpaces(now.toLocaleString("en-US", { timeZone }))} UTC`);
    return wall.getUTCDay() * MINUTES_PER_DAY + wall.getUTCHours() * 60 + wall.getUTCMinutes();
  }

  function twelveHour(minuteOfWeek: number): string {
    const time = new Date(Date.UTC(2026, 0, 4) + (minuteOfWeek % MINUTES_PER_DAY) * 60_000);
    return plainSpaces(
      time.toLocaleTimeString("en-US", { timeZone: "UTC", hour: "numeric", minute: "2-digit" }),
    ).toLowerCase();
  }

  /** ICU writes a narrow no-break space before AM/PM. */
  function plainSpaces(text: string): string {
    return text.replace(/\s/g, " ");
  }

  function toMinutes(time: string): number {
    const [hours, minutes] = time.split(":").map(Number);
    return hours! * 60 + minutes!;
  }
});

// Issue #31: a night order's call is due at opening, on the store's wall clock.
describe("when the confirming call is due", () => {
  it("is due at once while open, at opening while closed, and open hours are read per instant", () => {
    const fridayEvening = new Date("2026-11-28T01:30:00Z"); // 8:30 p.m.
    expect(hours.callDueAt(fridayEvening, specHours)).toEqual(fridayEvening);
    expect(hours.isOpenAt(fridayEvening, specHours)).toBe(true);
    const saturdayNight = new Date("2026-11-28T08:00:00Z"); // 3:00 a.m., closed since 1:00
    expect(hours.isOpenAt(saturdayNight, specHours)).toBe(false);
    expect(hours.callDueAt(saturdayNight, specHours)).toEqual(new Date("2026-11-28T14:00:00Z"));
  });

  it("counts the opening on the wall clock across both changes of daylight saving time", () => {
    // 2026-11-01: clocks go back at 2:00; 1:30 EDT is closed, 9:00 EST is 14:00Z.
    expect(hours.callDueAt(new Date("2026-11-01T05:30:00Z"), specHours)).toEqual(
      new Date("2026-11-01T14:00:00Z"),
    );
    // 2027-03-14: clocks go forward at 2:00; 1:30 EST is closed, 9:00 EDT is 13:00Z.
    expect(hours.callDueAt(new Date("2027-03-14T06:30:00Z"), specHours)).toEqual(
      new Date("2027-03-14T13:00:00Z"),
    );
  });

  it("words a later call's time in the shopper's language, with its day when not today", () => {
    const spanish = messagesFor("es");
    const night = new Date("2026-11-28T08:00:00Z");
    const opening = new Date("2026-11-28T14:00:00Z");
    expect(hours.laterCallWords(opening, night, specHours, spanish)).toEqual({ time: "9:00 a. m." });
    expect(hours.laterCallWords(new Date(night.getTime() + 60_000), night, specHours, spanish)).toBeNull();
    const sundayOpening = new Date("2026-11-29T14:00:00Z");
    expect(hours.laterCallWords(sundayOpening, night, specHours, english)).toEqual({
      time: "9:00 am",
      day: "Sunday",
    });
  });
});
