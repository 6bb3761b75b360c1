import {
  changedValues,
  readSizePricing,
  readSizeValues,
  recordSaleChange,
  recordSizeChanges,
  saleFault,
  samePricing,
  sameSale,
  sameValues,
  setSizeSaleIfUnchanged,
  setSizePriceIfUnchanged,
  type SaleEdit,
  type SaleEditResult,
  type SizeEdit,
  type SizeEditResult,
} from "~/features/catalog/index.server";
import { setStockIfUnchanged } from "~/features/inventory/index.server";
import { notifyRestockedSizes } from "~/features/restock-alerts/index.server";
import type { Database } from "~/utils/db.server";
import { flowTransaction, type FlowTransaction } from "./flow-transaction.server";

/** A value moved between the page and the save: the edit rolls back and reads what is there now. */
const editing = flowTransaction<SizeEditResult | "moved">();

/**
 * A staff member sets one size's price and stock, in one transaction: the catalogue writes the
 * price (moving its pages' revision), the inventory the stock, each only if it is still what the
 * page showed; stock back from 0 tells those waiting for it, once (issue #19); each value that
 * moved leaves an audit row. A concurrent order or edit makes this a conflict, and nothing is written.
 */
export async function editSize(db: Database, edit: SizeEdit): Promise<SizeEditResult> {
  const result = await editing.run(db, (trx) => applySizeEdit(trx, edit));
  if (result !== "moved") return result;
  const current = await readSizeValues(db, edit.sizeId);
  return current ? { ok: false, reason: "conflict", current } : { ok: false, reason: "not_found" };
}

async function applySizeEdit(trx: FlowTransaction, edit: SizeEdit): Promise<SizeEditResult | "moved"> {
  const current = await readSizeValues(trx, edit.sizeId);
  if (!current) return { ok: false, reason: "not_found" };
  if (!sameValues(current, edit.shown)) return { ok: false, reason: "conflict", current };
  const changes = changedValues(current, edit.next);
  if (changes.length === 0) return { ok: true, changed: [] };
  const { priceCents, inventory } = edit.next;
  if (
    priceCents !== current.priceCents &&
    !(await setSizePriceIfUnchanged(trx, edit.sizeId, current.priceCents, priceCents))
  )
    return editing.refuse("moved");
  if (
    inventory !== current.inventory &&
    !(await setStockIfUnchanged(trx, edit.sizeId, current.inventory, inventory))
  )
    return editing.refuse("moved");
  await notifyRestockedSizes(trx, [edit.sizeId], edit.now);
  await recordSizeChanges(trx, edit, changes);
  return { ok: true, changed: changes.map((change) => change.kind) };
}

/** The sale moved between the page and the save: the edit reads what is there now. */
const saleEditing = flowTransaction<SaleEditResult | "moved">();

/**
 * A staff member sets, changes or ends one size's sale (issue #35), in one transaction: only if the
 * price and sale are still what the page showed, and only a real sale (below the regular price,
 * ending after it starts). The pages that show it are priced again on every server, the CDN forgets
 * them now and at the sale's start and end, and the change leaves an audit row.
 */
export async function editSizeSale(db: Database, edit: SaleEdit): Promise<SaleEditResult> {
  const result = await saleEditing.run(db, (trx) => applySaleEdit(trx, edit));
  if (result !== "moved") return result;
  const current = await readSizePricing(db, edit.sizeId);
  return current ? { ok: false, reason: "conflict", current } : { ok: false, reason: "not_found" };
}

async function applySaleEdit(trx: FlowTransaction, edit: SaleEdit): Promise<SaleEditResult | "moved"> {
  const current = await readSizePricing(trx, edit.sizeId);
  if (!current) return { ok: false, reason: "not_found" };
  if (!samePricing(current, edit.shown)) return { ok: false, reason: "conflict", current };
  if (edit.next && saleFault(edit.next, current.priceCents)) return { ok: false, reason: "not_a_sale" };
  if (sameSale(current.sale, edit.next)) return { ok: true, changed: false };
  if (!(await setSizeSaleIfUnchanged(trx, edit, current))) return "moved";
  await recordSaleChange(trx, edit, current.sale);
  return { ok: true, changed: true };
}
