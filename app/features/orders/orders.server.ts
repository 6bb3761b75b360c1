import { createHash, randomBytes } from "node:crypto";
import { sql, type Selectable, type Transaction } from "kysely";
import type { OrderLineTable, OrderTable, StoreDatabase } from "../../../db/schema";
import { isGiftBoxLabel } from "~/features/catalog";
import { MAX_PER_LINE, maxQuantity } from "~/features/inventory";
import { callDueAt, store } from "~/features/store";
import type { StockShortfall } from "~/features/inventory/index.server";
import { announceStoreChange } from "~/utils/store-changes.server";
import { isPostgres } from "../../../db/migrations/dialect";
import type { Database } from "~/utils/db.server";
import type { CartQuote, PriceChange, QuotedLine } from "./cart-quote";
import {
  deliveryMinimumBreach,
  orderCapBreach,
  orderTotals,
  STORE_ORDER_CAPS,
  STORE_PRICING,
  type OrderCaps,
  type OrderTotals,
  type PricingRules,
} from "./order-pricing";
import { mergeOrderLines, type FieldErrors, type MergedOrderLine, type OrderRequest } from "./order-request";
import { orderPlacedPayload, orderResponse, type OrderResponse, type StoredOrder } from "./order-summary";
import type { OrderWindow, WindowConfig } from "./order-windows";
import { takeWindowPlace } from "./order-windows.server";

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
  | { kind: "price_changed"; lines: PriceChange[] }
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
    const lines = await pricedLines(trx, request, caps, rules);
    const totals = orderTotals(
      lines.map((line) => ({ unitPriceCents: line.size.price_cents, quantity: line.quantity })),
      { fulfilment: request.fulfilment.method, tipPercent: request.tipPercent },
      rules,
    );
    const countedStock = lines
      .filter((line) => line.size.inventory !== null)
      .map((line) => ({ id: line.id, quantity: line.quantity }));
    const place = await takeWindowPlace(trx, request.fulfilment, now, windows);
    if ("refused" in place) return { kind: "invalid", fieldErrors: place.refused };
    return { kind: "accepted", request, requestHash, lines, totals, countedStock, window: place.window, now };
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
): Promise<Array<MergedOrderLine & { size: SizeOnSale }>> {
  const lines = mergeOrderLines(request.items);
  const sizes = await sizesOnSale(
    trx,
    lines.map((line) => line.id),
  );
  refuseUnknownSizes(lines, sizes);
  const priced = lines.flatMap((line) => {
    const size = sizes.get(line.id);
    return size ? [{ ...line, size }] : [];
  });
  refuseRisenPrices(priced);
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
  price_cents: number;
  inventory: number | null;
  image_path: string;
  product_name: string;
  product_route: string;
  /** The size's product sells a size in a gift box today. */
  gift_box: boolean;
}

/** Sizes the store sells today, by id; a retired size or product is not on sale. */
export async function sizesOnSale(
  db: Database | Transaction<StoreDatabase>,
  ids: readonly string[],
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
      "product.id as product_id",
      "product.name as product_name",
      "product.route as product_route",
    ])
    .where("product_size.id", "in", [...ids])
    .where("product_size.retired", "=", 0)
    .where("product.retired", "=", 0)
    .execute();
  const withGiftBox = await productsWithGiftBox(db, [...new Set(rows.map((row) => row.product_id))]);
  return new Map(
    rows.map(({ product_id, ...row }) => [row.id, { ...row, gift_box: withGiftBox.has(product_id) }]),
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
 * The shopper confirms a higher price before paying it; a lower one is simply charged. Every line
 * whose price moved is named, so checkout shows the whole picture at once.
 */
function refuseRisenPrices(lines: ReadonlyArray<MergedOrderLine & { size: SizeOnSale }>): void {
  const moved = lines.flatMap(({ id, seenUnitPriceCents, size }): PriceChange[] =>
    seenUnitPriceCents === undefined || seenUnitPriceCents === size.price_cents
      ? []
      : [{ id, seenUnitPriceCents, unitPriceCents: size.price_cents }],
  );
  if (moved.some((line) => line.unitPriceCents > line.seenUnitPriceCents)) {
    throw new OrderRefused({ kind: "price_changed", lines: moved });
  }
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
  { request, requestHash, totals, window, now }: AcceptedOrder,
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

/** The cart's sizes at today's prices and stock, for the checkout page (POST /api/orders/quote). */
export async function quoteCart(
  db: Database,
  items: ReadonlyArray<{ id: string; quantity: number }>,
): Promise<CartQuote> {
  const ids = [...new Set(items.map((item) => item.id))];
  const sizes = await sizesOnSale(db, ids);
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
      available: maxQuantity(size.inventory),
      giftBox: size.gift_box,
    });
  }
  return { lines, unknownIds };
}
