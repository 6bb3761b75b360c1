import express, { type Request, type RequestHandler, type Response } from "express";
import type { CatalogSnapshot } from "~/features/catalog/index.server";
import { cartQuoteRequestSchema, type CartQuote } from "~/features/orders/cart-quote";
import { MAX_ORDER_BODY_BYTES } from "~/features/orders/order-limits";
import { INVALID_FIELD, parseOrderRequest, type OrderRequest } from "~/features/orders/order-request";
import { wakeNotices } from "~/features/notices/index.server";
import { wakeOrderWebhook } from "~/features/orders/order-webhook.server";
import {
  hashOrderRequest,
  offeredWindows,
  quoteCart,
  replayOf,
  type PlaceOrderOutcome,
} from "~/features/orders/index.server";
import { placeOrder } from "~/flows/place-order.server";
import { retryOnConnectionLoss, type Database } from "~/utils/db.server";
import { noteNumbersGiven } from "~/utils/numbers-given.server";
import { DatabaseRateLimiter, reservePoints } from "~/utils/rate-limits.server";
import { answerBodyRefusals, readJsonBody } from "./json-requests";
import { ORDER_OUTCOME } from "./metrics";
import { refuseTooMany, requestAddress, withinAddressLimit } from "./request-limits";
import type { StoreServices } from "./services";

export interface OrderLimits {
  /** Orders one address, and one phone number, may place per window (ORDER_RATE_LIMIT). */
  ordersPerWindow: number;
  windowMs: number;
}

const TEN_MINUTES = 10 * 60_000;
/** Failed attempts count too, more loosely: a shopper fixing a typo tries again. */
const ATTEMPTS_PER_ORDER = 10;
/** The checkout page quotes on every cart change; a minute of frantic editing stays well under this. */
const QUOTES_PER_MINUTE = 120;

interface OrderLimiters {
  attemptsPerAddress: DatabaseRateLimiter;
  newOrdersPerAddress: DatabaseRateLimiter;
  newOrdersPerPhone: DatabaseRateLimiter;
}

/**
 * POST /api/orders, POST /api/orders/quote and GET /api/orders/windows (DESIGN §6). First the refusals that cost no database
 * work: 403 another site, 415 not JSON, 413 over 32 KB, 400 malformed, 422 invalid. Then a key seen
 * before gets its first answer (200 the same order, or 422 for another body) before any limit counts
 * it. Then 429 too many, counted in the database by every app server alike (decision 0014); then
 * 201 new order, 409 a price rose since the shopper saw it or not enough stock, or 422 over the
 * store's caps.
 */
export function ordersApi(
  services: Pick<StoreServices, "database" | "env" | "catalog">,
  limits: OrderLimits = { ordersPerWindow: services.env.ORDER_RATE_LIMIT, windowMs: TEN_MINUTES },
): express.Router {
  const { db } = services.database;
  const { ordersPerWindow: points, windowMs } = limits;
  const quotesPerAddress = new DatabaseRateLimiter(db, {
    name: "quotes-address",
    points: QUOTES_PER_MINUTE,
    windowMs: 60_000,
  });
  const orderLimiters: OrderLimiters = {
    attemptsPerAddress: new DatabaseRateLimiter(db, {
      name: "order-attempts-address",
      points: points * ATTEMPTS_PER_ORDER,
      windowMs,
    }),
    newOrdersPerAddress: new DatabaseRateLimiter(db, { name: "new-orders-address", points, windowMs }),
    newOrdersPerPhone: new DatabaseRateLimiter(db, { name: "new-orders-phone", points, windowMs }),
  };
  const router = express.Router();
  const readJson = readJsonBody(MAX_ORDER_BODY_BYTES, INVALID_FIELD);
  router.post("/quote", ...readJson, answerQuote(db, services.catalog, quotesPerAddress));
  router.get("/windows", answerWindows(db));
  router.post("/", ...readJson, answerOrder(db, services.catalog, orderLimiters));
  router.use(answerBodyRefusals);
  return router;
}

/** 422 invalid; a key seen before gets its first answer before any limit counts it; else a new order. */
function answerOrder(
  db: Database,
  catalog: StoreServices["catalog"],
  limiters: OrderLimiters,
): RequestHandler {
  return async (req, res) => {
    const parsed = parseOrderRequest(req.body);
    if (!parsed.ok) {
      res.status(422).json({ error: "validation", fieldErrors: parsed.fieldErrors });
      return;
    }
    const order = parsed.request;
    // A checkout sent again is not a new order: a shopper whose connection dropped must get theirs back.
    const earlier = await replayOf(db, order.idempotencyKey, hashOrderRequest(order));
    if (earlier) sendOrderAnswer(res, earlier);
    else await answerNewOrder(order, { db, catalog, limiters, req, res });
  };
}

