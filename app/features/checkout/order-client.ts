import type { CartQuote, CartQuoteRequest } from "~/features/orders/cart-quote";
import type { FieldErrors, OrderRequestInput } from "~/features/orders/order-request";

/** The 201 (or, for a key sent again, 200) answer of POST /api/orders. */
export interface PlacedOrder {
  number: string;
  status: string;
  totalCents: number;
  statusUrl?: string;
}

export type StockLine = { id: string; requested: number; available: number };

/** Every way an attempt can end, as the checkout page tells the shopper. */
export type PlaceOrderOutcome =
  | { kind: "placed"; order: PlacedOrder }
  | { kind: "stock"; lines: StockLine[] }
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
export async function requestQuote(items: CartQuoteRequest["items"]): Promise<QuoteOutcome> {
  const answer = await postJson("/api/orders/quote", { items });
  if (answer.kind !== "answered") return answer;
  const { response, body } = answer;
  if (response.ok) return { kind: "quoted", quote: body as CartQuote };
  if (response.status === 429) return rateLimited(response);
  return { kind: "failed", status: response.status };
}

/** POST /api/orders, once per call: the caller decides about retries and keeps the attempt key. */
export async function placeOrder(body: OrderRequestInput): Promise<PlaceOrderOutcome> {
  const answer = await postJson("/api/orders", body);
  if (answer.kind !== "answered") return answer;
  const { response, body: json } = answer;
  const payload = (json ?? {}) as Record<string, unknown>;
  if (response.status === 200 || response.status === 201) {
    const order = payload.order as PlacedOrder | undefined;
    // The order may exist even though its answer was cut off: sending the same key again finds it.
    return order?.number ? { kind: "placed", order } : { kind: "network" };
  }
  if (response.status === 409 && payload.error === "stock") {
    return { kind: "stock", lines: payload.lines as StockLine[] };
  }
  if (response.status === 422 && payload.error === "idempotency_key_reused") return { kind: "keyReused" };
  if (response.status === 422 && payload.error === "validation") {
    return { kind: "invalid", fieldErrors: payload.fieldErrors as FieldErrors };
  }
  if (response.status === 429) return rateLimited(response);
  return { kind: "failed", status: response.status };
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
