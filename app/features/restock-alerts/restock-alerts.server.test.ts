import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database, type OpenDatabase } from "~/utils/db.server";
import { testDatabaseKinds, type TestDatabase } from "../../../tests/setup/test-databases";
import { ORDER_SIZES, seedOrderCatalog } from "../../../tests/fixtures/order-catalog";
import { parseRestockContact, type RestockContact } from "./restock-alert-form";
import {
  cancelRestockAlert,
  deleteRestockAlert,
  deleteRestockAlertsOf,
  listRestockAlerts,
  restockAlertByCancelToken,
  restockLimiters,
  signUpForRestock,
  type SignUp,
} from "./restock-alerts.server";

const SOLD_OUT = ORDER_SIZES.wine.id;
/** Each fixture size's product page (tests/fixtures/order-catalog.ts). */
const PAGE_OF: Record<string, string> = {
  [ORDER_SIZES.whisky.id]: "johnnie-walker-black",
  [ORDER_SIZES.whiskyLitre.id]: "johnnie-walker-black",
  [ORDER_SIZES.wine.id]: "malbec-reserva",
  [ORDER_SIZES.beer.id]: "modelo-especial",
  [ORDER_SIZES.retired.id]: "old-rum",
};
const contact = (typed: string): RestockContact => parseRestockContact(typed)!;
const ANA = contact("(305) 555-0142");
const generous = { perAddress: 1000, perContact: 1000, windowMs: 60_000 };

