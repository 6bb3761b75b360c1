import type { Transaction } from "kysely";
import type { StoreDatabase } from "../../../db/schema";
import type { Database } from "~/utils/db.server";
import { normalCode, type CodeRefusal } from "./deal-code";
import type { CodeDeal } from "./deal-pricing";

/**
 * The codes from flyers (issue #35): read for a cart, and used by an order in the order's own
 * transaction, every use counted in the code's row, so the limits hold store-wide, whatever number
 * of servers take orders at once.
 */

type Reader = Database | Transaction<StoreDatabase>;

/** The code's deal for this phone at `now`, or why it does not apply; with no phone yet, its own limit is not counted. */
export async function codeDeal(
  db: Reader,
  typed: string,
  { phone, now }: { phone: string | null; now: Date },
): Promise<{ ok: true; deal: CodeDeal } | { ok: false; refusal: CodeRefusal }> {
  const code = normalCode(typed);
  const row = code
    ? await db.selectFrom("deal_code").selectAll().where("code", "=", code).executeTakeFirst()
    : undefined;
  if (!row) return { ok: false, refusal: "unknown" };
  const at = now.toISOString();
  if (row.starts_at !== null && at < row.starts_at) return { ok: false, refusal: "notYet" };
  if (row.ends_at !== null && at >= row.ends_at) return { ok: false, refusal: "expired" };
  if (row.max_uses !== null && row.uses >= row.max_uses) return { ok: false, refusal: "usedUp" };
  if (
    row.max_uses_per_phone !== null &&
    phone !== null &&
    (await usesBy(db, row.code, phone)) >= row.max_uses_per_phone
  )
    return { ok: false, refusal: "usedUpForPhone" };
  const deal: CodeDeal =
    row.kind === "percent"
      ? {
          code: row.code,
          kind: "percent",
          basisPoints: row.basis_points ?? 0,
          minimumCents: row.minimum_cents,
        }
      : {
          code: row.code,
          kind: "amount",
          amountCents: row.amount_cents ?? 0,
          minimumCents: row.minimum_cents,
        };
  return { ok: true, deal };
}

async function usesBy(db: Reader, code: string, phone: string): Promise<number> {
  const row = await db
    .selectFrom("deal_code_use")
    .select((eb) => eb.fn.countAll<number>().as("uses"))
    .where("code", "=", code)
    .where("phone", "=", phone)
    .executeTakeFirstOrThrow();
  return Number(row.uses);
}

/**
 * The order takes one use of the code, inside the order's transaction and before it takes its
 * number: null when it did, else why not, and nothing changed. The count moves first, by a
 * conditional update that also locks the code's row until the order commits, so of two orders
 * racing for the last use one gets it and the other reads the count after it; the per-phone count
 * is read under that lock (recordCodeUse writes the use before the lock is let go).
 */
export async function claimCode(
  trx: Transaction<StoreDatabase>,
  use: { code: string; phone: string },
): Promise<"usedUp" | "usedUpForPhone" | null> {
  const counted = await trx
    .updateTable("deal_code")
    .set((eb) => ({ uses: eb("uses", "+", 1) }))
    .where("code", "=", use.code)
    .where((eb) => eb.or([eb("max_uses", "is", null), eb("uses", "<", eb.ref("max_uses"))]))
    .returning(["max_uses_per_phone"])
    .executeTakeFirst();
  if (!counted) return "usedUp";
  const perPhone = counted.max_uses_per_phone;
  if (perPhone !== null && (await usesBy(trx, use.code, use.phone)) >= perPhone) {
    await trx
      .updateTable("deal_code")
      .set((eb) => ({ uses: eb("uses", "-", 1) }))
      .where("code", "=", use.code)
      .execute();
    return "usedUpForPhone";
  }
  return null;
}

/** The claimed use, with the order that made it; a code is used once per order (the table's unique key refuses a second). */
export async function recordCodeUse(
  trx: Transaction<StoreDatabase>,
  use: { code: string; orderId: number; phone: string; now: Date },
): Promise<void> {
  await trx
    .insertInto("deal_code_use")
    .values({ code: use.code, order_id: use.orderId, phone: use.phone, created_at: use.now.toISOString() })
    .execute();
}
