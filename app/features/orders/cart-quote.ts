import * as z from "zod/mini";
import { MAX_CODE_LENGTH } from "~/features/deals";
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
  /** A code the shopper typed: the answer says whether it applies, or why not. */
  code: z.optional(z.string().check(z.maxLength(MAX_CODE_LENGTH))),
  /** The shopper's phone once typed, for a code's limit per phone (E.164 or as typed; never stored). */
  phone: z.optional(z.string().check(z.maxLength(30))),
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
  /** The price now: the sale price while a sale runs. */
  unitPriceCents: z.number(),
  /** While a sale runs: the regular price ("was") and when the sale ends (null: until ended). */
  wasCents: z.optional(z.number()),
  saleEndsAt: z.optional(z.nullable(z.string())),
  /** What a case rule counts (absent from an older server: nothing counts). */
  typeSlug: z.optional(z.string()),
  subtypeSlug: z.optional(z.string()),
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

const CODE_REFUSALS = ["unknown", "notYet", "expired", "usedUp", "usedUpForPhone", "belowMinimum"] as const;

/** A code as the quote answers it: its deal, or why it does not apply. */
export const quotedCodeSchema = z.union([
  z.object({
    ok: z.literal(true),
    deal: z.discriminatedUnion("kind", [
      z.object({
        code: z.string(),
        kind: z.literal("percent"),
        basisPoints: z.number(),
        minimumCents: z.nullable(z.number()),
      }),
      z.object({
        code: z.string(),
        kind: z.literal("amount"),
        amountCents: z.number(),
        minimumCents: z.nullable(z.number()),
      }),
    ]),
  }),
  z.object({ ok: z.literal(false), code: z.string(), refusal: z.enum(CODE_REFUSALS) }),
]);

export const quoteDealsSchema = z.object({
  caseRules: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      counts: z.array(z.string()),
      tiers: z.array(z.object({ bottles: z.number(), basisPoints: z.number() })),
    }),
  ),
  /** null: no code asked about. */
  code: z.nullable(quotedCodeSchema),
});

export type QuoteDeals = z.infer<typeof quoteDealsSchema>;

/** A quote's answer about a code: its deal, or why it does not apply. */
export type QuotedCode = NonNullable<QuoteDeals["code"]>;
export type QuotedCodeRefusal = (typeof CODE_REFUSALS)[number];

/** With a 409 price_changed: how the deals moved from what checkout showed. */
export const dealChangeSchema = z.object({
  discountCents: z.number(),
  seenDiscountCents: z.optional(z.number()),
  /** The code that no longer applies, and why. */
  code: z.optional(z.object({ code: z.string(), refusal: z.enum(CODE_REFUSALS) })),
});

export type DealChange = z.infer<typeof dealChangeSchema>;

/** The 200 answer of POST /api/orders/quote, as the checkout reads it. */
export const cartQuoteSchema = z.object({
  /** In the order of the request's items, one per known size (lines of one size merged). */
  lines: z.array(quotedLineSchema),
  /** Sizes the store no longer sells (or never did): the checkout drops them and says so. */
  unknownIds: z.array(z.string()),
  /** Absent from an older server: no deals. */
  deals: z.optional(quoteDealsSchema),
});

export type CartQuote = z.infer<typeof cartQuoteSchema>;
