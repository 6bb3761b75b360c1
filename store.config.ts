import type { StoreConfigInput } from "./app/features/store/store-config";

/**
 * Everything that names the store. The demo store is fictional: change this file to run your own.
 * Validated at start (app/features/store/store-config.ts).
 */
const storeConfig: StoreConfigInput = {
  name: "Casa Botella Liquor & Wine",
  address: {
    street: "1250 Calle Ocho",
    city: "Miami",
    region: "FL",
    postalCode: "33135",
    country: "US",
  },
  phone: { display: "(305) 555-0142", e164: "+13055550142" },
  email: "hola@casabotella.example",
  instagramUrl: "https://www.instagram.com/casabotella.example/",
  map: {
    embedUrl: "https://www.google.com/maps?q=1250+SW+8th+St,+Miami,+FL+33135&output=embed",
    linkUrl: "https://maps.google.com/?q=1250+SW+8th+St,+Miami,+FL+33135",
  },
  timeZone: "America/New_York",
  // Minutes after midnight; a closing time past 24:00 belongs to the day the store opened.
  weeklyHours: {
    sunday: { opens: "09:00", closes: "24:00" },
    monday: { opens: "09:00", closes: "24:00" },
    tuesday: { opens: "09:00", closes: "24:00" },
    wednesday: { opens: "09:00", closes: "24:00" },
    thursday: { opens: "09:00", closes: "24:00" },
    friday: { opens: "09:00", closes: "25:00" },
    saturday: { opens: "09:00", closes: "25:00" },
  },
  delivery: {
    zipCodes: ["33125", "33126", "33128", "33129", "33130", "33135", "33144", "33145"],
    feeCents: 499,
  },
  salesTaxRate: 0.07,
  tipPercentPresets: [0, 10, 15, 20],
  minimumAge: 21,
  maxQuantityPerLine: 12,
};

export default storeConfig;
