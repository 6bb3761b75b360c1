import type { IdCheckMethod, IdCheckResult } from "../../../db/stored-values";

/** An ID check made at handover (issue #34), as stored: only what proves it. Client-safe. */
export interface HandoverCheckRecord {
  checkedAt: string;
  /** "staff:<id>". */
  checkedBy: string;
  method: IdCheckMethod;
  result: IdCheckResult;
  birthYear: number;
}
