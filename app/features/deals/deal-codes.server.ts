import type { Transaction } from "kysely";
import type { StoreDatabase } from "../../../db/schema";
import type { Database } from "~/utils/db.server";
import type { CodeDeal } from "./deal-pricing";

/**
 * The codes from flyers (issue #35): read for a cart, and used by an order in the order's own
 * transaction, every use counted in the code's row, so the limits hold store-wide, whatever number
 * of servers take orders at once.
 */

/** Why a code does not apply, as the checkout says it. */
export type CodeRefusal = "unknown" | "notYet" | "expired" | "usedUp" | "usedUpForPhone" | "alreadyUsed";

/** Longer than any code a store prints. */
export const MAX_CODE_LENGTH = 40;

/** A code as the shopper typed it, as the store keeps it: no spaces, upper case; null when it cannot be one. */
export function normalCode(typed: string): string | null {
  const code = typed.replace(/\s+/g, "").toUpperCase();
  return /^[A-Z0-9-]{1,40}$/.test(code) ? code : null;
}

type Reader = Database | Transaction<StoreDatabase>;

/** The code's deal for this phone at `now`, or why it does not apply. */
export async function codeDeal(
  db: Reader,
  typed: string,
  { phone, now }: { phone: string; now: Date },
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
  if (row.max_uses_per_phone !== null && (await usesBy(db, row.code, phone)) >= row.max_uses_per_phone)
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
 * The order uses the code, inside the order's transaction: null when it did, else why not, and
 * nothing changed. The count moves first, by a conditional update that also locks the code's row,
 * so of two orders racing for the last use one gets it and the other reads the count after it; the
 * per-phone count is read under that lock.
 */
export async function redeemCode(
  trx: Transaction<StoreDatabase>,
  use: { code: string; orderId: number; phone: string; now: Date },
): Promise<Exclude<CodeRefusal, "unknown" | "notYet" | "expired"> | null> {
  const already = await trx
    .selectFrom("deal_code_use")
    .select("id")
    .where("code", "=", use.code)
    .where("order_id", "=", use.orderId)
    .executeTakeFirst();
  if (already) return "alreadyUsed";
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
  await trx
    .insertInto("deal_code_use")
    .values({ code: use.code, order_id: use.orderId, phone: use.phone, created_at: use.now.toISOString() })
    .execute();
  return null;
}
