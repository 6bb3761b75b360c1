import * as z from "zod/mini";
import { cartQuoteSchema, fieldErrorsSchema, priceChangeSchema } from "~/features/orders";
import type {
  CartQuote,
  CartQuoteRequest,
  FieldErrors,
  OrderRequestInput,
  PriceChange,
} from "~/features/orders";

/**
 * The 201 (or, for a key sent again, 200) answer of POST /api/orders: the checkout reads the order's
 * number and status page and keeps the rest of the order unread.
 */
const placedAnswerSchema = z.object({
  order: z.looseObject({ number: z.string().check(z.minLength(1)), statusUrl: z.optional(z.string()) }),
});

export type PlacedOrder = z.infer<typeof placedAnswerSchema>["order"];

const stockLineSchema = z.object({ id: z.string(), requested: z.number(), available: z.number() });

export type StockLine = z.infer<typeof stockLineSchema>;

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
        refusal({ lines: z.array(priceChangeSchema) }, ({ lines }) => ({ kind: "priceChanged", lines })),
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

/** Every way an attempt can end, as the checkout page tells the shopper. */
export type PlaceOrderOutcome =
  | { kind: "placed"; order: PlacedOrder }
  | { kind: "stock"; lines: StockLine[] }
  | { kind: "priceChanged"; lines: PriceChange[] }
  | { kind: "invalid"; fieldErrors: FieldErrors }
  | { kind: "keyReused" }
  | { kind: "rateLimited"; retryAfterSeconds: number | null }
  | { kind: "network" }
  | { kind: "failed"; status: number };

export type QuoteOutcome =
  | { kind: "quoted"; quote: CartQuote }
  | { kind: "rateLimited"; retryAfterSeconds: number | null }
  | { kind: "network" }
  | { kind: "failed"; status: number };

/** POST /api/orders/quote: today's prices and stock for the cart's sizes. */
export function requestQuote(items: CartQuoteRequest["items"]): Promise<QuoteOutcome> {
  // The same lines asked again while their quote is on its way (checkout mounted twice on a busy
  // phone, a late storage event) share that quote: one request, one limit point.
  const key = JSON.stringify(items);
  let quote = quotesOnTheirWay.get(key);
  if (!quote) {
    quote = askQuote(items).finally(() => quotesOnTheirWay.delete(key));
    quotesOnTheirWay.set(key, quote);
  }
  return quote;
}

const quotesOnTheirWay = new Map<string, Promise<QuoteOutcome>>();

async function askQuote(items: CartQuoteRequest["items"]): Promise<QuoteOutcome> {
  const answer = await postJson("/api/orders/quote", { items });
  if (answer.kind !== "answered") return answer;
  const { response, body } = answer;
  if (response.ok) {
    // An answer that is not a quote is as good as none.
    const quote = cartQuoteSchema.safeParse(body);
    return quote.success ? { kind: "quoted", quote: quote.data } : { kind: "network" };
  }
  if (response.status === 429) return rateLimited(response);
  return { kind: "failed", status: response.status };
}

/** POST /api/orders, once per call: the caller decides about retries and keeps the attempt key. */
export async function placeOrder(body: OrderRequestInput): Promise<PlaceOrderOutcome> {
  const answer = await postJson("/api/orders", body);
  if (answer.kind !== "answered") return answer;
  const { response, body: json } = answer;
  if (response.status === 200 || response.status === 201) {
    const placed = placedAnswerSchema.safeParse(json);
    // The order may exist even though its answer was cut off: sending the same key again finds it.
    return placed.success ? { kind: "placed", order: placed.data.order } : { kind: "network" };
  }
  const refusal = refusalOf(response.status, json);
  if (refusal) return refusal;
  if (response.status === 429) return rateLimited(response);
  return { kind: "failed", status: response.status };
}

/**
 * A refusal the checkout knows, read from its body; one whose body is not what its `error` promises
 * is taken as no answer (the same key may go again); undefined for any other answer.
 */
function refusalOf(status: number, json: unknown): PlaceOrderOutcome | undefined {
  const code = refusalCodeSchema.safeParse(json);
  const schema = code.success ? REFUSALS.get(status)?.get(code.data.error) : undefined;
  if (!schema) return undefined;
  const refusal = schema.safeParse(json);
  return refusal.success ? refusal.data : { kind: "network" };
}

type PostAnswer = { kind: "answered"; response: Response; body: unknown } | { kind: "network" };

/** A lost connection, or an answer cut off before its body, is a network failure: the same key may be sent again. */
async function postJson(url: string, body: unknown): Promise<PostAnswer> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return { kind: "answered", response, body: parseJson(text) };
  } catch {
    return { kind: "network" };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function rateLimited(response: Response): { kind: "rateLimited"; retryAfterSeconds: number | null } {
  return { kind: "rateLimited", retryAfterSeconds: retryAfterSeconds(response.headers.get("Retry-After")) };
}

/** Retry-After as seconds ("120") or an HTTP date; null when missing or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}
