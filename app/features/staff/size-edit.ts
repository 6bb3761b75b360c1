import { z } from "zod";
import { typedDollarsToCents } from "~/utils/money";

/** The dearest bottle the console accepts: a typo guard, far above anything the store sells. */
export const MAX_PRICE_CENTS = 10_000_000;
export const MAX_STOCK = 100_000;

const cents = z.coerce.number().int().min(0).max(MAX_PRICE_CENTS);
/** Empty means the store does not count this size's stock. */
export const stockText = z
  .string()
  .trim()
  .regex(/^\d*$/, "Stock is a whole number of bottles, or empty when not counted.")
  .transform((text) => (text === "" ? null : Number(text)))
  .refine((stock) => stock === null || stock <= MAX_STOCK, `Stock is at most ${MAX_STOCK}.`);

/** A price typed in dollars ("24.99", "$24.99"), in cents. */
export const priceText = z
  .string()
  .transform((text) => typedDollarsToCents(text))
  .refine((price): price is number => price !== null && price >= 1 && price <= MAX_PRICE_CENTS, {
    message: "Price in dollars, like 24.99 (at least 0.01).",
  });

/**
 * One size's price and stock as the staff form sends them, with the values the page showed, so a
 * change made meanwhile (an order took stock, someone else saved) is not silently overwritten.
 */
export const sizeEditSchema = z.strictObject({
  sizeId: z.string().min(1).max(200),
  price: priceText,
  stock: stockText,
  shownPriceCents: cents,
  shownStock: stockText,
});

export type SizeEditForm = z.output<typeof sizeEditSchema>;
