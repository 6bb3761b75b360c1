import { createHash, randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import type { StoreDatabase } from "../../../db/schema";
import { MAX_PER_LINE, maxQuantity } from "~/features/cart/cart-storage";
import { bumpCatalogRevision } from "~/features/catalog/catalog-repository.server";
import type { Database } from "~/utils/db.server";
import type { CartQuote, QuotedLine } from "./cart-quote";
import { orderTotals, STORE_PRICING, type OrderTotals, type PricingRules } from "./order-pricing";
import { mergeOrderLines, type FieldErrors, type OrderRequest } from "./order-request";
import { orderPlacedPayload, orderResponse, type OrderResponse, type StoredOrder } from "./order-summary";

/**
 * Placing an order (DESIGN §5, §6, §11): every price read from the database, every total computed
 * here in cents, stock taken with conditional updates in ascending size id order, and the order,
 * its lines, its first event and its outbox row written in the same transaction, or nothing.
 */

export type PlaceOrderOutcome =
  | { kind: "created"; order: OrderResponse }
  | { kind: "replayed"; order: OrderResponse }
  | { kind: "stock"; lines: StockShortfall[] }
  | { kind: "invalid"; fieldErrors: FieldErrors }
  | { kind: "key_reused" };

export interface StockShortfall {
  id: string;
  requested: number;
  available: number;
}

export interface PlaceOrderOptions {
  now?: Date;
  rules?: PricingRules;
}

export async function placeOrder(
  db: Database,
  request: OrderRequest,
  options: PlaceOrderOptions = {},
): Promise<PlaceOrderOutcome> {
  const requestHash = hashOrderRequest(request);
  const earlier = await replayOf(db, request.idempotencyKey, requestHash);
  if (earlier) return earlier;
  try {
    return await db.transaction().execute((trx) => writeOrder(trx, request, requestHash, options));
  } catch (error) {
    if (error instanceof OrderRefused) return error.outcome;
    // Another request with this key committed first: answer with its order.
    const raced = await replayOf(db, request.idempotencyKey, requestHash);
    if (raced) return raced;
    throw error;
  }
}

/** Thrown inside the transaction so that it rolls back; turned into its outcome outside. */
class OrderRefused extends Error {
  constructor(readonly outcome: PlaceOrderOutcome) {
    super(outcome.kind);
  }
}

/** The order a key already made, the same body as the first answer; a different body under that key is refused. */
async function replayOf(db: Database, key: string, requestHash: string): Promise<PlaceOrderOutcome | null> {
  const order = await db
    .selectFrom("orders")
    .selectAll()
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
  if (!order) return null;
  if (order.request_hash !== requestHash) return { kind: "key_reused" };
  return { kind: "replayed", order: orderResponse(await storedOrder(db, order.id)) };
}

async function writeOrder(
  trx: Transaction<StoreDatabase>,
  request: OrderRequest,
  requestHash: string,
  { now = new Date(), rules = STORE_PRICING }: PlaceOrderOptions,
): Promise<PlaceOrderOutcome> {
  const lines = mergeOrderLines(request.items);
  const sizes = await sizesOnSale(
    trx,
    lines.map((line) => line.id),
  );
  refuseUnknownSizes(lines, sizes);
  const priced = lines.map((line) => ({ ...line, size: sizes.get(line.id)! }));
  const totals = orderTotals(
    priced.map((line) => ({ unitPriceCents: line.size.price_cents, quantity: line.quantity })),
    { fulfilment: request.fulfilment.method, tipPercent: request.tipPercent },
    rules,
  );
  const orderId = await insertOrder(trx, request, requestHash, totals, now);
  await takeStock(trx, priced);
  await trx
    .insertInto("order_line")
    .values(
      priced.map((line) => ({
        order_id: orderId,
        size_id: line.id,
        product_name: line.size.product_name,
        product_route: line.size.product_route,
        size_label: line.size.label,
        unit_price_cents: line.size.price_cents,
        quantity: line.quantity,
        line_total_cents: line.size.price_cents * line.quantity,
        stock_taken: line.size.inventory === null ? 0 : 1,
      })),
    )
    .execute();
  await trx
    .insertInto("order_event")
    .values({
      order_id: orderId,
      kind: "placed",
      from_status: null,
      to_status: "received",
      actor: "shopper",
      note: null,
      created_at: now.toISOString(),
    })
    .execute();
  const order = await storedOrder(trx, orderId);
  await trx
    .insertInto("outbox")
    .values({
      topic: "order.placed",
      order_id: orderId,
      payload: JSON.stringify(orderPlacedPayload(order)),
      next_attempt_at: now.toISOString(),
      created_at: now.toISOString(),
    })
    .execute();
  if (priced.some((line) => line.size.inventory !== null)) await bumpCatalogRevision(trx);
  return { kind: "created", order: orderResponse(order) };
}

interface SizeOnSale {
  id: string;
  label: string;
  price_cents: number;
  inventory: number | null;
  image_path: string;
  product_name: string;
  product_route: string;
}

/** Sizes the store sells today, by id; a retired size or product is not on sale. */
async function sizesOnSale(
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
      "product.name as product_name",
      "product.route as product_route",
    ])
    .where("product_size.id", "in", [...ids])
    .where("product_size.retired", "=", 0)
    .where("product.retired", "=", 0)
    .execute();
  return new Map(rows.map((row) => [row.id, { ...row, inventory: numberOrNull(row.inventory) }]));
}

