import type { StoreConfigInput } from "./app/features/store/store-config";

/**
 * Everything that names the store. The demo store is fictional: change this file to run your own.
 * Validated at start (app/features/store/store-config.ts).
 */
const storeConfig: StoreConfigInput = {
  name: "Casa Botella Liquor & Wine",
  shortName: "Casa Botella",
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
  geo: { latitude: 25.7654, longitude: -80.2135 },
  priceRange: "$$",
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
    // Off in the demo: a minimum is shown and enforced like the free-delivery line when set.
    minimumCents: null,
    freeFromCents: 10000,
  },
  // Shoppers choose "as soon as possible" or a window of today's or tomorrow's hours; a full one is shown, not offered.
  orderWindows: {
    delivery: { minutes: 120, ordersPerWindow: 6, leadMinutes: 60 },
    pickup: { minutes: 60, ordersPerWindow: 10, leadMinutes: 30 },
  },
  salesTaxRate: 0.07,
  tipPercentPresets: [0, 10, 15, 20],
  // Home: the welcome banner, then one after each featured section (whiskey, tequila, vodka, rum, wine).
  // Each banner's art and words (its alt text) come in every language the store speaks; "{store}" in
  // the words reads as shortName.
  // The demo's art is drawn by `node scripts/demo-banners.mjs` into public/banners/.
  homeBanners: {
    welcome: {
      wideImage: { en: "/banners/welcome-wide.svg", es: "/banners/welcome-wide.es.svg" },
      phoneImage: { en: "/banners/welcome-phone.svg", es: "/banners/welcome-phone.es.svg" },
      alt: {
        en: "Welcome to {store}: whiskey, tequila, wine and beer from your neighbourhood store. Browse the catalog.",
        es: "Le damos la bienvenida a {store}: whisky, tequila, vino y cerveza de la tienda de su vecindario. Vea el catálogo.",
      },
      href: "/catalog",
    },
    between: [
      {
        wideImage: { en: "/banners/tequila-wide.svg", es: "/banners/tequila-wide.es.svg" },
        phoneImage: { en: "/banners/tequila-phone.svg", es: "/banners/tequila-phone.es.svg" },
        alt: {
          en: "Tequila from Jalisco: blanco, reposado and añejo. See every tequila.",
          es: "Tequila de Jalisco: blanco, reposado y añejo. Vea todos los tequilas.",
        },
        href: "/catalog?type=tequila",
      },
      {
        wideImage: { en: "/banners/gifts-wide.svg", es: "/banners/gifts-wide.es.svg" },
        phoneImage: { en: "/banners/gifts-phone.svg", es: "/banners/gifts-phone.es.svg" },
        alt: {
          en: "Gift-ready bottles for every celebration. Shop cognac and brandy.",
          es: "Botellas listas para regalar en cada celebración. Compre coñac y brandy.",
        },
        href: "/catalog?type=cognac",
      },
      {
        wideImage: { en: "/banners/rum-wide.svg", es: "/banners/rum-wide.es.svg" },
        phoneImage: { en: "/banners/rum-phone.svg", es: "/banners/rum-phone.es.svg" },
        alt: {
          en: "Rum from the Caribbean and beyond. See every rum.",
          es: "Ron del Caribe y de más allá. Vea todos los rones.",
        },
        href: "/catalog?type=rum",
      },
      {
        wideImage: { en: "/banners/wine-wide.svg", es: "/banners/wine-wide.es.svg" },
        phoneImage: { en: "/banners/wine-phone.svg", es: "/banners/wine-phone.es.svg" },
        alt: {
          en: "Reds, whites, rosé and bubbles for dinner tonight. See every wine.",
          es: "Tintos, blancos, rosados y espumosos para la cena de esta noche. Vea todos los vinos.",
        },
        href: "/catalog?type=wine",
      },
      {
        wideImage: { en: "/banners/beer-wide.svg", es: "/banners/beer-wide.es.svg" },
        phoneImage: { en: "/banners/beer-phone.svg", es: "/banners/beer-phone.es.svg" },
        alt: {
          en: "Cold beer, six-packs and cases. See every beer.",
          es: "Cerveza fría, paquetes de seis y cajas. Vea todas las cervezas.",
        },
        href: "/catalog?type=beer",
      },
    ],
  },
  minimumAge: 21,
  maxQuantityPerLine: 12,
  // An unpaid order reserves stock until the call: these bound what one order can hold (decision 0018).
  orderCaps: { maxBottles: 48, maxSubtotalCents: 250_000 },
};

export default storeConfig;
