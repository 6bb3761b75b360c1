import type { Transaction } from "kysely";
import type { StoreDatabase } from "../../../db/schema";
import { maxQuantity } from "./line-limit";
import type { Database } from "~/utils/db.server";
import { readInPages } from "~/utils/read-in-pages.server";
import { announceStoreChange } from "~/utils/store-changes.server";

/**
 * The store's stock (`product_size.inventory`, DESIGN §5): this module alone writes it. Every write
 * is a conditional update of the sizes concerned, never of a row that every order shares, and every
 * write tells the other app servers which sizes moved, when its transaction commits.
 */

type StoreTransaction = Transaction<StoreDatabase>;

export interface StockLine {
  id: string;
  quantity: number;
}

export interface StockShortfall {
  id: string;
  requested: number;
  /** What one order may still have of it (0: sold out). */
  available: number;
}

/** null: the store does not count this size's stock. */
export type StockLevel = number | null;

/**
 * Takes `lines` from counted stock: one conditional update per size, in ascending id order (so two
 * orders never wait on each other's rows in opposite orders). Returns the shortfalls; when there is
 * any, the caller must roll back, since the other lines were taken.
 */
export async function takeStock(
  trx: StoreTransaction,
  lines: readonly StockLine[],
): Promise<StockShortfall[]> {
  const sorted = [...lines].sort(byId);
  const shortfalls: StockShortfall[] = [];
  for (const line of sorted) {
    const result = await trx
      .updateTable("product_size")
      .set((eb) => ({ inventory: eb("inventory", "-", line.quantity) }))
      .where("id", "=", line.id)
      .where("inventory", ">=", line.quantity)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) shortfalls.push(await shortfallOf(trx, line));
  }
  if (shortfalls.length === 0) await announceStockChange(trx, sorted);
  return shortfalls;
}

function byId(a: { id: string }, b: { id: string }): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

async function shortfallOf(trx: StoreTransaction, line: StockLine): Promise<StockShortfall> {
  const row = await trx
    .selectFrom("product_size")
    .select("inventory")
    .where("id", "=", line.id)
    .executeTakeFirst();
  const level = row ? row.inventory : 0;
  return { id: line.id, requested: line.quantity, available: maxQuantity(level) };
}

/**
 * Puts back what a cancelled order took. A size whose stock is no longer counted (null) stays
 * uncounted. Returns the lines actually put back.
 */
export async function returnStock(trx: StoreTransaction, lines: readonly StockLine[]): Promise<StockLine[]> {
  const returned: StockLine[] = [];
  for (const line of [...lines].sort(byId)) {
    const result = await trx
      .updateTable("product_size")
      .set((eb) => ({ inventory: eb("inventory", "+", line.quantity) }))
      .where("id", "=", line.id)
      .where("inventory", "is not", null)
      .executeTakeFirst();
    if (result.numUpdatedRows === 1n) returned.push(line);
  }
  await announceStockChange(trx, returned);
  return returned;
}

/** A change of one size's stock: + takes, − returns. */
export interface StockMove {
  id: string;
  delta: number;
}

/**
 * Takes (+) and returns (−) stock, one size at a time in id order, as orders do, so two changes never
 * wait on each other's sizes in opposite orders. Stops at the first shortfall, which the caller must
 * roll back; else answers the sizes that moved.
 */
export async function moveStock(
  trx: StoreTransaction,
  moves: readonly StockMove[],
): Promise<{ moved: string[]; shortfall: null } | { moved: null; shortfall: StockShortfall }> {
  const sorted = moves.filter((move) => move.delta !== 0).toSorted(byId);
  for (const move of sorted) {
    if (move.delta < 0) {
      await returnStock(trx, [{ id: move.id, quantity: -move.delta }]);
      continue;
    }
    const [shortfall] = await takeStock(trx, [{ id: move.id, quantity: move.delta }]);
    if (shortfall) return { moved: null, shortfall };
  }
  return { moved: sorted.map((move) => move.id), shortfall: null };
}

/**
 * A counted stock set by a person: applies only if the size still holds `shown` (an order may
 * have taken a bottle since the page was drawn). Returns false when it did not.
 */
export async function setStockIfUnchanged(
  trx: StoreTransaction,
  sizeId: string,
  shown: StockLevel,
  next: StockLevel,
): Promise<boolean> {
  const result = await trx
    .updateTable("product_size")
    .set({ inventory: next })
    .where("id", "=", sizeId)
    .where("inventory", shown === null ? "is" : "=", shown)
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) return false;
  await announceStockChange(trx, [{ id: sizeId }]);
  return true;
}

/** Stock as a catalogue file states it: sets each size that differs; returns the ids it changed. */
export async function setStockLevels(
  trx: StoreTransaction,
  levels: ReadonlyArray<{ id: string; inventory: StockLevel }>,
): Promise<string[]> {
  const changed: string[] = [];
  for (const level of levels) {
    const result = await trx
      .updateTable("product_size")
      .set({ inventory: level.inventory })
      .where("id", "=", level.id)
      .where("inventory", "is distinct from", level.inventory)
      .executeTakeFirst();
    if (result.numUpdatedRows === 1n) changed.push(level.id);
  }
  await announceStockChange(
    trx,
    changed.map((id) => ({ id })),
  );
  return changed;
}

async function announceStockChange(
  trx: StoreTransaction,
  sizes: ReadonlyArray<{ id: string }>,
): Promise<void> {
  if (sizes.length > 0)
    await announceStoreChange(trx, { kind: "stock", sizeIds: sizes.map((size) => size.id) });
}

/** Sizes read between two pauses of a whole-catalogue stock read: a few milliseconds' work. */
const STOCK_ROWS_PER_PAGE = 2_000;

/** Stock of the live sizes named (null: of every live size), for the storefront's memory. */
export async function readStockLevels(
  db: Database,
  sizeIds: readonly string[] | null,
  pause: () => Promise<void> = () => Promise.resolve(),
): Promise<Map<string, StockLevel>> {
  if (sizeIds?.length === 0) return new Map();
  const levels = new Map<string, StockLevel>();
  if (sizeIds) {
    const rows = await db
      .selectFrom("product_size")
      .select(["id", "inventory"])
      .where("retired", "=", 0)
      .where("id", "in", [...sizeIds])
      .execute();
    for (const row of rows) levels.set(row.id, row.inventory);
    return levels;
  }
  // Every size (the poll that catches unannounced changes): a page at a time, pausing between
  // pages, so 60,000 sizes never hold the event loop in one read (issue #17).
  const rows = await readInPages(STOCK_ROWS_PER_PAGE, pause, (after: string | null) =>
    db
      .selectFrom("product_size")
      .select(["id", "inventory"])
      .where("retired", "=", 0)
      .$if(after !== null, (query) => query.where("id", ">", after ?? ""))
      .orderBy("id")
      .limit(STOCK_ROWS_PER_PAGE)
      .execute(),
  );
  for (const row of rows) levels.set(row.id, row.inventory);
  return levels;
}
