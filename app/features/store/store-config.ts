import { z } from "zod";
import type { Language } from "~/i18n/language";

/** A text in every language the store speaks. */
const text = z.string().trim().min(1);
const everyLanguage = z.object({ en: text, es: text } satisfies Record<Language, z.ZodString>).strict();

/** A picture of the site per language: banner art carries words too. */
const imagePath = z.string().startsWith("/");
const imageInEveryLanguage = z
  .object({ en: imagePath, es: imagePath } satisfies Record<Language, z.ZodString>)
  .strict();

/** A promotional banner on home: art for wide screens and for phones, words for those who cannot see it. */
const banner = z
  .object({
    wideImage: imageInEveryLanguage,
    phoneImage: imageInEveryLanguage,
    alt: everyLanguage,
    href: z.string().startsWith("/"),
  })
  .strict();

const clockTime = z.string().regex(/^([01]\d|2[0-9]):[0-5]\d$/, "HH:MM, up to 29:59 for hours past midnight");
const dayHours = z.object({ opens: clockTime, closes: clockTime }).strict();

/** The times a shopper may choose for one way of getting an order (issue #31). */
const orderWindows = z
  .object({
    /** How long each window is; the last of a day ends at closing. */
    minutes: z
      .number()
      .int()
      .min(15)
      .max(24 * 60),
    /** Orders one window takes: a full window cannot be chosen. */
    ordersPerWindow: z.number().int().min(1),
    /** The least time from placing an order to its window (the call, picking, the road). */
    leadMinutes: z
      .number()
      .int()
      .min(0)
      .max(24 * 60),
  })
  .strict();

export const storeConfigSchema = z
  .object({
    name: z.string().min(1),
    /** The name as the header shows it where the whole one does not fit (a phone, a small laptop). */
    shortName: z.string().min(1).max(16),
    address: z
      .object({
        street: z.string().min(1),
        city: z.string().min(1),
        region: z.string().min(1),
        postalCode: z.string().regex(/^\d{5}$/),
        country: z.string().length(2),
      })
      .strict(),
    phone: z
      .object({
        display: z.string().min(1),
        e164: z.string().regex(/^\+[1-9]\d{6,14}$/),
      })
      .strict(),
    email: z.email(),
    instagramUrl: z.url({ protocol: /^https$/ }),
    map: z
      .object({
        embedUrl: z.url({ protocol: /^https$/ }),
        linkUrl: z.url({ protocol: /^https$/ }),
      })
      .strict(),
    /** Where the store stands, for search engines' maps (schema.org GeoCoordinates). */
    geo: z
      .object({
        latitude: z.number().min(-90).max(90),
        longitude: z.number().min(-180).max(180),
      })
      .strict(),
    /** How search results show the store's prices: "$" to "$$$$". */
    priceRange: z.string().regex(/^\$\${0,3}$/),
    timeZone: z.string().refine(isTimeZone, "an IANA time zone such as America/New_York"),
    weeklyHours: z
      .object({
        sunday: dayHours,
        monday: dayHours,
        tuesday: dayHours,
        wednesday: dayHours,
        thursday: dayHours,
        friday: dayHours,
        saturday: dayHours,
      })
      .strict(),
    delivery: z
      .object({
        zipCodes: z.array(z.string().regex(/^\d{5}$/)).min(1),
        feeCents: z.number().int().min(0),
        /** The least subtotal (bottles, before tax) delivered; null: any. Pickup has none. */
        minimumCents: z.number().int().min(1).nullable(),
        /** From this subtotal on, delivery is free; null: never. */
        freeFromCents: z.number().int().min(1).nullable(),
      })
      .strict()
      .refine(
        ({ minimumCents, freeFromCents }) =>
          minimumCents === null || freeFromCents === null || freeFromCents > minimumCents,
        "free delivery must start above the delivery minimum",
      ),
    /** Delivery and pickup windows over today's and tomorrow's open hours. */
    orderWindows: z.object({ delivery: orderWindows, pickup: orderWindows }).strict(),
    salesTaxRate: z.number().min(0).max(0.25),
    tipPercentPresets: z.array(z.number().int().min(0).max(100)).min(1),
    homeBanners: z.object({ welcome: banner, between: z.array(banner).length(5) }).strict(),
    minimumAge: z.literal(21),
    /** The most of one size per order line (the specification says 12). */
    maxQuantityPerLine: z.number().int().min(1).max(99),
    /** What one online order may hold at most; larger orders are arranged by phone (decision 0018). */
    orderCaps: z
      .object({
        maxBottles: z.number().int().min(1),
        maxSubtotalCents: z.number().int().min(1),
      })
      .strict(),
  })
  .strict();

export type StoreConfigInput = z.input<typeof storeConfigSchema>;
export type StoreConfig = z.output<typeof storeConfigSchema>;
export type HomeBanner = z.output<typeof banner>;
export type OrderWindowRules = z.output<typeof orderWindows>;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Validates the store's configuration; a mistake stops the server at start with every problem listed. */
export function parseStoreConfig(input: unknown): StoreConfig {
  const parsed = storeConfigSchema.safeParse(input);
  if (!parsed.success) {
    throw new Error(`store.config.ts is invalid:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
