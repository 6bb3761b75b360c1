import type { Transaction } from "kysely";
import { isPostgres } from "../../../db/migrations/dialect";
import type { StoreDatabase } from "../../../db/schema";
import type { Database } from "~/utils/db.server";
import { caseRuleOf } from "./case-rule-columns";
import { recordDealChange, type DealActor } from "./deal-changes.server";
import type { CaseRule } from "./deal-pricing";
import { caseRuleTermsSchema, type CaseRuleTerms } from "./deal-terms";

/**
 * The owner's mixed-case rules (issue #35 point 2): added, changed and switched on or off from the
 * console, never deleted (past orders name them), each change audited in its own transaction.
 */

/** A case rule as the console lists it, on or off. */
export interface CaseRuleListing extends CaseRuleTerms {
  id: number;
  active: boolean;
}

export type CaseRuleChange = { ok: true; id: number } | { ok: false; reason: "invalid" | "not_found" };

/** Every rule the console can show, those on first; a row whose JSON no form could have written is left out. */
export async function listCaseRules(db: Database): Promise<CaseRuleListing[]> {
  const rows = await db
    .selectFrom("case_rule")
    .selectAll()
    .orderBy("active", "desc")
    .orderBy("name")
    .orderBy("id")
    .execute();
  return rows.flatMap((row) => {
    const rule = caseRuleOf(row);
    return rule ? [{ ...termsOf(rule), id: row.id, active: row.active === 1 }] : [];
  });
}

/** A new rule, on from now. */
export async function addCaseRule(
  db: Database,
  terms: CaseRuleTerms,
  by: DealActor,
): Promise<CaseRuleChange> {
  const checked = caseRuleTermsSchema.safeParse(terms);
  if (!checked.success) return { ok: false, reason: "invalid" };
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("case_rule")
      .values({ ...ruleColumns(checked.data), active: 1, updated_at: by.now.toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordDealChange(
      trx,
      { kind: "rule-added", subject: checked.data.name, before: null, after: checked.data },
      by,
    );
    return { ok: true, id: Number(row.id) };
  });
}

/** New terms for a rule, on or off as it was; the same terms again change nothing and audit nothing. */
export async function changeCaseRule(
  db: Database,
  id: number,
  terms: CaseRuleTerms,
  by: DealActor,
): Promise<CaseRuleChange> {
  const checked = caseRuleTermsSchema.safeParse(terms);
  if (!checked.success) return { ok: false, reason: "invalid" };
  return db.transaction().execute(async (trx) => {
    const row = await lockedRule(trx, id);
    if (!row) return { ok: false, reason: "not_found" };
    const stored = caseRuleOf(row);
    const before = stored ? termsOf(stored) : null;
    const columns = ruleColumns(checked.data);
    if (before && JSON.stringify(ruleColumns(before)) === JSON.stringify(columns)) return { ok: true, id };
    await trx
      .updateTable("case_rule")
      .set({ ...columns, updated_at: by.now.toISOString() })
      .where("id", "=", id)
      .execute();
    await recordDealChange(
      trx,
      { kind: "rule-changed", subject: checked.data.name, before, after: checked.data },
      by,
    );
    return { ok: true, id };
  });
}

/** Switches a rule on or off; one already so is left alone, unaudited. */
export async function switchCaseRule(
  db: Database,
  id: number,
  active: boolean,
  by: DealActor,
): Promise<CaseRuleChange> {
  return db.transaction().execute(async (trx) => {
    const row = await lockedRule(trx, id);
    if (!row) return { ok: false, reason: "not_found" };
    if (row.active === (active ? 1 : 0)) return { ok: true, id };
    await trx
      .updateTable("case_rule")
      .set({ active: active ? 1 : 0, updated_at: by.now.toISOString() })
      .where("id", "=", id)
      .execute();
    await recordDealChange(
      trx,
      { kind: active ? "rule-on" : "rule-off", subject: row.name, before: null, after: null },
      by,
    );
    return { ok: true, id };
  });
}

/** The largest id an integer column holds: a larger one names no rule (PostgreSQL would refuse to compare it). */
const MAX_ID = 2_147_483_647;

/** The rule's row, locked until the transaction ends on PostgreSQL (SQLite's BEGIN IMMEDIATE holds the whole database). */
async function lockedRule(trx: Transaction<StoreDatabase>, id: number) {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return undefined;
  let query = trx.selectFrom("case_rule").selectAll().where("id", "=", id);
  if (isPostgres(trx)) query = query.forUpdate();
  return query.executeTakeFirst();
}

function termsOf(rule: CaseRule): CaseRuleTerms {
  return { name: rule.name, counts: [...rule.counts], tiers: rule.tiers.map((tier) => ({ ...tier })) };
}

function ruleColumns(terms: CaseRuleTerms) {
  return {
    name: terms.name,
    counts: JSON.stringify(terms.counts),
    tiers: JSON.stringify(
      terms.tiers.map((tier) => ({ bottles: tier.bottles, basisPoints: tier.basisPoints })),
    ),
  };
}
