import type { ExpressionBuilder, Transaction } from "kysely";
import type { StoreDatabase } from "../../../../db/schema";
import type { Database } from "~/utils/db.server";
import type { SizeSale } from "../sale-price";
import { sameSale } from "../sale-rules";
import { bumpCatalogRevision, staleKeysOfProduct } from "./catalog-repository.server";
import { queueSaleBoundaryPurges } from "./sale-purges.server";
import { saleColumns, saleOfRow } from "./sale-columns";

/**
 * A size's sale as the console sets it (issue #35): the columns, the audit row and the CDN purges
 * at its start and end. The edit itself is composed in flows/edit-size.server.ts.
 */

/** A size's regular price and its stored sale, as an edit reads and compares them. */
export interface SizePricing {
  priceCents: number;
  sale: SizeSale | null;
}

export interface SaleEdit {
  sizeId: string;
  /** The sale to set; null ends the size's sale. */
  next: SizeSale | null;
  /** What the staff member saw: the edit applies only if neither the price nor the sale moved since. */
  shown: SizePricing;
  actor: string;
  now: Date;
}

export type SaleEditResult =
  | { ok: true; changed: boolean }
  | { ok: false; reason: "not_found" }
  /** The price is not below the regular one, or the sale ends before it starts: nothing is written. */
  | { ok: false; reason: "not_a_sale" }
  | { ok: false; reason: "conflict"; current: SizePricing };

/** A live size's regular price and stored sale; null when there is no such size, or it is retired. */
export async function readSizePricing(
  db: Database | Transaction<StoreDatabase>,
  sizeId: string,
): Promise<SizePricing | null> {
  const row = await db
    .selectFrom("product_size")
    .select(["price_cents", "sale_price_cents", "sale_starts_at", "sale_ends_at"])
    .where("id", "=", sizeId)
    .where("retired", "=", 0)
    .executeTakeFirst();
  return row ? { priceCents: row.price_cents, sale: saleOfRow(row) } : null;
}

export function samePricing(a: SizePricing, b: SizePricing): boolean {
  return a.priceCents === b.priceCents && sameSale(a.sale, b.sale);
}

/**
 * Sets a size's sale if its price and sale are still `from` (a concurrent edit makes this false and
 * writes nothing); moves the revision of the pages that show it, so every server prices them again,
 * and has the CDN forget them at the sale's start and end still to come.
 */
export async function setSizeSaleIfUnchanged(
  trx: Transaction<StoreDatabase>,
  edit: Pick<SaleEdit, "sizeId" | "next" | "now">,
  from: SizePricing,
): Promise<boolean> {
  const set = await trx
    .updateTable("product_size")
    .set(saleColumns(edit.next))
    .where("id", "=", edit.sizeId)
    .where("price_cents", "=", from.priceCents)
    .where((eb) => saleIs(eb, from.sale))
    .executeTakeFirst();
  if (set.numUpdatedRows !== 1n) return false;
  const keys = await staleKeysOfProduct(trx, { sizeId: edit.sizeId });
  await bumpCatalogRevision(trx, keys);
  await queueSaleBoundaryPurges(trx, edit.next, keys, edit.now);
  return true;
}

/** Rows whose sale columns hold `sale` (null compared as null). */
function saleIs(eb: ExpressionBuilder<StoreDatabase, "product_size">, sale: SizeSale | null) {
  const columns = saleColumns(sale);
  return eb.and(
    (["sale_price_cents", "sale_starts_at", "sale_ends_at"] as const).map((column) => {
      const value = columns[column];
      return value === null ? eb(column, "is", null) : eb(column, "=", value);
    }),
  );
}

/**
 * A sale's audit row: the sale prices before and after (null: none) and both sales whole in
 * `summary` (JSON), so the console can word their days in the reader's language.
 */
export async function recordSaleChange(
  trx: Transaction<StoreDatabase>,
  edit: Pick<SaleEdit, "sizeId" | "next" | "actor" | "now">,
  before: SizeSale | null,
): Promise<void> {
  await trx
    .insertInto("catalog_change")
    .values({
      kind: "sale",
      size_id: edit.sizeId,
      before_value: before?.priceCents ?? null,
      after_value: edit.next?.priceCents ?? null,
      summary: JSON.stringify({ before, after: edit.next }),
      actor: edit.actor,
      created_at: edit.now.toISOString(),
    })
    .execute();
}
