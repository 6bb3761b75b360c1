import { createHash, randomBytes } from "node:crypto";
import { sql, type Selectable, type Transaction } from "kysely";
import type { OrderLineTable, OrderTable, StoreDatabase } from "../../../db/schema";
import { isGiftBoxLabel, priceAt, saleOfRow } from "~/features/catalog";
import type { DealLine, DealsPricing } from "~/features/deals";
import { caseRulesInForce, codeDeal } from "~/features/deals/index.server";
import { MAX_PER_LINE, maxQuantity } from "~/features/inventory";
import { callDueAt, store } from "~/features/store";
import type { StockShortfall } from "~/features/inventory/index.server";
import { announceStoreChange } from "~/utils/store-changes.server";
import { isPostgres } from "../../../db/migrations/dialect";
import type { Database } from "~/utils/db.server";
import type {
  CartQuote,
  CartQuoteRequest,
  DealChange,
  PriceChange,
  QuotedLine,
  QuoteDeals,
} from "./cart-quote";
import {
  deliveryMinimumBreach,
  orderCapBreach,
  priceOrder,
  STORE_ORDER_CAPS,
  STORE_PRICING,
  type OrderCaps,
  type OrderDeals,
  type OrderTotals,
  type PricingRules,
} from "./order-pricing";
import { mergeOrderLines, type FieldErrors, type MergedOrderLine, type OrderRequest } from "./order-request";
import { orderPlacedPayload, orderResponse, type OrderResponse, type StoredOrder } from "./order-summary";
import type { OrderWindow, WindowConfig } from "./order-windows";
import { takeWindowPlace } from "./order-windows.server";
import { normalizeUsPhone } from "~/utils/us-phone";

/**
 * Placing an order (DESIGN §5, §6, §11): every price read from the database, every total computed
 * here in cents, stock taken first (so a refused order never takes an order number), and the order,
 * its lines, its first event and its outbox row written in the same transaction, or nothing. A price
 * that rose above the one the shopper saw, or an order over the store's caps, is refused first.
 */

export type PlaceOrderOutcome =
  | { kind: "created"; order: OrderResponse }
  | { kind: "replayed"; order: OrderResponse }
  | { kind: "stock"; lines: StockShortfall[] }
  | { kind: "price_changed"; lines: PriceChange[]; deals?: DealChange }
  | { kind: "too_large"; message: NonNullable<ReturnType<typeof orderCapBreach>>; caps: OrderCaps }
  | { kind: "invalid"; fieldErrors: FieldErrors }
  | { kind: "key_reused" };

export interface PlaceOrderOptions {
  now?: Date;
  rules?: PricingRules;
  caps?: OrderCaps;
  /** The store's hours and windows (a test's own). */
  windows?: WindowConfig;
}

/** An order that passed every check: what it will store, and the counted stock it must take first. */
export interface AcceptedOrder {
  kind: "accepted";
  request: OrderRequest;
  requestHash: string;
  lines: ReadonlyArray<MergedOrderLine & { size: SizeOnSale }>;
  totals: OrderTotals;
  /** What the deals came to: the case discount and the code (the flow claims its use). */
  deals: DealsPricing;
  code: string | null;
  /** The lines whose stock is counted: the inventory takes these before the order is written. */
  countedStock: Array<{ id: string; quantity: number }>;
  /** The delivery or pickup window it holds a place in; null: as soon as possible. */
  window: OrderWindow | null;
  now: Date;
}

/** Thrown inside the checks; turned into its outcome before it leaves this file. */
class OrderRefused extends Error {
  constructor(readonly outcome: PlaceOrderOutcome) {
    super(outcome.kind);
  }
}

/**
 * The order a key already made, the same body as the first answer; a different body under that key
 * is refused. The orders API asks first, so a retry is answered before any limit counts it.
 */
export async function replayOf(
  db: Database | Transaction<StoreDatabase>,
  key: string,
  requestHash: string,
): Promise<PlaceOrderOutcome | null> {
  const order = await db
    .selectFrom("orders")
    .selectAll()
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
  if (!order) return null;
  if (order.request_hash !== requestHash) return { kind: "key_reused" };
  return { kind: "replayed", order: orderResponse(await storedOrder(db, order.id)) };
}

