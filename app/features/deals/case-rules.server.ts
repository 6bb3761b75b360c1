import type { Transaction } from "kysely";
import type { StoreDatabase } from "../../../db/schema";
import type { Database } from "~/utils/db.server";
import { caseRuleOf } from "./case-rule-columns";
import type { CaseRule } from "./deal-pricing";

/** The mixed-case rules in force: what the cart panel, the quote and the order all price with. */
export async function caseRulesInForce(db: Database | Transaction<StoreDatabase>): Promise<CaseRule[]> {
  const rows = await db.selectFrom("case_rule").selectAll().where("active", "=", 1).orderBy("id").execute();
  return rows.flatMap((row) => caseRuleOf(row) ?? []);
}
