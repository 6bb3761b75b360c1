import { afterEach, describe, expect, it, vi } from "vitest";
import { placeOrder, requestQuote, retryAfterSeconds } from "./order-client";

const BODY = {
  idempotencyKey: "0123456789abcdef0123456789abcdef",
  customer: { name: "Ana", phone: "305 555 0188" },
  fulfilment: { method: "pickup" as const },
  items: [{ id: "a", quantity: 1 }],
  paymentMethod: "cash" as const,
  tipPercent: 0,
};

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetch = vi.fn(
    async () => new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe("placeOrder: every answer of POST /api/orders (DESIGN §6)", () => {
  it("posts JSON to /api/orders and reads a 201", async () => {
    const fetch = answer(201, { order: { number: "1042", status: "received", totalCents: 2140 } });
    expect(await placeOrder(BODY)).toEqual({
      kind: "placed",
      order: { number: "1042", status: "received", totalCents: 2140 },
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/orders");
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(init.body))).toEqual(BODY);
  });

  it("reads the same key's 200 as the same order", async () => {
    answer(200, { order: { number: "1042", status: "received", totalCents: 2140 } });
    expect(await placeOrder(BODY)).toMatchObject({ kind: "placed", order: { number: "1042" } });
  });

  it("reads 409 lines, 422 field errors and a reused key apart", async () => {
    answer(409, { error: "stock", lines: [{ id: "a", requested: 3, available: 1 }] });
    expect(await placeOrder(BODY)).toEqual({
      kind: "stock",
      lines: [{ id: "a", requested: 3, available: 1 }],
    });
    answer(422, { error: "validation", fieldErrors: { "customer.phone": ["Enter a US phone number."] } });
    expect(await placeOrder(BODY)).toEqual({
      kind: "invalid",
      fieldErrors: { "customer.phone": ["Enter a US phone number."] },
    });
    answer(422, { error: "idempotency_key_reused" });
    expect(await placeOrder(BODY)).toEqual({ kind: "keyReused" });
  });

  it("reads 429 with its Retry-After", async () => {
    answer(429, { error: "rate_limited" }, { "Retry-After": "300" });
    expect(await placeOrder(BODY)).toEqual({ kind: "rateLimited", retryAfterSeconds: 300 });
  });

  it("calls a lost connection, or a 201 cut off before its body, a network failure", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect(await placeOrder(BODY)).toEqual({ kind: "network" });
    answer(201, '{"order": {"numb');
    expect(await placeOrder(BODY)).toEqual({ kind: "network" });
  });

  it("takes an answer whose body is not what its status promises as no answer: the same key may go again", async () => {
    const bodies: Array<[number, unknown]> = [
      [201, { order: { number: 1042, status: "received", totalCents: 2140 } }],
      [201, { order: { number: "1042", statusUrl: 7 } }],
      [201, ["1042"]],
      [409, { error: "stock", lines: [{ id: "a", requested: "3", available: 1 }] }],
      [409, { error: "price_changed", lines: "all" }],
      [422, { error: "validation", fieldErrors: { "customer.phone": "bad" } }],
      [422, { error: "order_too_large" }],
    ];
    for (const [status, body] of bodies) {
      answer(status, body);
      expect(await placeOrder(BODY), JSON.stringify(body)).toEqual({ kind: "network" });
    }
  });

  it("calls a refusal it does not know a failure with its status, whatever its name", async () => {
    for (const error of ["stock_low", "constructor", "__proto__"]) {
      answer(409, { error });
      expect(await placeOrder(BODY)).toEqual({ kind: "failed", status: 409 });
    }
  });

  it("calls 400, 413, 415 and 500 failures with their status", async () => {
    for (const status of [400, 413, 415, 500]) {
      answer(status, status === 500 ? "<html>" : { error: "x" });
      expect(await placeOrder(BODY)).toEqual({ kind: "failed", status });
    }
  });
});

describe("requestQuote", () => {
  it("posts the items to /api/orders/quote and reads the quote", async () => {
    const quote = { lines: [], unknownIds: ["x"] };
    const fetch = answer(200, quote);
    expect(await requestQuote({ items: [{ id: "x", quantity: 1 }] })).toEqual({ kind: "quoted", quote });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/orders/quote");
    expect(JSON.parse(String(init.body))).toEqual({ items: [{ id: "x", quantity: 1 }] });
  });

  it("takes a quote with a wrong field, or a body that is not a quote, as no answer", async () => {
    for (const body of [
      { lines: [{ id: "x" }], unknownIds: [] },
      { lines: [], unknownIds: "x" },
      "quote",
      null,
    ]) {
      answer(200, body);
      expect(await requestQuote({ items: [{ id: "x", quantity: 1 }] }), JSON.stringify(body)).toEqual({
        kind: "network",
      });
    }
  });

  it("reads 429 and other failures", async () => {
    answer(429, { error: "rate_limited" }, { "Retry-After": "30" });
    expect(await requestQuote({ items: [{ id: "x", quantity: 1 }] })).toEqual({
      kind: "rateLimited",
      retryAfterSeconds: 30,
    });
    answer(503, "");
    expect(await requestQuote({ items: [{ id: "x", quantity: 1 }] })).toEqual({
      kind: "failed",
      status: 503,
    });
  });
});

describe("Retry-After", () => {
  it("reads seconds or an HTTP date, and nothing else", () => {
    const now = Date.parse("2026-11-22T10:00:00Z");
    expect(retryAfterSeconds("120", now)).toBe(120);
    expect(retryAfterSeconds("Sun, 22 Nov 2026 10:05:00 GMT", now)).toBe(300);
    expect(retryAfterSeconds("Sun, 22 Nov 2026 09:05:00 GMT", now)).toBe(0);
    expect(retryAfterSeconds("soon", now)).toBeNull();
    expect(retryAfterSeconds(null, now)).toBeNull();
  });
});