/**
 * Everything placing an order checks before it takes stock, inside the order's transaction: the
 * key's earlier order, sizes on sale, prices the shopper saw, gift boxes, the caps and the delivery
 * minimum. Writes nothing; answers the order to record, or why there is none.
 */
export async function checkOrder(
  trx: Transaction<StoreDatabase>,
  request: OrderRequest,
  requestHash: string,
  { now = new Date(), rules = STORE_PRICING, caps = STORE_ORDER_CAPS, windows = store }: PlaceOrderOptions,
): Promise<AcceptedOrder | PlaceOrderOutcome> {
  // Submissions of one key take turns here, so a repeat finds the order instead of losing a race
  // for the key (which would cost an order number on PostgreSQL).
  await lockIdempotencyKey(trx, request.idempotencyKey);
  const earlier = await replayOf(trx, request.idempotencyKey, requestHash);
  if (earlier) return earlier;
  try {
    const lines = await pricedLines(trx, request, caps, rules, now);
    const { deals, code } = await dealsFor(trx, request, now);
    const priced = priceOrder(
      dealLinesOf(lines),
      deals,
      { fulfilment: request.fulfilment.method, tipPercent: request.tipPercent },
      rules,
    );
    refuseMovedPrices(lines, dealChange(request, code, priced));
    const countedStock = lines
      .filter((line) => line.size.inventory !== null)
      .map((line) => ({ id: line.id, quantity: line.quantity }));
    const place = await takeWindowPlace(trx, request.fulfilment, now, windows);
    if ("refused" in place) return { kind: "invalid", fieldErrors: place.refused };
    return {
      kind: "accepted",
      request,
      requestHash,
      lines,
      totals: priced.totals,
      deals: priced.deals,
      code: code?.ok ? code.deal.code : null,
      countedStock,
      window: place.window,
      now,
    };
  } catch (error) {
    if (error instanceof OrderRefused) return error.outcome;
    throw error;
  }
}

async function pricedLines(
  trx: Transaction<StoreDatabase>,
  request: OrderRequest,
  caps: OrderCaps,
  rules: PricingRules,
  now: Date,
): Promise<Array<MergedOrderLine & { size: SizeOnSale }>> {
  const lines = mergeOrderLines(request.items);
  const sizes = await sizesOnSale(
    trx,
    lines.map((line) => line.id),
    now,
  );
  refuseUnknownSizes(lines, sizes);
  const priced = lines.flatMap((line) => {
    const size = sizes.get(line.id);
    return size ? [{ ...line, size }] : [];
  });
  refuseGiftBoxWithoutOne(request, priced);
  const amounts = priced.map((line) => ({ unitPriceCents: line.size.price_cents, quantity: line.quantity }));
  const breach = orderCapBreach(amounts, caps);
  if (breach) throw new OrderRefused({ kind: "too_large", message: breach, caps });
  const belowMinimum = deliveryMinimumBreach(amounts, request.fulfilment.method, rules);
  if (belowMinimum)
    throw new OrderRefused({ kind: "invalid", fieldErrors: { "fulfilment.method": [belowMinimum] } });
  return priced;
}

/**
 * What a placed order leaves once its stock is taken, in the order's transaction: the order row,
 * its lines, the "placed" event of its history, and the order.placed message the outbox delivers
 * once it commits.
 */
export async function recordOrder(
  trx: Transaction<StoreDatabase>,
  accepted: AcceptedOrder,
): Promise<StoredOrder> {
  const { lines, now } = accepted;
  const placed = await insertOrder(trx, accepted);
  const storedLines = await trx
    .insertInto("order_line")
    .values(
      lines.map((line) => ({
        order_id: placed.id,
        size_id: line.id,
        product_name: line.size.product_name,
        product_route: line.size.product_route,
        size_label: line.size.label,
        unit_price_cents: line.size.price_cents,
        regular_price_cents: line.size.regular_price_cents,
        quantity: line.quantity,
        line_total_cents: line.size.price_cents * line.quantity,
        stock_taken: line.size.inventory === null ? 0 : 1,
        substitution: line.substitution,
      })),
    )
    .returningAll()
    .execute();
  await trx
    .insertInto("order_event")
    .values({
      order_id: placed.id,
      kind: "placed",
      from_status: null,
      to_status: "received",
      actor: "shopper",
      note: null,
      created_at: now.toISOString(),
    })
    .execute();
  // As stored, from what the inserts returned rather than reading the rows back.
  const order = storedOrderOf(placed, storedLines);
  await trx
    .insertInto("outbox")
    .values({
      topic: "order.placed",
      order_id: placed.id,
      payload: JSON.stringify(orderPlacedPayload(order)),
      next_attempt_at: now.toISOString(),
      created_at: now.toISOString(),
    })
    .execute();
  await announceStoreChange(trx, { kind: "outbox" });
  return order;
}

