import type { Transaction } from "kysely";
import type { CatalogChangeKind, StoreDatabase } from "../../../db/schema";
import { bumpCatalogRevision } from "~/features/catalog/catalog-repository.server";
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
 * Sets one size's price and stock, writing a `catalog_change` row per value that moved and bumping
 * the catalogue revision, all in one transaction. The update is conditional on the shown values, so
 * a concurrent order or edit makes this a conflict rather than a lost update.
 */
export function editSize(db: Database, edit: SizeEdit): Promise<SizeEditResult> {
  return db.transaction().execute(async (trx): Promise<SizeEditResult> => {
    const current = await readSizeValues(trx, edit.sizeId);
    if (!current) return { ok: false, reason: "not_found" };
    if (!sameValues(current, edit.shown)) return { ok: false, reason: "conflict", current };
    const changes = changedValues(current, edit.next);
    if (changes.length === 0) return { ok: true, changed: [] };
    const updated = await trx
      .updateTable("product_size")
      .set({ price_cents: edit.next.priceCents, inventory: edit.next.inventory })
      .where("id", "=", edit.sizeId)
      .where("price_cents", "=", current.priceCents)
      .where("inventory", current.inventory === null ? "is" : "=", current.inventory)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) {
      return { ok: false, reason: "conflict", current: (await readSizeValues(trx, edit.sizeId)) ?? current };
    }
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
    await bumpCatalogRevision(trx);
    return { ok: true, changed: changes.map((change) => change.kind) };
  });
}

async function readSizeValues(trx: Transaction<StoreDatabase>, sizeId: string): Promise<SizeValues | null> {
  const row = await trx
    .selectFrom("product_size")
    .select(["price_cents", "inventory"])
    .where("id", "=", sizeId)
    .where("retired", "=", 0)
    .executeTakeFirst();
  if (!row) return null;
  return {
    priceCents: Number(row.price_cents),
    inventory: row.inventory === null ? null : Number(row.inventory),
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

/** A live product's sizes as they are in the database now (the snapshot may be seconds behind). */
export async function productSizesForEditing(
  db: Database,
  route: string,
): Promise<StaffProductSize[] | null> {
  const product = await db
    .selectFrom("product")
    .select("id")
    .where("route", "=", route)
    .where("retired", "=", 0)
    .executeTakeFirst();
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
    priceCents: Number(size.price_cents),
    inventory: size.inventory === null ? null : Number(size.inventory),
  }));
}

export interface CatalogChangeEntry {
  kind: CatalogChangeKind;
  sizeId: string | null;
  before: number | null;
  after: number | null;
  actor: string;
  /** ISO 8601, UTC. */
  at: string;
}

/** The latest audited changes to these sizes, newest first. */
export async function sizeChanges(
  db: Database,
  sizeIds: string[],
  limit = 30,
): Promise<CatalogChangeEntry[]> {
  if (sizeIds.length === 0) return [];
  const rows = await db
    .selectFrom("catalog_change")
    .select(["kind", "size_id", "before_value", "after_value", "actor", "created_at"])
    .where("size_id", "in", sizeIds)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    sizeId: row.size_id,
    before: row.before_value === null ? null : Number(row.before_value),
    after: row.after_value === null ? null : Number(row.after_value),
    actor: row.actor,
    at: row.created_at,
  }));
}