interface NewOrderContext {
  db: Database;
  catalog: StoreServices["catalog"];
  limiters: OrderLimiters;
  req: Request;
  res: Response;
}

async function answerNewOrder(order: OrderRequest, { db, catalog, limiters, req, res }: NewOrderContext) {
  if (!(await withinAddressLimit(limiters.attemptsPerAddress, req, res))) return;
  // Taken before placing, so concurrent orders cannot all slip under the limit; given back unless an order is made.
  const reservation = await reservePoints([
    [limiters.newOrdersPerAddress, requestAddress(req)],
    [limiters.newOrdersPerPhone, order.customer.phone],
  ]);
  if (!reservation.ok) return refuseTooMany(res, reservation.retryAfterSeconds);
  // Safe to repeat on a new connection: a repeat with the same key is answered with the order made.
  const outcome = await retryOnConnectionLoss(() => placeOrder(db, order)).catch(async (error: unknown) => {
    await reservation.giveBack();
    throw error;
  });
  // The store hears of a new order at once, not at the worker's next poll.
  if (outcome.kind === "created") {
    wakeOrderWebhook();
    wakeNotices();
    noteNumbersGiven();
  } else await reservation.giveBack();
  // Stock moved (or was found short): this server's pages show it at once; others hear it announced.
  if (outcome.kind === "created" || outcome.kind === "stock")
    catalog
      .stockChangedHere(order.items.map((item) => item.id))
      .catch((error: unknown) => res.log.error({ err: error }, "catalogue refresh failed"));
  sendOrderAnswer(res, outcome);
}

function sendOrderAnswer(res: Response, outcome: PlaceOrderOutcome): void {
  const { status, body } = orderAnswer(outcome);
  res.locals[ORDER_OUTCOME] = outcome.kind;
  res.status(status).set("Cache-Control", "no-store").json(body);
}

function orderAnswer(outcome: PlaceOrderOutcome): { status: number; body: unknown } {
  switch (outcome.kind) {
    case "created":
      return { status: 201, body: outcome.order };
    case "replayed":
      return { status: 200, body: outcome.order };
    case "stock":
      return { status: 409, body: { error: "stock", lines: outcome.lines } };
    case "price_changed": {
      // How the deals moved (a code that no longer applies, a smaller discount), when they did.
      const { lines, deals } = outcome;
      return { status: 409, body: { error: "price_changed", lines, ...(deals ? { deals } : {}) } };
    }
    case "too_large":
      return {
        status: 422,
        body: { error: "order_too_large", message: outcome.message, limits: outcome.caps },
      };
    case "invalid":
      return { status: 422, body: { error: "validation", fieldErrors: outcome.fieldErrors } };
    case "key_reused":
      return { status: 422, body: { error: "idempotency_key_reused" } };
  }
}

/** GET /api/orders/windows: the delivery and pickup windows checkout offers now, and which are full. */
function answerWindows(db: Database): RequestHandler {
  return async (_req, res) => {
    const windows = await retryOnConnectionLoss(() => offeredWindows(db));
    res.set("Cache-Control", "no-store").json(windows);
  };
}

function answerQuote(
  db: Database,
  catalog: StoreServices["catalog"],
  quotesPerAddress: DatabaseRateLimiter,
): RequestHandler {
  return async (req, res) => {
    const parsed = cartQuoteRequestSchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(422).json({ error: "validation" });
      return;
    }
    if (!(await withinAddressLimit(quotesPerAddress, req, res))) return;
    const quote = await retryOnConnectionLoss(() => quoteCart(db, parsed.data));
    res.set("Cache-Control", "no-store").json(withImageVersions(quote, catalog.current));
  };
}

/** Each line's picture version, from the snapshot every other picture's URL is written from. */
function withImageVersions(quote: CartQuote, snapshot: CatalogSnapshot): CartQuote {
  return {
    ...quote,
    lines: quote.lines.map((line) => {
      const version = snapshot.sizeById.get(line.id)?.size.imageVersion;
      return version ? { ...line, imgVersion: version } : line;
    }),
  };
}
