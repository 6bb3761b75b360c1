import type { Selectable, Transaction } from "kysely";
import type { OrderLineTable, StoreDatabase } from "../../../db/schema";
import { MAX_PER_LINE } from "~/features/inventory";
import type { StockMove, StockShortfall } from "~/features/inventory/index.server";
import type { Database } from "~/utils/db.server";
import { formatCents } from "~/utils/money";
import { announceStoreChange } from "~/utils/store-changes.server";
import { orderTotals, STORE_PRICING, subtotalOf, type PricingRules } from "./order-pricing";
import { orderPlacedPayload } from "./order-summary";
import { sizesOnSale, storedOrder, type SizeOnSale } from "./orders.server";
import type { StoredOrder } from "./order-summary";
import type { SubstituteSize } from "./order-choices";
import type { OrderChangeKey, OrderChangeRefusal } from "./order-change-messages";

/**
 * Changes agreed on the confirming call (issue #19, decision 0047): one line's quantity, a line
 * removed, or a line substituted with another size. Every total is recomputed with checkout's
 * pricing; the stock moves in the same transaction; each change is on the audit trail and goes to
 * the webhook. A line whose quantity changes keeps the price the shopper was quoted; a substitute
 * is charged at today's price. The form carries the order's version: a stale form, or the same form
 * sent twice, changes nothing.
 */

export type LineChange =
  | { kind: "quantity"; lineId: number; quantity: number }
  | { kind: "remove"; lineId: number }
  | { kind: "substitute"; lineId: number; sizeId: string };

export interface OrderChange {
  orderId: number;
  version: number;
  /** "staff:<id>". */
  actor: string;
  change: LineChange;
  now: Date;
  rules?: PricingRules;
}

export type OrderChangeResult =
  | { ok: true; description: string; stockMoved: string[] }
  /** closed: past confirmed (or cancelled), when the bottles are already picked. */
  | { ok: false; reason: "not_found" | "stale" | "closed" }
  | { ok: false; reason: "refused"; refusal: OrderChangeRefusal };

type Refusal = Extract<OrderChangeResult, { ok: false }>;

/** Thrown inside the transaction so it rolls back; its refusal is the answer. */
class ChangeRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.reason);
  }
}

function refuse(key: OrderChangeKey, values?: OrderChangeRefusal["values"]): never {
  throw new ChangeRefused({ ok: false, reason: "refused", refusal: values ? { key, values } : { key } });
}

type OrderLine = Selectable<OrderLineTable>;

/** A line as it will be after the change: the columns a change may set. */
type LineAfter = Pick<
  OrderLine,
  | "size_id"
  | "product_name"
  | "product_route"
  | "size_label"
  | "unit_price_cents"
  | "quantity"
  | "stock_taken"
  | "replaced_size_id"
  | "replaced_product_name"
  | "replaced_size_label"
  | "replaced_unit_price_cents"
>;

/** What a change does: the line after it (null: removed), the stock it moves (+ takes, − returns), and its words. */
interface Plan {
  line: OrderLine;
  after: LineAfter | null;
  stock: StockMove[];
  description: string;
}

/** What a change will do, once the order is claimed at the version the clerk's form showed. */
export type PlannedChange = { ok: true; plan: Plan; before: StoredOrder } | Refusal;

/**
 * Claims the order (its version moves, inside the caller's transaction) and plans the change: the
 * line after it and the stock to move. Writes nothing else; a refusal means the caller rolls back.
 */
export async function planOrderLineChange(
  trx: Transaction<StoreDatabase>,
  change: OrderChange,
): Promise<PlannedChange> {
  try {
    await claimOrder(trx, change, change.now.toISOString());
    const before = await storedOrder(trx, change.orderId);
    const line = before.lines.find((each) => each.id === change.change.lineId);
    if (!line) refuse("change.lineGone");
    return { ok: true, plan: await planChange(trx, before.lines, line, change.change), before };
  } catch (error) {
    if (error instanceof ChangeRefused) return error.refusal;
    throw error;
  }
}

/** Why a change was refused when the stock it needs is not there. */
export function stockRefusal(shortfall: StockShortfall): Refusal {
  return shortfall.available === 0
    ? { ok: false, reason: "refused", refusal: { key: "change.soldOut" } }
    : {
        ok: false,
        reason: "refused",
        refusal: { key: "change.atMost", values: { available: shortfall.available } },
      };
}

/**
 * Writes a planned change once its stock moved: the line, every total recomputed with checkout's
 * pricing, the audit trail's line and the webhook's order.changed.
 */
