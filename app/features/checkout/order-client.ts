import type { CartQuote, CartQuoteRequest, OrderRequestInput, WindowsAnswer } from "~/features/orders";
import type { PlaceOrderOutcome } from "./order-answers";

/**
 * The answers' schemas (and zod with them) arrive while the request is on its way: the page's first
 * load does not carry them (decision 0035).
 */
function orderAnswers() {
  // Not downloaded is as good as no answer: the same key may go again.
  return import("./order-answers").catch(() => null);
}

export type { PlaceOrderOutcome } from "./order-answers";

export type QuoteOutcome =
  | { kind: "quoted"; quote: CartQuote }
  | { kind: "rateLimited"; retryAfterSeconds: number | null }
  | { kind: "network" }
  | { kind: "failed"; status: number };

/** POST /api/orders/quote: today's prices and stock for the cart's sizes, and the deals, a code's among them. */
export function requestQuote(request: CartQuoteRequest): Promise<QuoteOutcome> {
  // The same lines asked again while their quote is on its way (checkout mounted twice on a busy
  // phone, a late storage event) share that quote: one request, one limit point.
  const key = JSON.stringify(request);
  let quote = quotesOnTheirWay.get(key);
  if (!quote) {
    quote = askQuote(request).finally(() => quotesOnTheirWay.delete(key));
    quotesOnTheirWay.set(key, quote);
  }
  return quote;
}

const quotesOnTheirWay = new Map<string, Promise<QuoteOutcome>>();

async function askQuote(request: CartQuoteRequest): Promise<QuoteOutcome> {
  const [answer, answers] = await Promise.all([postJson("/api/orders/quote", request), orderAnswers()]);
  if (answer.kind !== "answered" || !answers) return { kind: "network" };
  const { response, body } = answer;
  if (response.ok) {
    // An answer that is not a quote is as good as none.
    const quote = answers.quoteOf(body);
    return quote ? { kind: "quoted", quote } : { kind: "network" };
  }
  if (response.status === 429) return rateLimited(response);
  return { kind: "failed", status: response.status };
}

/** POST /api/orders, once per call: the caller decides about retries and keeps the attempt key. */
export async function placeOrder(body: OrderRequestInput): Promise<PlaceOrderOutcome> {
  const [answer, answers] = await Promise.all([postJson("/api/orders", body), orderAnswers()]);
  if (answer.kind !== "answered" || !answers) return { kind: "network" };
  const { response, body: json } = answer;
  if (response.status === 200 || response.status === 201) {
    const order = answers.placedOrderOf(json);
    // The order may exist even though its answer was cut off: sending the same key again finds it.
    return order ? { kind: "placed", order } : { kind: "network" };
  }
  const refusal = answers.refusalOf(response.status, json);
  if (refusal) return refusal;
  if (response.status === 429) return rateLimited(response);
  return { kind: "failed", status: response.status };
}

/** GET /api/orders/windows: the delivery and pickup windows offered now; null when they cannot be had. */
export async function requestWindows(): Promise<WindowsAnswer | null> {
  const [body, answers] = await Promise.all([
    fetch("/api/orders/windows", { headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? response.text() : ""))
      .then(parseJson)
      .catch(() => null),
    orderAnswers(),
  ]);
  return answers?.windowsOf(body) ?? null;
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
