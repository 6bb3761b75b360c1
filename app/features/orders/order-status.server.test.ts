import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/utils/db.server";
import { readCatalogRevision } from "~/features/catalog/data/catalog-repository.server";
import { importCatalog } from "~/flows/import-catalog.server";
import type { Catalog } from "~/features/catalog/catalog-model";
import { testDatabaseKinds, type TestDatabase } from "../../../tests/setup/test-databases";
import { testProduct, testSize } from "../../../tests/fixtures/catalog-products";
import { insertOrder, type FixtureLine } from "../../../tests/fixtures/orders";
import { ORDER_STATUSES, canMoveTo, type FulfilmentMethod, type OrderStatus } from "./order-status";
import { changeOrderStatus } from "~/flows/change-order-status.server";
import { MAX_ORDER_NOTE_LENGTH, addOrderNote } from "./order-status.server";

const NOW = new Date("2026-11-22T15:30:00.000Z");
const FULFILMENTS: FulfilmentMethod[] = ["delivery", "pickup"];

/** Two tracked sizes (10 and 5 in stock) and one the store does not count. */
const CATALOG: Catalog = {
  title: "Alcoholic Beverages",
  types: [
    {
      slug: "whiskey",
      name: "Whiskey",
      description: "",
      descriptionEs: null,
      position: 0,
      subtypes: [
        {
          typeSlug: "whiskey",
          slug: "scotch",
          name: "Scotch",
          description: "",
          descriptionEs: null,
          position: 0,
        },
      ],
    },
  ],
  products: [
    testProduct({
      route: "scotch",
      sizes: [
        testSize({ id: "scotch-750ml", label: "750ml", inventory: 10 }),
        testSize({ id: "scotch-1l", label: "1L", inventory: 5, position: 1 }),
        testSize({ id: "scotch-375ml", label: "375ml", inventory: null, position: 2 }),
      ],
    }),
  ],
};

const TAKEN: FixtureLine[] = [
  { sizeId: "scotch-750ml", quantity: 3, stockTaken: true },
  { sizeId: "scotch-1l", quantity: 2, stockTaken: true },
];

async function inventories(db: Database): Promise<Record<string, number | null>> {
  const rows = await db.selectFrom("product_size").select(["id", "inventory"]).orderBy("id").execute();
  return Object.fromEntries(
    rows.map((row) => [row.id, row.inventory === null ? null : Number(row.inventory)]),
  );
}

async function eventsOf(db: Database, orderId: number) {
  return db.selectFrom("order_event").selectAll().where("order_id", "=", orderId).orderBy("id").execute();
}

async function statusOf(db: Database, orderId: number) {
  return db
    .selectFrom("orders")
    .select(["status", "updated_at"])
    .where("id", "=", orderId)
    .executeTakeFirstOrThrow();
}

/** The webhook notifications written so far, oldest first. */
function notificationsOf(db: Database) {
  return db
    .selectFrom("outbox")
    .select(["order_id", "topic", "payload", "next_attempt_at"])
    .orderBy("id")
    .execute();
}

function combinations(allowed: boolean) {
  return FULFILMENTS.flatMap((fulfilment) =>
    ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => canMoveTo(from, to, fulfilment) === allowed).map((to) => ({
        from,
        to,
        fulfilment,
      })),
    ),
  );
}

/** Handing over (issue #34): refused, changing nothing, until the order has an ID check that passed. */
async function expectIdCheckFirst(db: Database, orderId: number, from: OrderStatus): Promise<void> {
  const change = { orderId, to: "completed" as const, actor: "staff:7", now: NOW };
  expect(await changeOrderStatus(db, change)).toEqual({ ok: false, reason: "no_id_check", from });
  const check = (result: "of-age" | "under-21") =>
    db
      .insertInto("handover_check")
      .values({
        order_id: orderId,
        checked_at: NOW.toISOString(),
        checked_by: "staff:7",
        method: "typed",
        result,
        birth_year: 1990,
      })
      .execute();
  await check("of-age");
  // The last check is the one that counts: another person at the door, under 21.
  await check("under-21");
  expect(await changeOrderStatus(db, change)).toEqual({ ok: false, reason: "no_id_check", from });
  expect(await eventsOf(db, orderId)).toEqual([]);
  await check("of-age");
}

