import type { Database } from "~/utils/db.server";
import type { WebVitalReport } from "./web-vital";

/** Stores one batch with a single insert: a batch is kept whole or not at all. */
export async function recordWebVitals(
  db: Database,
  reports: readonly WebVitalReport[],
  receivedAt: Date = new Date(),
): Promise<void> {
  const createdAt = receivedAt.toISOString();
  await db
    .insertInto("web_vital")
    .values(
      reports.map((report) => ({
        metric_id: report.id,
        name: report.name,
        value: report.value,
        rating: report.rating,
        path: report.path,
        navigation_type: report.navigationType,
        created_at: createdAt,
      })),
    )
    .execute();
}