describe.each(testDatabaseKinds)("restock sign-ups on $kind", (kind) => {
  let database: TestDatabase;
  let db: Database;
  const signUp = (overrides: Partial<SignUp> = {}, limits = generous, on: Database = db) => {
    const sizeId = overrides.sizeId ?? SOLD_OUT;
    return signUpForRestock(on, restockLimiters(on, limits), {
      sizeId,
      productRoute: PAGE_OF[sizeId] ?? "malbec-reserva",
      contact: ANA,
      language: "es",
      address: "203.0.113.7",
      ...overrides,
    });
  };
  const rows = () => db.selectFrom("restock_alert").selectAll().orderBy("id").execute();
  const storedCount = async () => (await rows()).length;

  beforeAll(async () => {
    database = await kind.create();
    db = database.db;
    await seedOrderCatalog(db);
  });
  afterAll(() => database.drop());
  beforeEach(async () => {
    await db.deleteFrom("restock_alert").execute();
    await db.deleteFrom("rate_limit").execute();
    await db.updateTable("product_size").set({ inventory: 0 }).where("id", "=", SOLD_OUT).execute();
  });

  it("stores the size, the contact as E.164, its kind, the language and when", async () => {
    const now = new Date("2026-11-27T10:00:00.000Z");
    const outcome = await signUp({ now });
    expect(outcome).toEqual({
      kind: "registered",
      created: true,
      cancelToken: expect.stringMatching(/^[\w-]{22}$/),
    });
    expect(await rows()).toEqual([
      {
        id: expect.any(Number),
        size_id: SOLD_OUT,
        contact_kind: "phone",
        contact: "+13055550142",
        language: "es",
        created_at: now.toISOString(),
        // The token's hash, never the token.
        cancel_token_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    ]);
  });

  it("stores one row for ten taps at once, typed any way, and answers every one of them registered", async () => {
    const typings = ["(305) 555-0142", "305.555.0142", "+1 305 555 0142", "3055550142", "1-305-555-0142"];
    const outcomes = await Promise.all(
      [...typings, ...typings].map((typed) => signUp({ contact: contact(typed) })),
    );
    expect(outcomes.every((outcome) => outcome.kind === "registered")).toBe(true);
    expect(outcomes.filter((outcome) => outcome.kind === "registered" && outcome.created)).toHaveLength(1);
    expect(await storedCount()).toBe(1);
  });

  it("stores one row per mailbox, whatever its capitals; the same contact may wait for another size", async () => {
    await signUp({ contact: contact("Ana.Perez@Example.com") });
    expect(await signUp({ contact: contact("ana.perez@example.COM") })).toEqual({
      kind: "registered",
      created: false,
    });
    await db
      .updateTable("product_size")
      .set({ inventory: -3 })
      .where("id", "=", ORDER_SIZES.beer.id)
      .execute();
    expect(await signUp({ sizeId: ORDER_SIZES.beer.id })).toMatchObject({
      kind: "registered",
      created: true,
    });
    await db
      .updateTable("product_size")
      .set({ inventory: 100 })
      .where("id", "=", ORDER_SIZES.beer.id)
      .execute();
    const stored = await rows();
    expect(stored.map((row) => [row.size_id, row.contact_kind, row.contact])).toEqual([
      [SOLD_OUT, "email", "ana.perez@example.com"],
      [ORDER_SIZES.beer.id, "phone", "+13055550142"],
    ]);
  });

  it("refuses a size on sale (counted or not), unknown, retired or another product's, storing nothing and using up no point", async () => {
    const limits = { perAddress: 1, perContact: 1, windowMs: 60_000 };
    expect(await signUp({ sizeId: ORDER_SIZES.whisky.id }, limits)).toEqual({ kind: "inStock" });
    expect(await signUp({ sizeId: ORDER_SIZES.whiskyLitre.id }, limits)).toEqual({ kind: "inStock" });
    expect(await signUp({ sizeId: ORDER_SIZES.retired.id }, limits)).toEqual({ kind: "notSold" });
    expect(await signUp({ sizeId: "no-such-size" }, limits)).toEqual({ kind: "notSold" });
    expect(await signUp({ productRoute: "johnnie-walker-black" }, limits)).toEqual({ kind: "notSold" });
    expect(await storedCount()).toBe(0);
    // The one point each limit allows is still there.
    expect(await signUp({}, limits)).toMatchObject({ kind: "registered", created: true });
  });

  it("refuses a sold-out size whose product is retired", async () => {
    const malbec = await db
      .selectFrom("product_size")
      .select("product_id")
      .where("id", "=", SOLD_OUT)
      .executeTakeFirstOrThrow();
    await db.updateTable("product").set({ retired: 1 }).where("id", "=", malbec.product_id).execute();
    try {
      expect(await signUp()).toEqual({ kind: "notSold" });
      expect(await storedCount()).toBe(0);
    } finally {
      await db.updateTable("product").set({ retired: 0 }).where("id", "=", malbec.product_id).execute();
    }
  });

  it("lets the shopper's own link cancel that request only, once; any other token cancels nothing", async () => {
    const tokenOf = async (overrides: Partial<SignUp>) => {
      const outcome = await signUp(overrides);
      if (outcome.kind !== "registered" || !outcome.created) throw new Error(`not stored: ${outcome.kind}`);
      return outcome.cancelToken;
    };
    const mine = await tokenOf({});
    await tokenOf({ contact: contact("marta@example.com") });
    expect(await restockAlertByCancelToken(db, mine)).toEqual({
      productName: "Malbec Reserva",
      sizeLabel: "750ml",
      contactKind: "phone",
      contact: "+13055550142",
    });
    for (const other of ["", "x", `${mine}x`, "A".repeat(22), "../../etc/passwd", "a%00"]) {
      expect(await restockAlertByCancelToken(db, other), other).toBeNull();
      expect(await cancelRestockAlert(db, other), other).toBe(false);
    }
    expect(await cancelRestockAlert(db, mine)).toBe(true);
    expect(await cancelRestockAlert(db, mine)).toBe(false);
    expect(await restockAlertByCancelToken(db, mine)).toBeNull();
    expect((await rows()).map((row) => row.contact)).toEqual(["marta@example.com"]);
  });

  describe("limits that two app servers share", () => {
    let other: OpenDatabase;
    beforeAll(() => {
      other = openDatabase(database.url);
    });
    afterAll(() => other.close());

    it("lets exactly the per-address limit through when sign-ups arrive at once on two servers", async () => {
      const limits = { perAddress: 4, perContact: 100, windowMs: 60_000 };
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          signUp({ contact: contact(`shopper${index}@example.com`) }, limits, index % 2 ? other.db : db),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.kind === "registered")).toHaveLength(4);
      const refused = outcomes.filter((outcome) => outcome.kind === "rateLimited");
      expect(refused).toHaveLength(6);
      for (const outcome of refused)
        expect(outcome).toEqual({ kind: "rateLimited", retryAfterSeconds: expect.any(Number) });
      expect(await storedCount()).toBe(4);
    });

    it("limits one contact from any address and either server; a refusal stores nothing", async () => {
      const limits = { perAddress: 100, perContact: 2, windowMs: 60_000 };
      await db
        .updateTable("product_size")
        .set({ inventory: 0 })
        .where("id", "=", ORDER_SIZES.beer.id)
        .execute();
      try {
        expect(await signUp({ address: "198.51.100.1" }, limits, db)).toMatchObject({ kind: "registered" });
        expect(
          await signUp({ address: "198.51.100.2", sizeId: ORDER_SIZES.beer.id }, limits, other.db),
        ).toMatchObject({ kind: "registered" });
        const third = await signUp({ address: "198.51.100.3", sizeId: ORDER_SIZES.beer.id }, limits, db);
        expect(third.kind).toBe("rateLimited");
        if (third.kind === "rateLimited") expect(third.retryAfterSeconds).toBeGreaterThanOrEqual(1);
        // Another contact from the same address is not held back.
        expect(
          await signUp({ address: "198.51.100.3", contact: contact("ana@example.com") }, limits, other.db),
        ).toMatchObject({ kind: "registered", created: true });
        expect(await storedCount()).toBe(3);
      } finally {
        await db
          .updateTable("product_size")
          .set({ inventory: 100 })
          .where("id", "=", ORDER_SIZES.beer.id)
          .execute();
      }
    });
  });

  describe("the staff's list, search and delete", () => {
    beforeEach(async () => {
      await signUp({ contact: contact("(305) 555-0142") });
      await signUp({ contact: contact("marta_g@example.com") });
      await signUp({ contact: contact("martaxg@example.com") });
    });

    it("lists every sign-up with its product, size and the size's stock", async () => {
      const listed = await listRestockAlerts(db);
      expect(listed).toHaveLength(3);
      expect(listed[0]).toMatchObject({
        sizeId: SOLD_OUT,
        productName: "Malbec Reserva",
        productRoute: "malbec-reserva",
        sizeLabel: "750ml",
        inventory: 0,
        contactKind: "phone",
        contact: "+13055550142",
        language: "es",
      });
    });

    it("finds a phone however it is typed, part of an e-mail address, and takes % and _ literally", async () => {
      const contacts = async (search: string) =>
        (await listRestockAlerts(db, { search })).map((entry) => entry.contact);
      expect(await contacts("305.555.0142")).toEqual(["+13055550142"]);
      expect(await contacts("5550142")).toEqual(["+13055550142"]);
      expect(await contacts("MARTA")).toEqual(["marta_g@example.com", "martaxg@example.com"]);
      expect(await contacts("marta_g")).toEqual(["marta_g@example.com"]);
      expect(await contacts("%")).toEqual([]);
      expect(await contacts("nobody@example.com")).toEqual([]);
    });

    it("deletes one sign-up by id, or every sign-up of one contact", async () => {
      const [first] = await listRestockAlerts(db);
      expect(await deleteRestockAlert(db, first!.id)).toBe(true);
      expect(await deleteRestockAlert(db, first!.id)).toBe(false);
      expect(await deleteRestockAlertsOf(db, "marta_g@example.com")).toBe(1);
      expect((await listRestockAlerts(db)).map((entry) => entry.contact)).toEqual(["martaxg@example.com"]);
    });
  });
});