function refuseUnknownSizes(lines: ReturnType<typeof mergeOrderLines>, sizes: Map<string, SizeOnSale>): void {
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
  request: OrderRequest,
  requestHash: string,
  totals: OrderTotals,
  now: Date,
): Promise<number> {
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
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await trx
    .updateTable("orders")
    .set({ number: orderNumber(Number(id)) })
    .where("id", "=", id)
    .execute();
  return Number(id);
}

/** What the store says on the phone: short, and never 0 or 1 digits long. */
function orderNumber(id: number): string {
  return String(1000 + id);
}

/**
 * One conditional update per tracked size, in ascending id order (the lines arrive sorted), so two
 * orders never wait on each other's rows in opposite orders. Any shortfall refuses the whole order.
 */
async function takeStock(
  trx: Transaction<StoreDatabase>,
  lines: Array<{ id: string; quantity: number; size: SizeOnSale }>,
): Promise<void> {
  const shortfalls: StockShortfall[] = [];
  for (const line of lines) {
    if (line.size.inventory === null) continue;
    const result = await trx
      .updateTable("product_size")
      .set((eb) => ({ inventory: eb("inventory", "-", line.quantity) }))
      .where("id", "=", line.id)
      .where("inventory", ">=", line.quantity)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) shortfalls.push(await shortfallOf(trx, line));
  }
  if (shortfalls.length > 0) throw new OrderRefused({ kind: "stock", lines: shortfalls });
}

async function shortfallOf(
  trx: Transaction<StoreDatabase>,
  line: { id: string; quantity: number },
): Promise<StockShortfall> {
  const row = await trx
    .selectFrom("product_size")
    .select("inventory")
    .where("id", "=", line.id)
    .executeTakeFirst();
  return { id: line.id, requested: line.quantity, available: maxQuantity(numberOrNull(row?.inventory ?? 0)) };
}

/** The order with its lines, as stored: what the answer and the webhook are built from. */
export async function storedOrder(
  db: Database | Transaction<StoreDatabase>,
  orderId: number,
): Promise<StoredOrder> {
  const order = await db.selectFrom("orders").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom("order_line")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("id")
    .execute();
  return { ...order, id: Number(order.id), tip_percent: Number(order.tip_percent), lines };
}

/**
 * The request as the server understood it (after trimming and normalising), hashed: the same
 * checkout sent twice hashes the same even if the phone was typed differently the second time.
 */
export function hashOrderRequest(request: OrderRequest): string {
  return createHash("sha256").update(canonicalJson(request)).digest("hex");
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
    });
  }
  return { lines, unknownIds };
}

/** pg returns some integers as strings; SQLite as numbers. */
function numberOrNull(value: number | string | null): number | null {
  return value === null ? null : Number(value);
}