describe.each(testDatabaseKinds)("order status changes on $kind", ({ create }) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await create();
    await importCatalog(database.db, CATALOG);
  });
  afterEach(() => database.drop());

  it("refuses every change the table does not allow, and changes nothing", async () => {
    const refused = combinations(false);
    expect(refused).toHaveLength(8 * 8 * 2 - 14);
    const stockBefore = await inventories(database.db);
    const revisionBefore = await readCatalogRevision(database.db);
    for (const { from, to, fulfilment } of refused) {
      const orderId = await insertOrder(database.db, { status: from, fulfilment, lines: TAKEN });
      const before = await statusOf(database.db, orderId);
      const result = await changeOrderStatus(database.db, { orderId, to, actor: "staff:1", now: NOW });
      expect(result, `${from} → ${to} (${fulfilment})`).toEqual({ ok: false, reason: "not_allowed", from });
      expect(await statusOf(database.db, orderId)).toEqual(before);
    }
    const { count } = await database.db
      .selectFrom("order_event")
      .select((eb) => eb.fn.countAll().as("count"))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(0);
    expect(await notificationsOf(database.db)).toEqual([]);
    expect(await inventories(database.db)).toEqual(stockBefore);
    expect(await readCatalogRevision(database.db)).toBe(revisionBefore);
  });

  it("makes every change the table allows and writes it on the audit trail", async () => {
    const allowed = combinations(true);
    expect(allowed).toHaveLength(14);
    for (const { from, to, fulfilment } of allowed) {
      const orderId = await insertOrder(database.db, { status: from, fulfilment });
      if (to === "completed") await expectIdCheckFirst(database.db, orderId, from);
      const result = await changeOrderStatus(database.db, {
        orderId,
        to,
        actor: "staff:7",
        note: "called the shopper",
        now: NOW,
      });
      expect(result).toMatchObject({ ok: true, from, to });
      expect(await statusOf(database.db, orderId)).toEqual({ status: to, updated_at: NOW.toISOString() });
      expect(await eventsOf(database.db, orderId)).toEqual([
        expect.objectContaining({
          kind: "status",
          from_status: from,
          to_status: to,
          actor: "staff:7",
          note: "called the shopper",
          created_at: NOW.toISOString(),
        }),
      ]);
      const [notification] = (await notificationsOf(database.db)).filter((row) => row.order_id === orderId);
      expect(notification).toMatchObject({
        topic: "order.status_changed",
        next_attempt_at: NOW.toISOString(),
      });
      expect(JSON.parse(notification!.payload)).toEqual({
        event: "order.status_changed",
        number: String(1000 + orderId),
        from,
        to,
        changedAt: NOW.toISOString(),
        note: "called the shopper",
        returnedStock: [],
      });
    }
  });

  it("answers not_found for an order that does not exist", async () => {
    expect(
      await changeOrderStatus(database.db, { orderId: 999, to: "confirmed", actor: "staff:1", now: NOW }),
    ).toEqual({ ok: false, reason: "not_found" });
  });

  it("cancelling returns exactly the stock taken and leaves untracked sizes untracked", async () => {
    const orderId = await insertOrder(database.db, {
      status: "confirmed",
      lines: [
        { sizeId: "scotch-750ml", quantity: 3, stockTaken: true },
        // Sold while the size was not tracked: nothing was taken, so nothing comes back.
        { sizeId: "scotch-1l", quantity: 2, stockTaken: false },
        // Taken while tracked, but staff stopped counting this size since: it stays uncounted.
        { sizeId: "scotch-375ml", quantity: 4, stockTaken: true },
      ],
    });
    const revision = await readCatalogRevision(database.db);
    const result = await changeOrderStatus(database.db, {
      orderId,
      to: "cancelled",
      actor: "staff:1",
      now: NOW,
    });
    expect(result).toEqual({
      ok: true,
      from: "confirmed",
      to: "cancelled",
      returnedStock: [{ sizeId: "scotch-750ml", quantity: 3 }],
    });
    expect(await inventories(database.db)).toEqual({
      "scotch-1l": 5,
      "scotch-375ml": null,
      "scotch-750ml": 13,
    });
    expect(await readCatalogRevision(database.db)).toBe(revision);
  });

  it("two cancels at once return the stock once", async () => {
    const orderId = await insertOrder(database.db, { status: "received", lines: TAKEN });
    const cancel = (actor: string) =>
      changeOrderStatus(database.db, { orderId, to: "cancelled", actor, now: NOW });
    const results = await Promise.all([cancel("staff:1"), cancel("staff:2")]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^(not_allowed|conflict)$/),
    });
    expect(await inventories(database.db)).toEqual({
      "scotch-1l": 7,
      "scotch-375ml": null,
      "scotch-750ml": 13,
    });
    expect(await eventsOf(database.db, orderId)).toHaveLength(1);
    const [notification, ...more] = await notificationsOf(database.db);
    expect(more).toEqual([]);
    expect(JSON.parse(notification!.payload).returnedStock).toEqual([
      { sizeId: "scotch-1l", quantity: 2 },
      { sizeId: "scotch-750ml", quantity: 3 },
    ]);
  });

  it("adds a note to the audit trail without touching the status", async () => {
    const orderId = await insertOrder(database.db, { status: "confirmed" });
    expect(
      await addOrderNote(database.db, { orderId, actor: "staff:3", note: "  gate code 4521 ", now: NOW }),
    ).toEqual({
      ok: true,
    });
    expect(await addOrderNote(database.db, { orderId, actor: "staff:3", note: "   ", now: NOW })).toEqual({
      ok: false,
      reason: "empty",
    });
    const tooLong = "x".repeat(MAX_ORDER_NOTE_LENGTH + 1);
    expect(await addOrderNote(database.db, { orderId, actor: "staff:3", note: tooLong, now: NOW })).toEqual({
      ok: false,
      reason: "too_long",
    });
    expect(
      await addOrderNote(database.db, { orderId: 999, actor: "staff:3", note: "hello", now: NOW }),
    ).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect((await statusOf(database.db, orderId)).status).toBe("confirmed");
    expect(await eventsOf(database.db, orderId)).toEqual([
      expect.objectContaining({
        kind: "note",
        from_status: null,
        to_status: null,
        actor: "staff:3",
        note: "gate code 4521",
        created_at: NOW.toISOString(),
      }),
    ]);
  });
});