export async function recordLineChange(
  trx: Transaction<StoreDatabase>,
  change: OrderChange,
  { plan, before }: Extract<PlannedChange, { ok: true }>,
  stockMoved: string[],
): Promise<OrderChangeResult> {
  const at = change.now.toISOString();
  const { line } = plan;
  if (plan.after) {
    await trx
      .updateTable("order_line")
      .set({ ...plan.after, line_total_cents: plan.after.unit_price_cents * plan.after.quantity })
      .where("id", "=", line.id)
      .execute();
  } else {
    await trx.deleteFrom("order_line").where("id", "=", line.id).execute();
  }
  const linesAfter = before.lines.flatMap((each) =>
    each.id !== line.id ? [each] : plan.after ? [plan.after] : [],
  );
  const amounts = linesAfter.map((each) => ({
    unitPriceCents: each.unit_price_cents,
    quantity: each.quantity,
  }));
  const discounts = keptDiscounts(before, subtotalOf(amounts));
  const totals = orderTotals(
    amounts,
    {
      fulfilment: before.fulfilment,
      tipPercent: before.tip_percent,
      discountCents: discounts.case_discount_cents + discounts.code_discount_cents,
    },
    change.rules ?? STORE_PRICING,
  );
  await trx
    .updateTable("orders")
    .set({
      ...discounts,
      subtotal_cents: totals.subtotalCents,
      tax_cents: totals.taxCents,
      delivery_fee_cents: totals.deliveryFeeCents,
      tip_cents: totals.tipCents,
      total_cents: totals.totalCents,
    })
    .where("id", "=", change.orderId)
    .execute();
  const description = `${plan.description} · total ${formatCents(before.total_cents)} → ${formatCents(totals.totalCents)}`;
  await recordChange(trx, change, description, at);
  return { ok: true, description, stockMoved };
}

/**
 * The deals the shopper was promised stay with the order when the store changes a line on the call
 * (decision 0069): the same discounts, cut down only where the bottles left cost less.
 */
function keptDiscounts(
  order: Pick<StoredOrder, "case_discount_cents" | "code_discount_cents">,
  subtotalCents: number,
): { case_discount_cents: number; code_discount_cents: number } {
  const caseCents = Math.min(order.case_discount_cents, subtotalCents);
  return {
    case_discount_cents: caseCents,
    code_discount_cents: Math.min(order.code_discount_cents, subtotalCents - caseCents),
  };
}

/** The audit trail's line and the webhook's order.changed, with the order as it now stands. */
async function recordChange(
  trx: Transaction<StoreDatabase>,
  change: OrderChange,
  description: string,
  at: string,
): Promise<void> {
  await trx
    .insertInto("order_event")
    .values({
      order_id: change.orderId,
      kind: "line_changed",
      from_status: null,
      to_status: null,
      actor: change.actor,
      note: description,
      created_at: at,
    })
    .execute();
  const after = await storedOrder(trx, change.orderId);
  await trx
    .insertInto("outbox")
    .values({
      topic: "order.changed",
      order_id: change.orderId,
      payload: JSON.stringify({
        ...orderPlacedPayload(after),
        event: "order.changed",
        changedAt: at,
        change: description,
      }),
      next_attempt_at: at,
      created_at: at,
    })
    .execute();
  await announceStoreChange(trx, { kind: "outbox" });
}

/** Moves the version if it is the one the form showed and the order is still open to changes; else refuses. */
async function claimOrder(trx: Transaction<StoreDatabase>, change: OrderChange, at: string): Promise<void> {
  const claimed = await trx
    .updateTable("orders")
    .set((eb) => ({ version: eb("version", "+", 1), updated_at: at }))
    .where("id", "=", change.orderId)
    .where("version", "=", change.version)
    .where("status", "in", ["received", "confirmed"])
    .executeTakeFirst();
  if (claimed.numUpdatedRows === 1n) return;
  const order = await trx
    .selectFrom("orders")
    .select(["status"])
    .where("id", "=", change.orderId)
    .executeTakeFirst();
  if (!order) throw new ChangeRefused({ ok: false, reason: "not_found" });
  const open = order.status === "received" || order.status === "confirmed";
  throw new ChangeRefused({ ok: false, reason: open ? "stale" : "closed" });
}

function lineName(line: Pick<OrderLine, "product_name" | "size_label">): string {
  return `${line.product_name} (${line.size_label})`;
}

async function planChange(
  trx: Transaction<StoreDatabase>,
  lines: readonly OrderLine[],
  line: OrderLine,
  change: LineChange,
): Promise<Plan> {
  if (change.kind === "quantity") return planQuantity(line, change.quantity);
  if (change.kind === "remove") {
    if (lines.length === 1) refuse("change.lastLine");
    return {
      line,
      after: null,
      stock: line.stock_taken ? [{ id: line.size_id, delta: -line.quantity }] : [],
      description: `Removed ${line.quantity} × ${lineName(line)}`,
    };
  }
  return planSubstitute(trx, lines, line, change.sizeId);
}

