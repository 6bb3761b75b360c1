import { toMinutes, WEEK, type DayName } from "./opening-hours";
import type { StoreConfig } from "./store-config";

const MINUTES_PER_DAY = 24 * 60;

const SCHEMA_DAYS: Record<DayName, string> = {
  sunday: "Sunday",
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
};

export interface OpeningHoursSpecification {
  "@type": "OpeningHoursSpecification";
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

/**
 * The week's hours as schema.org writes them, days with the same hours together. A closing time
 * past 24:00 stays on the day the store opened, on the clock after midnight (Friday 09:00–25:00 is
 * opens 09:00, closes 01:00 on Friday): schema.org reads a closing time before the opening as the
 * next morning. A day whose closing time is not after its opening is a day off and is left out.
 */
export function openingHoursSpecification(
  weeklyHours: StoreConfig["weeklyHours"],
): OpeningHoursSpecification[] {
  const byHours = new Map<string, OpeningHoursSpecification>();
  for (const day of WEEK) {
    const opens = toMinutes(weeklyHours[day].opens);
    const closes = toMinutes(weeklyHours[day].closes);
    if (closes <= opens) continue;
    const span = { opens: clockTime(opens), closes: clockTime(closes) };
    // Open round the clock: Google's convention is 00:00 to 23:59.
    if (span.closes === span.opens) span.closes = "23:59";
    const key = `${span.opens}-${span.closes}`;
    const group = byHours.get(key);
    if (group) group.dayOfWeek.push(SCHEMA_DAYS[day]);
    else byHours.set(key, { "@type": "OpeningHoursSpecification", dayOfWeek: [SCHEMA_DAYS[day]], ...span });
  }
  return [...byHours.values()];
}

/** 1500 → "01:00": the 24-hour clock schema.org uses, wrapped past midnight. */
function clockTime(minutes: number): string {
  const ofDay = minutes % MINUTES_PER_DAY;
  return `${String(Math.floor(ofDay / 60)).padStart(2, "0")}:${String(ofDay % 60).padStart(2, "0")}`;
}

/**
 * schema.org structured data for the store itself (home and contact pages): a LiquorStore with its
 * address, position, phone, hours and links. `origin` makes URLs absolute.
 */
export function liquorStoreJsonLd(config: StoreConfig, origin: string) {
  const { address } = config;
  return {
    "@context": "https://schema.org",
    "@type": "LiquorStore",
    "@id": `${origin}/#store`,
    name: config.name,
    url: `${origin}/`,
    image: `${origin}${config.homeBanners.welcome.wideImage.en}`,
    telephone: config.phone.e164,
    email: config.email,
    priceRange: config.priceRange,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: config.geo.latitude, longitude: config.geo.longitude },
    hasMap: config.map.linkUrl,
    sameAs: [config.instagramUrl],
    openingHoursSpecification: openingHoursSpecification(config.weeklyHours),
  };
}
