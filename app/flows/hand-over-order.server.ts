import type { IdCheckMethod } from "../../db/stored-values";
import { checkAge, type AgeCheckResult } from "~/features/id-check";
import { recordHandoverCheck, type StatusChangeResult } from "~/features/orders/index.server";
import { markOutWith } from "~/features/staff/index.server";
import type { Database } from "~/utils/db.server";
import { changeOrderStatusIn } from "./change-order-status.server";

/**
 * Taking an order to the shopper (issue #34): a driver leaves with it ("On my way", which tells the
 * shopper), and whoever hands it over, at the door or the counter, checks an ID first. The result
 * is the server's, from the card's dates on the store's day; only the check's proof is kept.
 */

/** The statuses in which the bottles are about to change hands. */
const AT_HANDOVER = ["out_for_delivery", "ready_for_pickup"];

export interface IdCheckAtHandover {
  orderId: number;
  /** "staff:<id>". */
  actor: string;
  method: IdCheckMethod;
  /** YYYY-MM-DD. */
  birthDate: string;
  /** YYYY-MM-DD from a scanned card; null when typed by hand (a passport, a damaged card). */
  expires: string | null;
  /** The store's calendar day, YYYY-MM-DD. */
  today: string;
  now: Date;
}

export type IdCheckAnswer =
  { ok: true; result: AgeCheckResult } | { ok: false; reason: "not_found" | "not_at_handover" };

export function checkIdAtHandover(db: Database, check: IdCheckAtHandover): Promise<IdCheckAnswer> {
  return db.transaction().execute(async (trx): Promise<IdCheckAnswer> => {
    const order = await trx
      .selectFrom("orders")
      .select("status")
      .where("id", "=", check.orderId)
      .executeTakeFirst();
    if (!order) return { ok: false, reason: "not_found" };
    if (!AT_HANDOVER.includes(order.status)) return { ok: false, reason: "not_at_handover" };
    const result = checkAge({ birthDate: check.birthDate, expires: check.expires }, check.today);
    await recordHandoverCheck(trx, {
      orderId: check.orderId,
      checkedBy: check.actor,
      method: check.method,
      result,
      birthYear: Number(check.birthDate.slice(0, 4)),
      now: check.now,
    });
    return { ok: true, result };
  });
}

/** "On my way": the order goes out with this driver, and the shopper's notice is queued with it. */
export function startDelivery(
  db: Database,
  out: { orderId: number; driverId: number; now: Date },
): Promise<StatusChangeResult> {
  return db.transaction().execute(async (trx) => {
    const moved = await changeOrderStatusIn(trx, {
      orderId: out.orderId,
      to: "out_for_delivery",
      actor: `staff:${out.driverId}`,
      now: out.now,
    });
    if (moved.ok) await markOutWith(trx, out);
    return moved;
  });
}
