import express, { type RequestHandler, type Response } from "express";
import { rateLimit, type Options } from "express-rate-limit";
import { cartQuoteRequestSchema } from "~/features/orders/cart-quote";
import { MAX_ORDER_BODY_BYTES, parseOrderRequest, type OrderRequest } from "~/features/orders/order-request";
import { wakeOrderWebhook } from "~/features/orders/order-webhook.server";
import { placeOrder, quoteCart, type PlaceOrderOutcome } from "~/features/orders/orders.server";
import { answerBodyRefusals, refuseOtherOrigins, requireJson } from "./json-requests";
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

/**
 * POST /api/orders and POST /api/orders/quote (DESIGN §6). Checks in this order, each answering
 * before any work: 429 too many, 403 another site, 415 not JSON, 413 over 32 KB, 400 malformed,
 * 422 invalid; then 201 new order, 200 same key again, 409 not enough stock.
 */
export function ordersApi(
  services: Pick<StoreServices, "database" | "env">,
  limits: OrderLimits = { ordersPerWindow: services.env.ORDER_RATE_LIMIT, windowMs: TEN_MINUTES },
): express.Router {
  const router = express.Router();
  const readJson = [
    refuseOtherOrigins,
    requireJson,
    express.json({ limit: MAX_ORDER_BODY_BYTES, strict: true }),
  ];
  router.post(
    "/quote",
    limiter({ windowMs: 60_000, limit: QUOTES_PER_MINUTE }),
    ...readJson,
    answerQuote(services),
  );
  router.post(
    "/",
    limiter({ windowMs: limits.windowMs, limit: limits.ordersPerWindow * ATTEMPTS_PER_ORDER }),
    // Counts only orders made, so a retry that replays an order or fixes a field is not held against anyone.
    limiter({ windowMs: limits.windowMs, limit: limits.ordersPerWindow, ...countOnlyNewOrders }),
    ...readJson,
    parseOrder,
    limiter({
      windowMs: limits.windowMs,
      limit: limits.ordersPerWindow,
      keyGenerator: (_req, res) => `phone ${orderOf(res).customer.phone}`,
      ...countOnlyNewOrders,
    }),
    answerOrder(services),
  );
  router.use(answerBodyRefusals);
  return router;
}

const countOnlyNewOrders: Partial<Options> = {
  skipFailedRequests: true,
  requestWasSuccessful: (_req, res) => res.statusCode === 201,
};

function limiter(options: Partial<Options>) {
  return rateLimit({
    standardHeaders: "draft-8",
    legacyHeaders: false,
    message: { error: "rate_limited" },
    ...options,
  });
}

const parseOrder: RequestHandler = (req, res, next) => {
  const parsed = parseOrderRequest(req.body);
  if (!parsed.ok) {
    res.status(422).json({ error: "validation", fieldErrors: parsed.fieldErrors });
    return;
  }
  res.locals.order = parsed.request;
  next();
};

function orderOf(res: Response): OrderRequest {
  return res.locals.order as OrderRequest;
}

function answerOrder(services: Pick<StoreServices, "database">): RequestHandler {
  return async (_req, res) => {
    const outcome = await placeOrder(services.database.db, orderOf(res));
    // The store hears of a new order at once, not at the worker's next poll.
    if (outcome.kind === "created") wakeOrderWebhook();
    const { status, body } = orderAnswer(outcome);
    res.status(status).set("Cache-Control", "no-store").json(body);
  };
}

function orderAnswer(outcome: PlaceOrderOutcome): { status: number; body: unknown } {
  switch (outcome.kind) {
    case "created":
      return { status: 201, body: outcome.order };
    case "replayed":
      return { status: 200, body: outcome.order };
    case "stock":
      return { status: 409, body: { error: "stock", lines: outcome.lines } };
    case "invalid":
      return { status: 422, body: { error: "validation", fieldErrors: outcome.fieldErrors } };
    case "key_reused":
      return { status: 422, body: { error: "idempotency_key_reused" } };
  }
}

function answerQuote(services: Pick<StoreServices, "database">): RequestHandler {
  return async (req, res) => {
    const parsed = cartQuoteRequestSchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(422).json({ error: "validation" });
      return;
    }
    const quote = await quoteCart(services.database.db, parsed.data.items);
    res.set("Cache-Control", "no-store").json(quote);
  };
}
