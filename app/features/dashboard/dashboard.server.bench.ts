import { afterAll, bench, describe } from "vitest";
import { seedOrderCatalog, ORDER_SIZES } from "../../../tests/fixtures/order-catalog";
import { testDatabaseKinds, type TestDatabase } from "../../../tests/setup/test-databases";
import type { Database } from "~/utils/db.server";
import { dashboardFigures } from "./dashboard.server";

/**
 * The dashboard's queries over 5,000 orders of the last 30 days (docs/benchmarks.md): `npx vitest
 * bench app/features/dashboard`, with TEST_DATABASE_URL for PostgreSQL too. Speed is measured, never asserted.
 */

const ZONE = "America/New_York";
const NOW = new Date("2026-11-27T20:30:00.000Z");
const ORDERS = 5_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const SIZES = [
  ...Object.values(ORDER_SIZES).map((size) => size.id),
  ...Array.from({ length: 300 }, (_, i) => `s-${i}`),
];

/** A fixed pseudo-random sequence, so every run and both databases hold the same orders. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

async function fill(db: Database): Promise<void> {
  await seedOrderCatalog(db);
  const next = sequence(19);
  for (let first = 0; first < ORDERS; first += 250) {
    const orders = Array.from({ length: 250 }, (_, index) => {
      const at = new Date(NOW.getTime() - next() * 30 * DAY_MS).toISOString();
      const total = 1000 + Math.floor(next() * 20_000);
      return {
        idempotency_key: `bench-${first + index}`,
        request_hash: "x",
        status_token: `bench-${first + index}`,
        status: next() < 0.05 ? ("cancelled" as const) : ("confirmed" as const),
        customer_name: "Ana",
        customer_phone: "+13055550142",
        customer_email: null,
        fulfilment: "pickup" as const,
        address: null,
        unit: null,
        zip: null,
        notes: null,
        payment_method: "cash" as const,
        tip_percent: 0,
        subtotal_cents: total,
        tax_cents: 0,
        delivery_fee_cents: 0,
        tip_cents: 0,
        total_cents: total,
        language: "en" as const,
        created_at: at,
        updated_at: at,
      };
    });
    const ids = await db.insertInto("orders").values(orders).returning(["id", "created_at"]).execute();
    await db
      .insertInto("order_line")
      .values(
        ids.flatMap(({ id }) =>
          Array.from({ length: 1 + Math.floor(next() * 3) }, () => {
            const quantity = 1 + Math.floor(next() * 3);
            return {
              order_id: id,
              size_id: SIZES[Math.floor(next() * SIZES.length)]!,
              product_name: "Bench",
              product_route: "bench",
              size_label: "750ml",
              unit_price_cents: 1500,
              quantity,
              line_total_cents: 1500 * quantity,
              stock_taken: 0,
            };
          }),
        ),
      )
      .execute();
    await db
      .insertInto("order_event")
      .values(
        ids.map(({ id, created_at }) => ({
          order_id: id,
          kind: "status",
          from_status: "received" as const,
          to_status: "confirmed" as const,
          actor: "staff:1",
          note: null,
          created_at: new Date(Date.parse(created_at) + next() * 3_600_000).toISOString(),
        })),
      )
      .execute();
  }
}

const databases: [string, TestDatabase][] = [];
for (const kind of testDatabaseKinds) {
  const database = await kind.create();
  await fill(database.db);
  databases.push([kind.kind, database]);
}

describe("the dashboard over 5,000 orders", () => {
  afterAll(async () => {
    for (const [, database] of databases) await database.drop();
  });
  for (const [kind, database] of databases)
    bench(`all figures, ${kind}`, async () => {
      await dashboardFigures(database.db, { now: NOW, timeZone: ZONE });
    });
});
