import { expect, vi } from "vitest";
import type { Database } from "~/utils/db.server";
import { resumeNumbersGiven } from "~/utils/numbers-given.server";

/** The last webhook delivery id given out: the outbox's highest row. */
export async function lastOutboxId(db: Database): Promise<number> {
  const row = await db
    .selectFrom("outbox")
    .select((eb) => eb.fn.max<number>("id").as("id"))
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Starts on a restored database as a server does, and checks it moved the counters past an order
 * lost with the restore (its number and webhook delivery id) and said so (issue #33).
 */
export async function expectResumedPast(
  db: Database,
  numbersGivenFile: string,
  lost: { orderNumber: string; deliveryId: number },
): Promise<void> {
  const warn = vi.fn();
  await resumeNumbersGiven(db, numbersGivenFile, { warn });
  expect(warn).toHaveBeenCalledWith(
    {
      resumedAfter: { orders: Number(lost.orderNumber) - 1000, outbox: lost.deliveryId },
      file: numbersGivenFile,
    },
    expect.stringMatching(/counters were behind/),
  );
}
