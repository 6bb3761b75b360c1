import type { Transaction } from "kysely";
import type { IdCheckMethod, IdCheckResult } from "../../../db/stored-values";
import type { StoreDatabase } from "../../../db/schema";
import type { Database } from "~/utils/db.server";
import type { HandoverCheckRecord } from "./handover";

/**
 * The ID checks made when an order is handed over (issue #34). The order keeps only what proves
 * each check: when, by whom, how, the result, and the year of birth. Nothing else from the card
 * reaches the server, let alone a table.
 */

export interface HandoverCheck {
  orderId: number;
  /** "staff:<id>". */
  checkedBy: string;
  method: IdCheckMethod;
  result: IdCheckResult;
  birthYear: number;
  now: Date;
}

export async function recordHandoverCheck(
  trx: Transaction<StoreDatabase>,
  check: HandoverCheck,
): Promise<void> {
  await trx
    .insertInto("handover_check")
    .values({
      order_id: check.orderId,
      checked_at: check.now.toISOString(),
      checked_by: check.checkedBy,
      method: check.method,
      result: check.result,
      birth_year: check.birthYear,
    })
    .execute();
}

/** Whether the last check made for the order passed: a later failing check (another person at the door) undoes an earlier pass. */
export async function lastCheckPassed(trx: Transaction<StoreDatabase>, orderId: number): Promise<boolean> {
  const last = await trx
    .selectFrom("handover_check")
    .select("result")
    .where("order_id", "=", orderId)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return last?.result === "of-age";
}

/** The checks of these orders, oldest first, for the pages that show them. */
export async function handoverChecksOf(
  db: Database | Transaction<StoreDatabase>,
  orderIds: number[],
): Promise<Map<number, HandoverCheckRecord[]>> {
  const checks = new Map<number, HandoverCheckRecord[]>();
  if (orderIds.length === 0) return checks;
  const rows = await db
    .selectFrom("handover_check")
    .selectAll()
    .where("order_id", "in", orderIds)
    .orderBy("id")
    .execute();
  for (const row of rows) {
    const list = checks.get(row.order_id) ?? [];
    list.push({
      checkedAt: row.checked_at,
      checkedBy: row.checked_by,
      method: row.method,
      result: row.result,
      birthYear: row.birth_year,
    });
    checks.set(row.order_id, list);
  }
  return checks;
}
