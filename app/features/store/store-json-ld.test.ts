import { describe, expect, it } from "vitest";
import { jsonLdScriptText } from "~/features/seo";
import storeConfigInput from "../../../store.config";
import { SPEC_HOURS } from "../../../tests/fixtures/specification";
import { parseStoreConfig, type StoreConfig } from "./store-config";
import { liquorStoreJsonLd, openingHoursSpecification } from "./store-json-ld";

const demo = parseStoreConfig(storeConfigInput);
const ORIGIN = "https://shop.example.com";
const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** Each day's one span, looked up by name: [opens, closes]. */
function spansByDay(weeklyHours: StoreConfig["weeklyHours"]): Record<string, [string, string]> {
  const byDay: Record<string, [string, string]> = {};
  for (const spec of openingHoursSpecification(weeklyHours)) {
    for (const day of spec.dayOfWeek) {
      expect(byDay[day], `${day} appears once`).toBeUndefined();
      byDay[day] = [spec.opens, spec.closes];
    }
  }
  return byDay;
}

const everyDay = (opens: string, closes: string) =>
  Object.fromEntries(DAYS.map((day) => [day.toLowerCase(), { opens, closes }])) as StoreConfig["weeklyHours"];

describe("openingHoursSpecification", () => {
  it("gives every day of the specification's week its hours: Friday and Saturday to 1 am, the rest to midnight", () => {
    expect(spansByDay(SPEC_HOURS.weeklyHours)).toEqual({
      Sunday: ["09:00", "00:00"],
      Monday: ["09:00", "00:00"],
      Tuesday: ["09:00", "00:00"],
      Wednesday: ["09:00", "00:00"],
      Thursday: ["09:00", "00:00"],
      Friday: ["09:00", "01:00"],
      Saturday: ["09:00", "01:00"],
    });
  });

  it("groups days with the same hours, as schema.org allows", () => {
    expect(openingHoursSpecification(SPEC_HOURS.weeklyHours)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday"],
        opens: "09:00",
        closes: "00:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Friday", "Saturday"],
        opens: "09:00",
        closes: "01:00",
      },
    ]);
  });

  it("keeps a closing time past midnight on the day the store opened, on the next morning's clock", () => {
    const hours = { ...everyDay("10:00", "22:00"), friday: { opens: "17:30", closes: "26:45" } };
    const byDay = spansByDay(hours);
    expect(byDay.Friday).toEqual(["17:30", "02:45"]);
    expect(byDay.Saturday).toEqual(["10:00", "22:00"]);
  });

  it("leaves out a day off (closing not after opening) and writes round the clock as 00:00 to 23:59", () => {
    const hours = {
      ...everyDay("00:00", "24:00"),
      monday: { opens: "09:00", closes: "09:00" },
      tuesday: { opens: "12:00", closes: "08:00" },
    };
    const byDay = spansByDay(hours);
    expect(Object.keys(byDay).sort()).toEqual(["Friday", "Saturday", "Sunday", "Thursday", "Wednesday"]);
    expect(byDay.Sunday).toEqual(["00:00", "23:59"]);
  });
});

describe("LiquorStore JSON-LD", () => {
  const store = liquorStoreJsonLd(demo, ORIGIN);

  it("describes the configured store with absolute URLs, a PostalAddress, GeoCoordinates and an E.164 phone", () => {
    expect(store).toMatchObject({
      "@context": "https://schema.org",
      "@type": "LiquorStore",
      name: demo.name,
      url: `${ORIGIN}/`,
      image: `${ORIGIN}${demo.homeBanners.welcome.wideImage.en}`,
      telephone: demo.phone.e164,
      email: demo.email,
      priceRange: demo.priceRange,
      address: {
        "@type": "PostalAddress",
        streetAddress: demo.address.street,
        addressLocality: demo.address.city,
        addressRegion: demo.address.region,
        postalCode: demo.address.postalCode,
        addressCountry: demo.address.country,
      },
      geo: { "@type": "GeoCoordinates", latitude: demo.geo.latitude, longitude: demo.geo.longitude },
    });
    expect(store.telephone).toMatch(/^\+1\d{10}$/);
    expect(store.openingHoursSpecification).toEqual(openingHoursSpecification(demo.weeklyHours));
  });

  it("cannot close its script tag, whatever the store is called", () => {
    const hostile = { ...demo, name: `Bar </script><script>alert(1)</script> & "Grill"\u2028` };
    const text = jsonLdScriptText(liquorStoreJsonLd(hostile, ORIGIN));
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text).name).toBe(hostile.name);
  });
});

describe("store configuration: where the store stands", () => {
  it("refuses coordinates off the globe and a price range that is not $ to $$$$", () => {
    expect(() => parseStoreConfig({ ...storeConfigInput, geo: { latitude: 95, longitude: 0 } })).toThrow(
      /geo\.latitude/,
    );
    expect(() => parseStoreConfig({ ...storeConfigInput, priceRange: "cheap" })).toThrow(/priceRange/);
  });
});