/** PostgreSQL: a lock on the key's hash until commit. SQLite: BEGIN IMMEDIATE already made this transaction the only writer. */
async function lockIdempotencyKey(trx: Transaction<StoreDatabase>, key: string): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

export interface SizeOnSale {
  id: string;
  label: string;
  /** The price now: the sale price while a sale runs. */
  price_cents: number;
  regular_price_cents: number;
  /** When the running sale ends; null with none, or one without an end. */
  sale_ends_at: string | null;
  type_slug: string;
  subtype_slug: string;
  inventory: number | null;
  image_path: string;
  product_name: string;
  product_route: string;
  /** The size's product sells a size in a gift box today. */
  gift_box: boolean;
}

/** Sizes the store sells at `now`, by id, at their prices then; a retired size or product is not sold. */
export async function sizesOnSale(
  db: Database | Transaction<StoreDatabase>,
  ids: readonly string[],
  now: Date = new Date(),
): Promise<Map<string, SizeOnSale>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("product_size")
    .innerJoin("product", "product.id", "product_size.product_id")
    .select([
      "product_size.id",
      "product_size.label",
      "product_size.price_cents",
      "product_size.inventory",
      "product_size.image_path",
      "product_size.sale_price_cents",
      "product_size.sale_starts_at",
      "product_size.sale_ends_at",
      "product.id as product_id",
      "product.name as product_name",
      "product.route as product_route",
      "product.type_slug",
      "product.subtype_slug",
    ])
    .where("product_size.id", "in", [...ids])
    .where("product_size.retired", "=", 0)
    .where("product.retired", "=", 0)
    .execute();
  const withGiftBox = await productsWithGiftBox(db, [...new Set(rows.map((row) => row.product_id))]);
  return new Map(
    rows.map(({ product_id, sale_price_cents, sale_starts_at, sale_ends_at, ...row }) => {
      const sale = saleOfRow({ sale_price_cents, sale_starts_at, sale_ends_at });
      const price = priceAt({ priceCents: row.price_cents, sale }, now);
      const size: SizeOnSale = {
        ...row,
        price_cents: price.priceCents,
        regular_price_cents: row.price_cents,
        sale_ends_at: price.saleEndsAt,
        gift_box: withGiftBox.has(product_id),
      };
      return [row.id, size];
    }),
  );
}

/** Of these products, those that sell a size in a gift box today (its label says so, as on the product page). */
async function productsWithGiftBox(
  db: Database | Transaction<StoreDatabase>,
  productIds: readonly number[],
): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const sizes = await db
    .selectFrom("product_size")
    .select(["product_id", "label"])
    .where("product_id", "in", [...productIds])
    .where("retired", "=", 0)
    .execute();
  return new Set(sizes.filter((size) => isGiftBoxLabel(size.label)).map((size) => size.product_id));
}

/** A gift box is packed from a product's gift-box size: an order with none of those cannot ask for one. */
function refuseGiftBoxWithoutOne(request: OrderRequest, lines: ReadonlyArray<{ size: SizeOnSale }>): void {
  if (request.gift?.giftBox && !lines.some((line) => line.size.gift_box))
    throw new OrderRefused({
      kind: "invalid",
      fieldErrors: { "gift.giftBox": ["order.giftBoxUnavailable"] },
    });
}

/**
 * The shopper confirms a higher price before paying it (a sale that ended while they checked out,
 * a smaller discount, a code that ran out); a lower one is simply charged. Every line whose price
 * moved is named, so checkout shows the whole picture at once.
 */
