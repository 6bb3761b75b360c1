import * as z from "zod/mini";
import { MAX_PER_LINE, SIZE_ID_MAX_LENGTH } from "~/features/inventory";
import { MAX_ORDER_LINES } from "./order-limits";

/**
 * POST /api/orders/quote: the cart's sizes at today's prices and stock, read from the database (not
 * the catalogue snapshot), so the checkout page shows every change before the shopper submits.
 */
export const cartQuoteRequestSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        id: z.string().check(z.minLength(1), z.maxLength(SIZE_ID_MAX_LENGTH)),
        quantity: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_PER_LINE)),
      }),
    )
    .check(z.maxLength(MAX_ORDER_LINES)),
});

export type CartQuoteRequest = z.infer<typeof cartQuoteRequestSchema>;

export const quotedLineSchema = z.object({
  id: z.string(),
  /** The product's page: /product/<route>. */
  route: z.string(),
  name: z.string(),
  /** The size's label, such as "750ml" or "6-pack, 12 oz bottles". */
  size: z.string(),
  /** The size's image path under liquors-webp/, for productImageUrl. */
  img: z.string(),
  /** Changes whenever the size's picture does: its URL carries it as `?v=`. */
  imgVersion: z.optional(z.string()),
  unitPriceCents: z.number(),
  /** The most one order may take now: 0 out of stock, else min(stock, 12) (12 when stock is not tracked). */
  available: z.number(),
  /** The size's product sells a size in a gift box: a gift order may ask for one (absent from an older server: no). */
  giftBox: z.optional(z.boolean()),
});

export type QuotedLine = z.infer<typeof quotedLineSchema>;

/** A line whose price is not the one the shopper saw (409 price_changed from POST /api/orders). */
export const priceChangeSchema = z.object({
  id: z.string(),
  seenUnitPriceCents: z.number(),
  unitPriceCents: z.number(),
});

export type PriceChange = z.infer<typeof priceChangeSchema>;

/** The 200 answer of POST /api/orders/quote, as the checkout reads it. */
export const cartQuoteSchema = z.object({
  /** In the order of the request's items, one per known size (lines of one size merged). */
  lines: z.array(quotedLineSchema),
  /** Sizes the store no longer sells (or never did): the checkout drops them and says so. */
  unknownIds: z.array(z.string()),
});

export type CartQuote = z.infer<typeof cartQuoteSchema>;
