import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderRequestSchema } from "~/features/orders";
import { logCall } from "~/flows/log-call.server";
import { addOrderNote } from "~/features/orders/order-status.server";
import { placeOrder } from "~/flows/place-order.server";
import { orderBody, ORDER_SIZES, seedOrderCatalog } from "../../../tests/fixtures/order-catalog";
import { testDatabaseKinds, type TestDatabase } from "../../../tests/setup/test-databases";
import { auditEntryText } from "./audit-entry-text";
import { inviteStaffMember } from "./staff-account-admin.server";
import { addStaffMember } from "./staff-accounts.server";
import { AUDIT_PAGE_SIZE, auditActors, auditTrail } from "./staff-audit.server";
import type { StaffMember } from "./staff-sessions.server";
import { editSize } from "~/flows/edit-size.server";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 15, minute));

describe.each(testDatabaseKinds)("the audit trail on $kind", (kind) => {
  let database: TestDatabase;
  let owner: StaffMember;
  let clerk: StaffMember;
  let orderNumber: string;

  beforeAll(async () => {
    database = await kind.create();
    await seedOrderCatalog(database.db);
    const add = (name: string, role: "owner" | "clerk") =>
      addStaffMember(database.db, { email: `${name}@store.example`, name, password: "correct horse", role });
    owner = await add("Olga", "owner");
    clerk = await add("Carlos", "clerk");
    const placed = await placeOrder(database.db, orderRequestSchema.parse(orderBody()), { now: at(1) });
    if (placed.kind !== "created") throw new Error(placed.kind);
    orderNumber = placed.order.order.number;
    const { id: orderId, version } = await database.db
      .selectFrom("orders")
      .select(["id", "version"])
      .where("number", "=", orderNumber)
      .executeTakeFirstOrThrow();
    const call = await logCall(database.db, {
      orderId,
      version,
      actor: `staff:${clerk.id}`,
      outcome: "no_answer",
      note: "Rang out",
      now: new Date(at(1).getTime() + 30_000),
      schedule: { retryDelaysMs: [600_000], triesBeforeCancel: 3 },
    });
    if (!call.ok) throw new Error(call.reason);
    await addOrderNote(database.db, {
      orderId,
      actor: `staff:${owner.id}`,
      note: "Called: confirmed",
      now: at(2),
    });
    await editSize(database.db, {
      sizeId: ORDER_SIZES.whisky.id,
      // The order above took 2 of the 5 bottles.
      next: { priceCents: 4100, inventory: 3 },
      shown: { priceCents: ORDER_SIZES.whisky.priceCents, inventory: 3 },
      actor: `staff:${clerk.id}`,
      now: at(3),
    });
    await inviteStaffMember(
      database.db,
      { name: "Rosa", email: "rosa@store.example", role: "clerk" },
      owner,
      at(4),
    );
  });
  afterAll(() => database.drop());

  it("lists orders, their calls, catalogue and accounts together, newest first, in words", async () => {
    const { entries, older } = await auditTrail(database.db, { actor: null, page: 1 });
    expect(older).toBe(false);
    const lines = entries.map((entry) => [entry.actor, auditEntryText(entry)]);
    // staff:add's own rows (actor "cli") are written at the real time: after the fixed minutes above.
    expect(lines.filter(([actor]) => actor !== "cli")).toEqual([
      [`staff:${owner.id}`, "Rosa: invited (Clerk)"],
      [`staff:${clerk.id}`, "Price of Johnnie Walker Black 750ml: $39.99 → $41.00"],
      [`staff:${owner.id}`, `Order ${orderNumber}: note “Called: confirmed”`],
      [`staff:${clerk.id}`, `Order ${orderNumber}: call, No answer (Rang out)`],
      ["shopper", `Order ${orderNumber}: placed`],
    ]);
    expect(lines.filter(([actor]) => actor === "cli")).toEqual([
      ["cli", "Carlos: account added (Clerk)"],
      ["cli", "Olga: account added (Owner)"],
    ]);
  });

  it("filters by who did it, and names everyone who may have", async () => {
    const { entries } = await auditTrail(database.db, { actor: `staff:${clerk.id}`, page: 1 });
    expect(entries.map((entry) => entry.kind)).toEqual(["price", "call"]);
    expect(await auditActors(database.db)).toEqual(
      expect.arrayContaining([
        { actor: `staff:${owner.id}`, name: "Olga" },
        { actor: `staff:${clerk.id}`, name: "Carlos" },
        { actor: "shopper", name: "Shoppers" },
      ]),
    );
  });

  it("pages hold 50 entries, and the last page says there is nothing older", async () => {
    const { id: orderId } = await database.db
      .selectFrom("orders")
      .select("id")
      .where("number", "=", orderNumber)
      .executeTakeFirstOrThrow();
    for (let note = 0; note < AUDIT_PAGE_SIZE; note++)
      await addOrderNote(database.db, {
        orderId,
        actor: `staff:${owner.id}`,
        note: `Note ${note}`,
        now: at(10 + note),
      });
    const first = await auditTrail(database.db, { actor: `staff:${owner.id}`, page: 1 });
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.older).toBe(true);
    expect(auditEntryText(first.entries[0]!)).toBe(
      `Order ${orderNumber}: note “Note ${AUDIT_PAGE_SIZE - 1}”`,
    );
    const second = await auditTrail(database.db, { actor: `staff:${owner.id}`, page: 2 });
    expect(second.older).toBe(false);
    expect(second.entries.map((entry) => auditEntryText(entry))).toEqual([
      "Rosa: invited (Clerk)",
      `Order ${orderNumber}: note “Called: confirmed”`,
    ]);
  });
});
