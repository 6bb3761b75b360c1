// How the checkout reads the store's answers, loaded beside each request (see order-client).
import * as z from "zod/mini";
import {
  cartQuoteSchema,
  dealChangeSchema,
  fieldErrorsSchema,
  priceChangeSchema,
  windowsAnswerSchema,
  type CartQuote,
  type DealChange,
  type WindowsAnswer,
  type FieldErrors,
  type PriceChange,
} from "~/features/orders";

/**
 * The 201 (or, for a key sent again, 200) answer of POST /api/orders: the checkout reads the order's
 * number and status page and keeps the rest of the order unread.
 */
const placedAnswerSchema = z.object({
  order: z.looseObject({
    number: z.string().check(z.minLength(1)),
    statusUrl: z.optional(z.string()),
    callAt: z.optional(z.nullable(z.string())),
    window: z.optional(z.nullable(z.object({ start: z.string(), end: z.string() }))),
  }),
});

export type PlacedOrder = z.infer<typeof placedAnswerSchema>["order"];

const stockLineSchema = z.object({ id: z.string(), requested: z.number(), available: z.number() });

export type StockLine = z.infer<typeof stockLineSchema>;

/** Every way an attempt can end, as the checkout page tells the shopper. */
export type PlaceOrderOutcome =
  | { kind: "placed"; order: PlacedOrder }
  | { kind: "stock"; lines: StockLine[] }
  /** `deals`: the discount came out smaller than shown (a code that no longer applies, the case discount). */
  | { kind: "priceChanged"; lines: PriceChange[]; deals?: DealChange }
  | { kind: "invalid"; fieldErrors: FieldErrors }
  | { kind: "keyReused" }
  | { kind: "rateLimited"; retryAfterSeconds: number | null }
  | { kind: "network" }
  | { kind: "failed"; status: number };

type Refusal = z.ZodMiniType<PlaceOrderOutcome>;

/** A refusal's body as its `error` promises it, read into what the checkout tells the shopper. */
function refusal<Shape extends z.core.$ZodShape>(
  shape: Shape,
  outcome: (body: z.output<z.ZodMiniObject<Shape>>) => PlaceOrderOutcome,
): Refusal {
  return z.pipe(z.object(shape), z.transform(outcome));
}

/** The refusals of POST /api/orders the checkout tells apart (docs/api.md), by status and `error`. */
const REFUSALS = new Map<number, Map<string, Refusal>>([
  [
    409,
    new Map([
      ["stock", refusal({ lines: z.array(stockLineSchema) }, ({ lines }) => ({ kind: "stock", lines }))],
      [
        "price_changed",
        refusal(
          { lines: z.array(priceChangeSchema), deals: z.optional(dealChangeSchema) },
          ({ lines, deals }) => ({
            kind: "priceChanged",
            lines,
            ...(deals ? { deals } : {}),
          }),
        ),
      ],
    ]),
  ],
  [
    422,
    new Map([
      ["idempotency_key_reused", refusal({}, () => ({ kind: "keyReused" }))],
      // Over the store's caps: a problem of the lines as a whole, shown beside them.
      [
        "order_too_large",
        refusal({ message: z.string() }, ({ message }) => ({
          kind: "invalid",
          fieldErrors: { items: [message] },
        })),
      ],
      [
        "validation",
        refusal({ fieldErrors: fieldErrorsSchema }, ({ fieldErrors }) => ({ kind: "invalid", fieldErrors })),
      ],
    ]),
  ],
]);

const refusalCodeSchema = z.object({ error: z.string() });

/** The windows offered, or null when the body is not GET /api/orders/windows's answer. */
export function windowsOf(body: unknown): WindowsAnswer | null {
  const windows = windowsAnswerSchema.safeParse(body);
  return windows.success ? windows.data : null;
}

/** A quote answer, or null when the body is not one. */
export function quoteOf(body: unknown): CartQuote | null {
  const quote = cartQuoteSchema.safeParse(body);
  return quote.success ? quote.data : null;
}

/** The placed order of a 200 or 201, or null when the body is not one. */
export function placedOrderOf(body: unknown): PlacedOrder | null {
  const placed = placedAnswerSchema.safeParse(body);
  return placed.success ? placed.data.order : null;
}

/**
 * A refusal the checkout knows, read from its body; one whose body is not what its `error` promises
 * is taken as no answer (the same key may go again); undefined for any other answer.
 */
export function refusalOf(status: number, json: unknown): PlaceOrderOutcome | undefined {
  const code = refusalCodeSchema.safeParse(json);
  const schema = code.success ? REFUSALS.get(status)?.get(code.data.error) : undefined;
  if (!schema) return undefined;
  const refusal = schema.safeParse(json);
  return refusal.success ? refusal.data : { kind: "network" };
}
