import { z } from "zod";
import { MAX_PER_LINE } from "~/features/cart/cart-storage";
import { MAX_ORDER_LINES } from "./order-request";

/**
 * POST /api/orders/quote: the cart's sizes at today's prices and stock, read from the database (not
 * the catalogue snapshot), so the checkout page shows every change before the shopper submits.
 */
export const cartQuoteRequestSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        id: z.string().min(1).max(200),
        quantity: z.number().int().min(1).max(MAX_PER_LINE),
      }),
    )
    .max(MAX_ORDER_LINES),
});

export type CartQuoteRequest = z.infer<typeof cartQuoteRequestSchema>;

export interface QuotedLine {
  id: string;
  /** The product's page: /product/<route>. */
  route: string;
  name: string;
  /** The size's label, such as "750ml" or "6-pack, 12 oz bottles". */
  size: string;
  /** The size's image path under liquors-webp/, for productImageUrl. */
  img: string;
  unitPriceCents: number;
  /** The most one order may take now: 0 out of stock, else min(stock, 12) (12 when stock is not tracked). */
  available: number;
}

export interface CartQuote {
  /** In the order of the request's items, one per known size (lines of one size merged). */
  lines: QuotedLine[];
  /** Sizes the store no longer sells (or never did): the checkout drops them and says so. */
  unknownIds: string[];
}
