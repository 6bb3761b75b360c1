import type { Transaction } from "kysely";
import type { StoreDatabase } from "../../db/schema";
import type { Database } from "~/utils/db.server";

export type FlowTransaction = Transaction<StoreDatabase>;

/**
 * A flow's one transaction, with a way out: `refuse(answer)` rolls back every step taken so far
 * (stock taken, rows written) and `run` answers with it. Each flow makes its own, so an answer is
 * always of the flow's type.
 */
export function flowTransaction<Answer>() {
  class Refused extends Error {
    constructor(readonly answer: Answer) {
      super("refused");
    }
  }
  return {
    async run(db: Database, steps: (trx: FlowTransaction) => Promise<Answer>): Promise<Answer> {
      try {
        return await db.transaction().execute(steps);
      } catch (error) {
        if (error instanceof Refused) return error.answer;
        throw error;
      }
    },
    refuse(answer: Answer): never {
      throw new Refused(answer);
    },
  };
}
