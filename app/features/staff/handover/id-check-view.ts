import type { HandoverCheckRecord } from "~/features/orders";
import type { IdCheckMethod, IdCheckResult } from "../../../../db/stored-values";
import type { StaffClock } from "../staff-clock";

/** The last ID check made for an order, as a page shows it. */
export interface IdCheckView {
  result: IdCheckResult;
  method: IdCheckMethod;
  /** Formatted in the store's zone and the staff member's language. */
  checkedAt: string;
  checkedBy: string;
  birthYear: number;
}

/** An ID check as a page shows it: when, in the staff member's words, and by whom, by name. */
export function idCheckView(
  check: HandoverCheckRecord | null,
  clock: StaffClock,
  staffNames: Record<string, string>,
): IdCheckView | null {
  if (!check) return null;
  return {
    result: check.result,
    method: check.method,
    checkedAt: clock.time.format(new Date(check.checkedAt)),
    checkedBy: staffNames[check.checkedBy] ?? check.checkedBy,
    birthYear: check.birthYear,
  };
}
