import type { Transaction } from "kysely";
import type { StoreDatabase } from "../../../db/schema";
import { enqueueNotices } from "~/features/notices/index.server";

/**
 * "Your bottle is back" (issue #19), the one function every stock change calls inside its
 * transaction, after the stock moved: each sign-up of a named size that is on sale now gets one
 * notice and is deleted. Deleting first and notifying only what this transaction deleted means two
 * servers restocking a size at once notify each sign-up once: the second finds nothing to delete.
 */
export async function notifyRestockedSizes(
  trx: Transaction<StoreDatabase>,
  sizeIds: readonly string[],
  now: Date,
): Promise<number> {
  if (sizeIds.length === 0) return 0;
  // Sign-ups are few and an import may name every size: only the sizes someone waits for are read.
  const waiting = await trx.selectFrom("restock_alert").select("size_id").distinct().execute();
  const named = new Set(sizeIds);
  const wanted = waiting.map((row) => row.size_id).filter((id) => named.has(id));
  let notified = 0;
  // A bounded list per query (SQLite allows 32,766 parameters).
  for (let start = 0; start < wanted.length; start += SIZES_PER_QUERY)
    notified += await notifySizes(trx, wanted.slice(start, start + SIZES_PER_QUERY), now);
  return notified;
}

const SIZES_PER_QUERY = 500;

async function notifySizes(trx: Transaction<StoreDatabase>, sizeIds: string[], now: Date): Promise<number> {
  const onSale = await trx
    .selectFrom("product_size")
    .innerJoin("product", "product.id", "product_size.product_id")
    .select(["product_size.id", "product_size.label", "product.name", "product.route"])
    .where("product_size.id", "in", sizeIds)
    .where("product_size.retired", "=", 0)
    .where("product.retired", "=", 0)
    .where((eb) => eb.or([eb("product_size.inventory", "is", null), eb("product_size.inventory", ">", 0)]))
    .execute();
  if (onSale.length === 0) return 0;
  const signedUp = await trx
    .deleteFrom("restock_alert")
    .where(
      "size_id",
      "in",
      onSale.map((size) => size.id),
    )
    .returning(["size_id", "contact_kind", "contact", "language"])
    .execute();
  const sizes = new Map(onSale.map((size) => [size.id, size]));
  for (const alert of signedUp) {
    const size = sizes.get(alert.size_id);
    // Deleted only where the size is on sale (the where above): never missing.
    if (!size) continue;
    await enqueueNotices(
      trx,
      [{ channel: alert.contact_kind === "email" ? "email" : "sms", contact: alert.contact }],
      {
        kind: "restock",
        language: alert.language,
        productName: size.name,
        sizeLabel: size.label,
        productRoute: size.route,
      },
      now,
    );
  }
  return signedUp.length;
}
