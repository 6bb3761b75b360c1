import type { Transaction } from "kysely";
import type { DealChangeKind, StoreDatabase } from "../../../db/schema";
import type { CaseRuleTerms, CodeTerms } from "./deal-terms";

/** Who changes a deal, and when: "staff:<id>". */
export interface DealActor {
  actor: string;
  now: Date;
}

/** One line of the deals' audit trail, written in the change's own transaction. */
export async function recordDealChange(
  trx: Transaction<StoreDatabase>,
  change: {
    kind: DealChangeKind;
    subject: string;
    before: CaseRuleTerms | CodeTerms | null;
    after: CaseRuleTerms | CodeTerms | null;
  },
  by: DealActor,
): Promise<void> {
  await trx
    .insertInto("deal_change")
    .values({
      kind: change.kind,
      subject: change.subject,
      before_terms: change.before && JSON.stringify(change.before),
      after_terms: change.after && JSON.stringify(change.after),
      actor: by.actor,
      created_at: by.now.toISOString(),
    })
    .execute();
}