function refuseMovedPrices(
  lines: ReadonlyArray<MergedOrderLine & { size: SizeOnSale }>,
  deals: DealChange | null,
): void {
  const moved = lines.flatMap(({ id, seenUnitPriceCents, size }): PriceChange[] =>
    seenUnitPriceCents === undefined || seenUnitPriceCents === size.price_cents
      ? []
      : [{ id, seenUnitPriceCents, unitPriceCents: size.price_cents }],
  );
  if (deals || moved.some((line) => line.unitPriceCents > line.seenUnitPriceCents))
    throw new OrderRefused({ kind: "price_changed", lines: moved, ...(deals ? { deals } : {}) });
}

/** The case rules in force and the order's code, if it names one. */
async function dealsFor(
  trx: Transaction<StoreDatabase>,
  request: OrderRequest,
  now: Date,
): Promise<{ deals: OrderDeals; code: CodeAnswer | null }> {
  const [caseRules, code] = await Promise.all([
    caseRulesInForce(trx),
    request.dealCode === undefined
      ? null
      : codeAnswer(trx, request.dealCode, { phone: request.customer.phone, now }),
  ]);
  return { deals: { caseRules, code: code?.ok ? code.deal : null }, code };
}

type CodeAnswer = NonNullable<QuoteDeals["code"]>;

async function codeAnswer(
  db: Database | Transaction<StoreDatabase>,
  typed: string,
  shopper: { phone: string | null; now: Date },
): Promise<CodeAnswer> {
  const answer = await codeDeal(db, typed, shopper);
  return answer.ok ? answer : { ok: false, code: typed, refusal: answer.refusal };
}

/** How the deals moved from what checkout showed: a code that no longer applies, or a smaller discount; null when neither. */
function dealChange(
  request: OrderRequest,
  code: CodeAnswer | null,
  priced: { deals: DealsPricing; totals: OrderTotals },
): DealChange | null {
  const { discountCents } = priced.totals;
  const codeRefusal = code && !code.ok ? code.refusal : priced.deals.codeRefusal;
  const less = request.seenDiscountCents !== undefined && discountCents < request.seenDiscountCents;
  if (!codeRefusal && !less) return null;
  return {
    discountCents,
    ...(request.seenDiscountCents === undefined ? {} : { seenDiscountCents: request.seenDiscountCents }),
    ...(codeRefusal && request.dealCode !== undefined
      ? { code: { code: request.dealCode, refusal: codeRefusal } }
      : {}),
  };
}

/** The lines as the deals price them: each size's regular and sale price, and what a case rule counts. */
function dealLinesOf(lines: ReadonlyArray<MergedOrderLine & { size: SizeOnSale }>): DealLine[] {
  return lines.map(({ id, quantity, size }) => dealLineOf(id, quantity, size));
}

function dealLineOf(sizeId: string, quantity: number, size: SizeOnSale): DealLine {
  return {
    sizeId,
    quantity,
    typeSlug: size.type_slug,
    subtypeSlug: size.subtype_slug,
    regularCents: size.regular_price_cents,
    saleCents: size.price_cents < size.regular_price_cents ? size.price_cents : null,
  };
}

function refuseUnknownSizes(lines: readonly MergedOrderLine[], sizes: Map<string, SizeOnSale>): void {
  const fieldErrors: FieldErrors = {};
  for (const line of lines) {
    if (!sizes.has(line.id)) fieldErrors[`items.${line.firstIndex}.id`] = ["order.sizeNotSold"];
    else if (line.quantity > MAX_PER_LINE)
      fieldErrors[`items.${line.firstIndex}.quantity`] = ["order.quantityMax"];
  }
  if (Object.keys(fieldErrors).length > 0) throw new OrderRefused({ kind: "invalid", fieldErrors });
}

