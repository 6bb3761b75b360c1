import type { Transaction } from "kysely";
import type { CatalogChangeKind, StoreDatabase } from "../../../db/schema";
import { bumpCatalogRevision, staleKeysOfProduct } from "~/features/catalog/index.server";
import { setStockIfUnchanged } from "~/features/inventory/index.server";
import { notifyRestockedSizes } from "~/features/restock-alerts/index.server";
import type { Database } from "~/utils/db.server";

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
 * Sets one size's price and stock, writing a `catalog_change` row per value that moved, all in one
 * transaction. Each update is conditional on the shown value, so a concurrent order or edit makes
 * this a conflict (and nothing is written) rather than a lost update. A price moves the catalogue's
 * revision; stock alone does not (the inventory module tells the storefront).
 */
export async function editSize(db: Database, edit: SizeEdit): Promise<SizeEditResult> {
  try {
    return await db.transaction().execute((trx) => applySizeEdit(trx, edit));
  } catch (error) {
    if (!(error instanceof SizeEditConflict)) throw error;
    const current = await readSizeValues(db, edit.sizeId);
    return current ? { ok: false, reason: "conflict", current } : { ok: false, reason: "not_found" };
  }
}

/** Thrown inside the transaction so that a price already written rolls back with it. */
class SizeEditConflict extends Error {}

async function applySizeEdit(trx: Transaction<StoreDatabase>, edit: SizeEdit): Promise<SizeEditResult> {
  const current = await readSizeValues(trx, edit.sizeId);
  if (!current) return { ok: false, reason: "not_found" };
  if (!sameValues(current, edit.shown)) return { ok: false, reason: "conflict", current };
  const changes = changedValues(current, edit.next);
  if (changes.length === 0) return { ok: true, changed: [] };
  if (edit.next.priceCents !== current.priceCents) {
    const priced = await trx
      .updateTable("product_size")
      .set({ price_cents: edit.next.priceCents })
      .where("id", "=", edit.sizeId)
      .where("price_cents", "=", current.priceCents)
      .executeTakeFirst();
    if (priced.numUpdatedRows !== 1n) throw new SizeEditConflict();
    await bumpCatalogRevision(trx, await staleKeysOfProduct(trx, { sizeId: edit.sizeId }));
  }
  if (
    edit.next.inventory !== current.inventory &&
    !(await setStockIfUnchanged(trx, edit.sizeId, current.inventory, edit.next.inventory))
  )
    throw new SizeEditConflict();
  // Stock back from 0: those waiting for it hear of it, once (issue #19).
  await notifyRestockedSizes(trx, [edit.sizeId], edit.now);
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
  return { ok: true, changed: changes.map((change) => change.kind) };
}

async function readSizeValues(
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

function sameValues(a: SizeValues, b: SizeValues): boolean {
  return a.priceCents === b.priceCents && a.inventory === b.inventory;
}

function changedValues(current: SizeValues, next: SizeValues) {
  const changes: Array<{ kind: CatalogChangeKind; before_value: number | null; after_value: number | null }> =
    [];
  if (next.priceCents !== current.priceCents)
    changes.push({ kind: "price", before_value: current.priceCents, after_value: next.priceCents });
  if (next.inventory !== current.inventory)
    changes.push({ kind: "stock", before_value: current.inventory, after_value: next.inventory });
  return changes;
}

export interface StaffProductSize extends SizeValues {
  id: string;
  label: string;
}

/** A product's sizes on sale, as they are in the database now (the snapshot may be seconds behind). */
export async function productSizesForEditing(
  db: Database,
  route: string,
): Promise<StaffProductSize[] | null> {
  const product = await db.selectFrom("product").select("id").where("route", "=", route).executeTakeFirst();
  if (!product) return null;
  const sizes = await db
    .selectFrom("product_size")
    .select(["id", "label", "price_cents", "inventory"])
    .where("product_id", "=", product.id)
    .where("retired", "=", 0)
    .orderBy("position")
    .execute();
  return sizes.map((size) => ({
    id: size.id,
    label: size.label,
    priceCents: size.price_cents,
    inventory: size.inventory,
  }));
}

export interface CatalogChangeEntry {
  kind: CatalogChangeKind;
  /** What a product edit changed ("rum-x: name edited"); null for a price or stock edit. */
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
          ? [eb.and([eb("size_id", "in", sizeIds), eb("kind", "in", ["price", "stock"])])]
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
    summary: row.kind === "product" ? row.summary : null,
    actor: row.actor,
    at: row.created_at,
  }));
}
