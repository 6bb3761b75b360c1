import type { Transaction } from "kysely";
import type { CatalogChangeKind, StoreDatabase } from "../../../../db/schema";
import type { Database } from "~/utils/db.server";
import { bumpCatalogRevision, staleKeysOfProduct } from "./catalog-repository.server";
import type { SizeSale } from "../sale-price";
import { saleOfRow } from "./sale-columns";

export interface SizeValues {
  priceCents: number;
  /** null: stock not counted. */
  inventory: number | null;
}

export interface SizeEdit {
  sizeId: string;
  next: SizeValues;
  /** What the staff member saw when they typed: the edit applies only if nothing moved since. */
  shown: SizeValues;
  actor: string;
  now: Date;
}

export type SizeEditResult =
  | { ok: true; changed: CatalogChangeKind[] }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "conflict"; current: SizeValues };

/**
 * A size's price as the console edits it, with its audit rows (`catalog_change`). The edit with
 * its stock and restock notices is composed in flows/edit-size.server.ts.
 */

/**
 * Sets a size's price if it is still `from` (a concurrent edit makes this false and writes
 * nothing), and moves the revision of the pages that show it.
 */
export async function setSizePriceIfUnchanged(
  trx: Transaction<StoreDatabase>,
  sizeId: string,
  from: number,
  to: number,
): Promise<boolean> {
  const priced = await trx
    .updateTable("product_size")
    .set({ price_cents: to })
    .where("id", "=", sizeId)
    .where("price_cents", "=", from)
    .executeTakeFirst();
  if (priced.numUpdatedRows !== 1n) return false;
  await bumpCatalogRevision(trx, await staleKeysOfProduct(trx, { sizeId }));
  return true;
}

/** One audit row per value of a size that moved, in the edit's transaction. */
export async function recordSizeChanges(
  trx: Transaction<StoreDatabase>,
  edit: Pick<SizeEdit, "sizeId" | "actor" | "now">,
  changes: SizeValueChange[],
): Promise<void> {
  await trx
    .insertInto("catalog_change")
    .values(
      changes.map((change) => ({
        ...change,
        size_id: edit.sizeId,
        summary: null,
        actor: edit.actor,
        created_at: edit.now.toISOString(),
      })),
    )
    .execute();
}

/** A size on sale's price and stock now; null when there is no such size on sale. */
export async function readSizeValues(
  trx: Database | Transaction<StoreDatabase>,
  sizeId: string,
): Promise<SizeValues | null> {
  const row = await trx
    .selectFrom("product_size")
    .select(["price_cents", "inventory"])
    .where("id", "=", sizeId)
    .where("retired", "=", 0)
    .executeTakeFirst();
  if (!row) return null;
  return {
    priceCents: row.price_cents,
    inventory: row.inventory,
  };
}

export function sameValues(a: SizeValues, b: SizeValues): boolean {
  return a.priceCents === b.priceCents && a.inventory === b.inventory;
}

/** A value of a size that an edit moves, as its audit row keeps it. */
export interface SizeValueChange {
  kind: CatalogChangeKind;
  before_value: number | null;
  after_value: number | null;
}

/** The values `next` moves from `current`: price first, then stock. */
export function changedValues(current: SizeValues, next: SizeValues): SizeValueChange[] {
  const changes: SizeValueChange[] = [];
  if (next.priceCents !== current.priceCents)
    changes.push({ kind: "price", before_value: current.priceCents, after_value: next.priceCents });
  if (next.inventory !== current.inventory)
    changes.push({ kind: "stock", before_value: current.inventory, after_value: next.inventory });
  return changes;
}

export interface StaffProductSize extends SizeValues {
  id: string;
  label: string;
  /** The stored sale, running, to come or ended; null: none. */
  sale: SizeSale | null;
}

/**
 * A product's sizes on sale, as they are in the database now (the snapshot may be seconds behind);
 * by the id the page read with the product (productForEditing), so the product is read once.
 */
export async function productSizesForEditing(db: Database, productId: number): Promise<StaffProductSize[]> {
  const sizes = await db
    .selectFrom("product_size")
    .select(["id", "label", "price_cents", "inventory", "sale_price_cents", "sale_starts_at", "sale_ends_at"])
    .where("product_id", "=", productId)
    .where("retired", "=", 0)
    .orderBy("position")
    .execute();
  return sizes.map((size) => ({
    id: size.id,
    label: size.label,
    priceCents: size.price_cents,
    inventory: size.inventory,
    sale: saleOfRow(size),
  }));
}

export interface CatalogChangeEntry {
  kind: CatalogChangeKind;
  /**
   * What a product edit changed ("rum-x: name edited"); a sale's before and after (JSON, as
   * recordSaleChange writes them); null for a price or stock edit.
   */
  summary: string | null;
  sizeId: string | null;
  before: number | null;
  after: number | null;
  actor: string;
  /** ISO 8601, UTC. */
  at: string;
}

/** The latest audited changes to this product and its sizes, newest first. */
export async function productChanges(
  db: Database,
  productId: number,
  sizeIds: string[],
  limit = 30,
): Promise<CatalogChangeEntry[]> {
  const rows = await db
    .selectFrom("catalog_change")
    .select(["kind", "size_id", "before_value", "after_value", "summary", "actor", "created_at"])
    .where((eb) =>
      eb.or([
        ...(sizeIds.length > 0
          ? [eb.and([eb("size_id", "in", sizeIds), eb("kind", "in", ["price", "stock", "sale"])])]
          : []),
        eb.and([eb("kind", "=", "product"), eb("product_id", "=", productId)]),
      ]),
    )
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    sizeId: row.size_id,
    before: row.before_value,
    after: row.after_value,
    summary: row.kind === "product" || row.kind === "sale" ? row.summary : null,
    actor: row.actor,
    at: row.created_at,
  }));
}