function planQuantity(line: OrderLine, quantity: number): Plan {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_PER_LINE)
    refuse("change.quantityRange", { max: MAX_PER_LINE });
  if (quantity === line.quantity) refuse("change.sameQuantity", { line: lineName(line), quantity });
  return {
    line,
    after: { ...line, quantity },
    stock: line.stock_taken ? [{ id: line.size_id, delta: quantity - line.quantity }] : [],
    description: `${lineName(line)}: quantity ${line.quantity} → ${quantity}`,
  };
}

async function planSubstitute(
  trx: Transaction<StoreDatabase>,
  lines: readonly OrderLine[],
  line: OrderLine,
  sizeId: string,
): Promise<Plan> {
  if (sizeId === line.size_id) refuse("change.sameSize");
  if (lines.some((each) => each.size_id === sizeId)) refuse("change.sizeOnOrder");
  const size: SizeOnSale | undefined = (await sizesOnSale(trx, [sizeId])).get(sizeId);
  if (!size) refuse("change.notOnSale");
  // The shopper's original stays the one replaced, however many times the line changes; going back to it is no substitution.
  const original = line.replaced_size_id
    ? {
        replaced_size_id: line.replaced_size_id,
        replaced_product_name: line.replaced_product_name,
        replaced_size_label: line.replaced_size_label,
        replaced_unit_price_cents: line.replaced_unit_price_cents,
      }
    : {
        replaced_size_id: line.size_id,
        replaced_product_name: line.product_name,
        replaced_size_label: line.size_label,
        replaced_unit_price_cents: line.unit_price_cents,
      };
  const backToOriginal = original.replaced_size_id === sizeId;
  const after: LineAfter = {
    size_id: size.id,
    product_name: size.product_name,
    product_route: size.product_route,
    size_label: size.label,
    unit_price_cents: backToOriginal ? original.replaced_unit_price_cents! : size.price_cents,
    quantity: line.quantity,
    stock_taken: size.inventory === null ? 0 : 1,
    ...(backToOriginal
      ? {
          replaced_size_id: null,
          replaced_product_name: null,
          replaced_size_label: null,
          replaced_unit_price_cents: null,
        }
      : original),
  };
  return {
    line,
    after,
    stock: [
      ...(line.stock_taken ? [{ id: line.size_id, delta: -line.quantity }] : []),
      ...(after.stock_taken ? [{ id: size.id, delta: line.quantity }] : []),
    ],
    description: `${line.quantity} × ${lineName(after)} instead of ${lineName(line)}`,
  };
}

const SUBSTITUTES_SHOWN = 30;

/**
 * Sizes on sale and in stock to offer instead of an order line: matching `query` by product name,
 * or, without one, those of the line's own kind of drink (its subtype), nearest in price first.
 */
export async function substituteSizes(
  db: Database,
  line: { orderId: number; lineId: number },
  query: string,
): Promise<SubstituteSize[]> {
  const row = await db
    .selectFrom("order_line")
    .leftJoin("product", "product.route", "order_line.product_route")
    .select(["order_line.size_id", "order_line.unit_price_cents", "product.subtype_slug"])
    .where("order_line.id", "=", line.lineId)
    .where("order_line.order_id", "=", line.orderId)
    .executeTakeFirst();
  if (!row) return [];
  const words = query.trim().toLowerCase();
  const sizes = await db
    .selectFrom("product_size")
    .innerJoin("product", "product.id", "product_size.product_id")
    .select([
      "product_size.id",
      "product_size.label",
      "product_size.price_cents",
      "product_size.inventory",
      "product.name",
    ])
    .where("product_size.retired", "=", 0)
    .where("product.retired", "=", 0)
    .where("product_size.id", "!=", row.size_id)
    .where((eb) => eb.or([eb("product_size.inventory", "is", null), eb("product_size.inventory", ">", 0)]))
    .$if(words !== "", (q) =>
      q.where((eb) => eb(eb.fn("lower", ["product.name"]), "like", `%${escapeLike(words)}%`)),
    )
    .$if(words === "", (q) => q.where("product.subtype_slug", "=", row.subtype_slug ?? ""))
    .orderBy((eb) => eb.fn("abs", [eb("product_size.price_cents", "-", row.unit_price_cents)]))
    .orderBy("product.name")
    .limit(SUBSTITUTES_SHOWN)
    .execute();
  return sizes.map((size) => ({
    id: size.id,
    name: size.name,
    size: size.label,
    unitPriceCents: size.price_cents,
    inventory: size.inventory,
  }));
}

/** LIKE's wildcards are dropped from the clerk's words (the two databases escape them differently). */
function escapeLike(text: string): string {
  return text.replace(/[%_]/g, "");
}
