import { isClosedStatus, ORDER_STATUSES, type OrderStatus } from "~/features/orders";
import type { Database } from "~/utils/db.server";
import { RETENTION } from "./policy-facts";

export interface PurgedRecords {
  orders: number;
  contactMessages: number;
  webVitals: number;
  restockAlerts: number;
  notices: number;
}

const CLOSED_STATUSES: OrderStatus[] = ORDER_STATUSES.filter(isClosedStatus);

/** The instant `years`, `months` and `days` before `now`, on the calendar (UTC). */
function before(
  now: Date,
  { years = 0, months = 0, days = 0 }: { years?: number; months?: number; days?: number },
): string {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(
    cutoff.getUTCFullYear() - years,
    cutoff.getUTCMonth() - months,
    cutoff.getUTCDate() - days,
  );
  return cutoff.toISOString();
}

/**
 * Deletes what the privacy policy says the store keeps no longer (RETENTION): closed orders with
 * their lines, history, calls, ID checks, code uses and notifications after `orderYears`, contact messages, web vitals and
 * "Tell me when it's back" sign-ups (whose notice never came) after their months, the shopper's
 * notices after their days (the opt-outs stay: they are promises). An order still
 * open is kept whatever its age. One transaction.
 */
export function purgeExpiredRecords(db: Database, now: Date = new Date()): Promise<PurgedRecords> {
  return db.transaction().execute(async (trx) => {
    const expiredOrders = trx
      .selectFrom("orders")
      .select("id")
      .where("created_at", "<", before(now, { years: RETENTION.orderYears }))
      .where("status", "in", CLOSED_STATUSES);
    // Everything that names an order goes with it: its calls, its route stop, its ID checks and its code use too.
    for (const table of [
      "outbox",
      "call_attempt",
      "delivery_stop",
      "handover_check",
      "deal_code_use",
    ] as const)
      await trx.deleteFrom(table).where("order_id", "in", expiredOrders).execute();
    await trx.deleteFrom("order_event").where("order_id", "in", expiredOrders).execute();
    await trx.deleteFrom("order_line").where("order_id", "in", expiredOrders).execute();
    const orders = await trx.deleteFrom("orders").where("id", "in", expiredOrders).executeTakeFirst();
    const contactMessages = await trx
      .deleteFrom("contact_message")
      .where("created_at", "<", before(now, { months: RETENTION.contactMessageMonths }))
      .executeTakeFirst();
    const webVitals = await trx
      .deleteFrom("web_vital")
      .where("created_at", "<", before(now, { months: RETENTION.webVitalMonths }))
      .executeTakeFirst();
    const restockAlerts = await trx
      .deleteFrom("restock_alert")
      .where("created_at", "<", before(now, { months: RETENTION.restockAlertMonths }))
      .executeTakeFirst();
    const notices = await trx
      .deleteFrom("shopper_notice")
      .where("created_at", "<", before(now, { days: RETENTION.noticeDays }))
      .executeTakeFirst();
    return {
      notices: Number(notices.numDeletedRows),
      orders: Number(orders.numDeletedRows),
      contactMessages: Number(contactMessages.numDeletedRows),
      webVitals: Number(webVitals.numDeletedRows),
      restockAlerts: Number(restockAlerts.numDeletedRows),
    };
  });
}
