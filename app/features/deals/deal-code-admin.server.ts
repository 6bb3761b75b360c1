import type { Selectable, Transaction } from "kysely";
import { isPostgres } from "../../../db/migrations/dialect";
import type { DealCodeTable, StoreDatabase } from "../../../db/schema";
import type { Database } from "~/utils/db.server";
import { normalCode } from "./deal-code";
import { recordDealChange, type DealActor } from "./deal-changes.server";
import { codeTermsSchema, type CodeTerms } from "./deal-terms";

/**
 * The owner's codes (issue #35 point 3): added, changed and ended from the console, each change
 * audited in its own transaction. The uses are the orders' to count: no change here moves them,
 * and no limit goes below them.
 */

/** A code as the console lists it. */
export interface CodeListing extends CodeTerms {
  code: string;
  uses: number;
}

export type CodeChange =
  | { ok: true; code: string }
  | { ok: false; reason: "invalid" | "not_found" | "taken" }
  /** The limit asked is below the uses already counted. */
  | { ok: false; reason: "below_uses"; uses: number };

export async function listCodes(db: Database): Promise<CodeListing[]> {
  const rows = await db.selectFrom("deal_code").selectAll().orderBy("code").execute();
  return rows.map((row) => ({ ...termsOf(row), code: row.code, uses: row.uses }));
}

/** One code as the console lists it; null when the store has none by that name. */
export async function findCode(db: Database, code: string): Promise<CodeListing | null> {
  const row = await db.selectFrom("deal_code").selectAll().where("code", "=", code).executeTakeFirst();
  return row ? { ...termsOf(row), code: row.code, uses: row.uses } : null;
}

/** A new code, as typed (spaces dropped, upper case); refused when the store has it already. */
export async function addCode(
  db: Database,
  typed: string,
  terms: CodeTerms,
  by: DealActor,
): Promise<CodeChange> {
  const code = normalCode(typed);
  const checked = codeTermsSchema.safeParse(terms);
  if (!code || !checked.success) return { ok: false, reason: "invalid" };
  return db.transaction().execute(async (trx) => {
    const added = await trx
      .insertInto("deal_code")
      .values({ code, ...codeColumns(checked.data), updated_at: by.now.toISOString() })
      .onConflict((conflict) => conflict.column("code").doNothing())
      .returning("code")
      .executeTakeFirst();
    if (!added) return { ok: false, reason: "taken" };
    await recordDealChange(trx, { kind: "code-added", subject: code, before: null, after: checked.data }, by);
    return { ok: true, code };
  });
}

/** New terms for a code; the same terms again change nothing and audit nothing. */
export async function changeCode(
  db: Database,
  code: string,
  terms: CodeTerms,
  by: DealActor,
): Promise<CodeChange> {
  const checked = codeTermsSchema.safeParse(terms);
  if (!checked.success) return { ok: false, reason: "invalid" };
  return db.transaction().execute(async (trx) => {
    const row = await lockedCode(trx, code);
    if (!row) return { ok: false, reason: "not_found" };
    if (checked.data.maxUses !== null && checked.data.maxUses < row.uses)
      return { ok: false, reason: "below_uses", uses: row.uses };
    const before = termsOf(row);
    const columns = codeColumns(checked.data);
    if (JSON.stringify(codeColumns(before)) === JSON.stringify(columns)) return { ok: true, code };
    await trx
      .updateTable("deal_code")
      .set({ ...columns, updated_at: by.now.toISOString() })
      .where("code", "=", code)
      .execute();
    await recordDealChange(trx, { kind: "code-changed", subject: code, before, after: checked.data }, by);
    return { ok: true, code };
  });
}

/** Ends a code at `by.now`: a checkout from then on is told it expired. One already ended is left alone. */
export async function endCode(db: Database, code: string, by: DealActor): Promise<CodeChange> {
  return db.transaction().execute(async (trx) => {
    const row = await lockedCode(trx, code);
    if (!row) return { ok: false, reason: "not_found" };
    const now = by.now.toISOString();
    if (row.ends_at !== null && row.ends_at <= now) return { ok: true, code };
    const before = termsOf(row);
    // A code not yet started loses its start: its end must come after it, and it now never applies.
    const after: CodeTerms = {
      ...before,
      startsAt: before.startsAt !== null && before.startsAt < now ? before.startsAt : null,
      endsAt: now,
    };
    await trx
      .updateTable("deal_code")
      .set({ starts_at: after.startsAt, ends_at: now, updated_at: now })
      .where("code", "=", code)
      .execute();
    await recordDealChange(trx, { kind: "code-ended", subject: code, before, after }, by);
    return { ok: true, code };
  });
}

/** The code's row, locked until the transaction ends on PostgreSQL, so an order's use waits for the change. */
async function lockedCode(trx: Transaction<StoreDatabase>, code: string) {
  let query = trx.selectFrom("deal_code").selectAll().where("code", "=", code);
  if (isPostgres(trx)) query = query.forUpdate();
  return query.executeTakeFirst();
}

function termsOf(row: Selectable<DealCodeTable>): CodeTerms {
  return {
    value:
      row.kind === "percent"
        ? { kind: "percent", basisPoints: row.basis_points ?? 0 }
        : { kind: "amount", amountCents: row.amount_cents ?? 0 },
    minimumCents: row.minimum_cents,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    maxUses: row.max_uses,
    maxUsesPerPhone: row.max_uses_per_phone,
  };
}

/** The columns a code's terms fill: the kind's own amount, the other's null (the table's check). */
function codeColumns(terms: CodeTerms) {
  return {
    kind: terms.value.kind,
    basis_points: terms.value.kind === "percent" ? terms.value.basisPoints : null,
    amount_cents: terms.value.kind === "amount" ? terms.value.amountCents : null,
    minimum_cents: terms.minimumCents,
    starts_at: terms.startsAt,
    ends_at: terms.endsAt,
    max_uses: terms.maxUses,
    max_uses_per_phone: terms.maxUsesPerPhone,
  };
}
