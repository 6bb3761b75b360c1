import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/utils/db.server";
import { testDatabaseKinds, type TestDatabase } from "../../../tests/setup/test-databases";
import { insertOrder, insertOrderPlacedRow } from "../../../tests/fixtures/orders";
import { addDealCode } from "../../../tests/fixtures/deal-catalog";
import { ORDER_SIZES, seedOrderCatalog } from "../../../tests/fixtures/order-catalog";
import { purgeExpiredRecords } from "./retention.server";

const NOW = new Date("2026-11-22T12:00:00.000Z");
const at = (iso: string) => new Date(iso);

async function count(
  db: Database,
  table:
    | "orders"
    | "order_line"
    | "order_event"
    | "outbox"
    | "contact_message"
    | "web_vital"
    | "notice_opt_out"
    | "call_attempt"
    | "delivery_stop"
    | "handover_check"
    | "deal_code_use",
) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function insertContactMessage(db: Database, createdAt: string) {
  await db
    .insertInto("contact_message")
    .values({
      name: "Ana",
      phone: null,
      email: "ana@example.com",
      message: "Do you have Malbec?",
      language: "en",
      sender_hash: "x",
      created_at: createdAt,
      read_at: null,
      read_by: null,
    })
    .execute();
}

async function insertWebVital(db: Database, createdAt: string) {
  await db
    .insertInto("web_vital")
    .values({
      metric_id: `v-${createdAt}`,
      name: "LCP",
      value: 1200,
      rating: "good",
      path: "/",
      navigation_type: "navigate",
      created_at: createdAt,
    })
    .execute();
}

async function insertRestockAlert(db: Database, contact: string, createdAt: string) {
  await db
    .insertInto("restock_alert")
    .values({
      size_id: ORDER_SIZES.wine.id,
      contact_kind: "email",
      contact,
      language: "es",
      created_at: createdAt,
      cancel_token_hash: `hash-of-${contact}`,
    })
    .execute();
}

describe.each(testDatabaseKinds)(
  "keeping records only as long as the privacy policy says, on $kind",
  ({ create }) => {
    let database: TestDatabase;
    beforeEach(async () => {
      database = await create();
    });
    afterEach(() => database.drop());

    it("deletes closed orders older than 3 years with their lines, history, calls, ID checks and notifications; keeps the rest", async () => {
      const db = database.db;
      const old = await insertOrder(db, { status: "completed", createdAt: at("2023-11-21T12:00:00Z") });
      await insertOrderPlacedRow(db, old);
      await db
        .insertInto("order_event")
        .values({
          order_id: old,
          kind: "placed",
          from_status: null,
          to_status: "received",
          actor: "shopper",
          note: null,
          created_at: "2023-11-21T12:00:00.000Z",
        })
        .execute();
      const oldAt = "2023-11-21T13:00:00.000Z";
      await db
        .insertInto("call_attempt")
        .values({ order_id: old, actor: "staff:1", outcome: "confirmed", note: null, created_at: oldAt })
        .execute();
      await db
        .insertInto("delivery_stop")
        .values({ order_id: old, route_position: 1, updated_at: oldAt })
        .execute();
      await db
        .insertInto("handover_check")
        .values({
          order_id: old,
          checked_at: oldAt,
          checked_by: "staff:1",
          method: "scan",
          result: "of-age",
          birth_year: 1990,
        })
        .execute();
      // The code it used: the use names the shopper's phone, and goes with the order.
      await addDealCode(db, "FLYER10");
      await db
        .insertInto("deal_code_use")
        .values({ code: "FLYER10", order_id: old, phone: "+13055550142", created_at: oldAt })
        .execute();
      await insertOrder(db, { status: "refused_at_door", createdAt: at("2023-01-01T00:00:00Z") });
      const stillOpen = await insertOrder(db, { status: "confirmed", createdAt: at("2022-06-01T00:00:00Z") });
      const justInside = await insertOrder(db, {
        status: "completed",
        createdAt: at("2023-11-22T12:00:01Z"),
      });

      expect(await purgeExpiredRecords(db, NOW)).toMatchObject({ orders: 2 });
      const left = await db.selectFrom("orders").select("id").orderBy("id").execute();
      expect(left.map((row) => Number(row.id))).toEqual([stillOpen, justInside]);
      expect(await count(db, "order_line")).toBe(2);
      expect(await count(db, "order_event")).toBe(0);
      expect(await count(db, "outbox")).toBe(0);
      for (const table of ["call_attempt", "delivery_stop", "handover_check", "deal_code_use"] as const)
        expect(await count(db, table), table).toBe(0);
    });

    it("deletes contact messages and web vitals older than 12 months", async () => {
      const db = database.db;
      await insertContactMessage(db, "2025-11-22T11:59:59.000Z");
      await insertContactMessage(db, "2025-11-22T12:00:01.000Z");
      await insertWebVital(db, "2025-10-01T00:00:00.000Z");
      await insertWebVital(db, "2026-11-01T00:00:00.000Z");
      expect(await purgeExpiredRecords(db, NOW)).toMatchObject({
        orders: 0,
        contactMessages: 1,
        webVitals: 1,
      });
      expect(await count(db, "contact_message")).toBe(1);
      expect(await count(db, "web_vital")).toBe(1);
    });

    it("deletes a restock sign-up whose size never came back within 6 months; keeps younger ones", async () => {
      const db = database.db;
      await seedOrderCatalog(db);
      await insertRestockAlert(db, "old@example.com", "2026-05-22T11:59:59.000Z");
      await insertRestockAlert(db, "young@example.com", "2026-05-22T12:00:01.000Z");
      expect(await purgeExpiredRecords(db, NOW)).toMatchObject({ restockAlerts: 1 });
      const left = await db.selectFrom("restock_alert").select("contact").execute();
      expect(left).toEqual([{ contact: "young@example.com" }]);
    });

    it("running it again deletes nothing more", async () => {
      await insertContactMessage(database.db, "2020-01-01T00:00:00.000Z");
      await seedOrderCatalog(database.db);
      await insertRestockAlert(database.db, "old@example.com", "2020-01-01T00:00:00.000Z");
      expect(await purgeExpiredRecords(database.db, NOW)).toMatchObject({
        contactMessages: 1,
        restockAlerts: 1,
      });
      expect(await purgeExpiredRecords(database.db, NOW)).toEqual({
        notices: 0,
        orders: 0,
        contactMessages: 0,
        webVitals: 0,
        restockAlerts: 0,
      });
    });

    it("deletes the shopper's notices older than 90 days, sent or not, and keeps every opt-out", async () => {
      const db = database.db;
      const notice = (contact: string, createdAt: string) => ({
        channel: "sms" as const,
        contact,
        topic: "order.received",
        payload: "{}",
        next_attempt_at: createdAt,
        delivered_at: createdAt,
        last_error: null,
        created_at: createdAt,
      });
      await db
        .insertInto("shopper_notice")
        .values([
          notice("+13055550101", "2026-08-24T11:59:59.000Z"),
          notice("+13055550102", "2026-08-24T12:00:01.000Z"),
        ])
        .execute();
      await db
        .insertInto("notice_opt_out")
        .values({ contact: "+13055550101", created_at: "2020-01-01T00:00:00.000Z" })
        .execute();
      expect(await purgeExpiredRecords(db, NOW)).toMatchObject({ notices: 1 });
      expect(await db.selectFrom("shopper_notice").select("contact").execute()).toEqual([
        { contact: "+13055550102" },
      ]);
      expect(await count(db, "notice_opt_out")).toBe(1);
    });
  },
);