async function insertOrder(
  trx: Transaction<StoreDatabase>,
  { request, requestHash, totals, deals, code, window, now }: AcceptedOrder,
): Promise<Selectable<OrderTable>> {
  const delivery = request.fulfilment.method === "delivery" ? request.fulfilment : null;
  const { id } = await trx
    .insertInto("orders")
    .values({
      idempotency_key: request.idempotencyKey,
      request_hash: requestHash,
      status_token: randomBytes(16).toString("hex"),
      status: "received",
      customer_name: request.customer.name,
      customer_phone: request.customer.phone,
      customer_email: request.customer.email ?? null,
      fulfilment: request.fulfilment.method,
      address: delivery?.address ?? null,
      unit: delivery?.unit ?? null,
      zip: delivery?.zip ?? null,
      notes: request.notes ?? null,
      payment_method: request.paymentMethod,
      tip_percent: request.tipPercent,
      subtotal_cents: totals.subtotalCents,
      case_discount_cents: deals.caseDiscount?.cents ?? 0,
      case_rule_name: deals.caseDiscount?.name ?? null,
      code_discount_cents: deals.codeCents,
      deal_code: code,
      tax_cents: totals.taxCents,
      delivery_fee_cents: totals.deliveryFeeCents,
      tip_cents: totals.tipCents,
      total_cents: totals.totalCents,
      language: request.language ?? "en",
      gift_recipient_name: request.gift?.recipientName ?? null,
      gift_recipient_phone: request.gift?.recipientPhone ?? null,
      gift_message: request.gift?.message ?? null,
      gift_box: request.gift?.giftBox ? 1 : 0,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      // Due at once while the store is open, else when it opens (issue #31).
      next_call_at: callDueAt(now, store).toISOString(),
      window_start: window?.start ?? null,
      window_end: window?.end ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return trx
    .updateTable("orders")
    .set({ number: orderNumber(id) })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** What the store says on the phone: short, and never 0 or 1 digits long. */
function orderNumber(id: number): string {
  return String(1000 + id);
}

/** The order with its lines, as stored: what the answer and the webhook are built from. */
export async function storedOrder(
  db: Database | Transaction<StoreDatabase>,
  orderId: number,
): Promise<StoredOrder> {
  const order = await db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
  const lines = await db.selectFrom("order_line").selectAll().where("order_id", "=", orderId).execute();
  return storedOrderOf(order, lines);
}

function storedOrderOf(order: Selectable<OrderTable>, lines: Array<Selectable<OrderLineTable>>): StoredOrder {
  return { ...order, lines: [...lines].sort((a, b) => a.id - b.id) };
}

/**
 * The request as the server understood it (after trimming and normalising), hashed: the same
 * checkout sent twice hashes the same even if the phone was typed differently the second time.
 * The shopper's choices for the staff (substitution, gift) are left out: a key sent again with other
 * choices is answered with the order it made, choices and all (decision 0042), and a body from before
 * the choices existed hashes as it did.
 */
export function hashOrderRequest(request: OrderRequest): string {
  const hashed = {
    ...request,
    gift: undefined,
    items: request.items.map((item) => ({ ...item, substitution: undefined })),
  };
  return createHash("sha256").update(canonicalJson(hashed)).digest("hex");
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/**
 * The cart's sizes at today's prices and stock, for the checkout page (POST /api/orders/quote),
 * with the deals it prices them with: the case rules in force, and the code typed, or why it does
 * not apply.
 */
export async function quoteCart(
  db: Database,
  { items, code, phone }: CartQuoteRequest,
  now: Date = new Date(),
): Promise<CartQuote> {
  const ids = [...new Set(items.map((item) => item.id))];
  const [sizes, caseRules, codeAnswered] = await Promise.all([
    sizesOnSale(db, ids, now),
    caseRulesInForce(db),
    code === undefined
      ? null
      : codeAnswer(db, code, { phone: phone === undefined ? null : normalizeUsPhone(phone), now }),
  ]);
  const lines: QuotedLine[] = [];
  const unknownIds: string[] = [];
  for (const id of ids) {
    const size = sizes.get(id);
    if (!size) {
      unknownIds.push(id);
      continue;
    }
    lines.push({
      id,
      route: size.product_route,
      name: size.product_name,
      size: size.label,
      img: size.image_path,
      unitPriceCents: size.price_cents,
      ...(size.price_cents < size.regular_price_cents
        ? { wasCents: size.regular_price_cents, saleEndsAt: size.sale_ends_at }
        : {}),
      typeSlug: size.type_slug,
      subtypeSlug: size.subtype_slug,
      available: maxQuantity(size.inventory),
      giftBox: size.gift_box,
    });
  }
  // Copies: the answer's arrays are the shopper's to read, not the rules' own.
  const rules = caseRules.map((rule) => ({ ...rule, counts: [...rule.counts], tiers: [...rule.tiers] }));
  return { lines, unknownIds, deals: { caseRules: rules, code: codeAnswered } };
}
