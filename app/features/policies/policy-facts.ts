import { store } from "~/features/store";
import type { StoreConfig } from "~/features/store";
import type { Language } from "~/i18n/language";
import { formatCents } from "~/utils/money";

/** The day the policies last changed: move it with every change to their texts. */
export const POLICIES_UPDATED = "2026-11-29";

/** How long the store keeps what it keeps: the privacy policy states it, the others refer to it. */
export const RETENTION = {
  orderYears: 3,
  contactMessageMonths: 12,
  webVitalMonths: 12,
  /** A "Tell me when it's back" sign-up: until its notice is sent, and never longer than this. */
  restockAlertMonths: 6,
  /** An e-mail or text message sent to a shopper (its row in the notices' outbox). */
  noticeDays: 90,
  serverLogDays: 30,
} as const;

/** Days a shopper has to bring back an unopened or defective product. */
export const RETURN_DAYS = 14;

/** The {placeholders} the policies' texts use: the store's facts and the policies' own periods. */
export function policyFacts(config: StoreConfig = store) {
  const { address } = config;
  return {
    store: config.name,
    address: `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`,
    phone: config.phone.display,
    email: config.email,
    deliveryFee: formatCents(config.delivery.feeCents),
    // Said only where the store has them (deliveryLines).
    deliveryMinimum: formatCents(config.delivery.minimumCents ?? 0),
    freeDeliveryFrom: formatCents(config.delivery.freeFromCents ?? 0),
    zipCodes: config.delivery.zipCodes.join(", "),
    minimumAge: config.minimumAge,
    maxPerLine: config.maxQuantityPerLine,
    maxBottles: config.orderCaps.maxBottles,
    maxSubtotal: formatCents(config.orderCaps.maxSubtotalCents),
    taxRate: +(config.salesTaxRate * 100).toFixed(3),
    returnDays: RETURN_DAYS,
    ...RETENTION,
  };
}

/** Which of delivery's lines the store has: each policy says only those. */
export function deliveryLines(config: StoreConfig = store): { minimum: boolean; free: boolean } {
  return { minimum: config.delivery.minimumCents !== null, free: config.delivery.freeFromCents !== null };
}

const DATE_LOCALES = { en: "en-US", es: "es-US" } satisfies Record<"en" | "es", string>;

/** "November 22, 2026" / "22 de noviembre de 2026", written by the server so the browser shows the same. */
export function policiesUpdated(language: Language): { iso: string; text: string } {
  const text = new Intl.DateTimeFormat(DATE_LOCALES[language], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${POLICIES_UPDATED}T00:00:00Z`),
  );
  return { iso: POLICIES_UPDATED, text };
}
