import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/utils/db.server";
import { testDatabaseKinds, type TestDatabase } from "../../../tests/setup/test-databases";
import { ORDER_SIZES, seedOrderCatalog } from "../../../tests/fixtures/order-catalog";
import { answerRestockSignUp } from "./restock-alert-action.server";
import { RESTOCK_FIELDS } from "./restock-alert-form";
import { restockLimiters } from "./restock-alerts.server";

const SOLD_OUT = ORDER_SIZES.wine.id;
const FORM = "application/x-www-form-urlencoded";

/** The status and body of what the action returned, or of the data() answer it threw. */
async function answerOf(
  run: () => Promise<unknown>,
): Promise<{ status: number; body: unknown; headers: Headers }> {
  try {
    const answer = (await run()) as { data: unknown; init?: ResponseInit };
    return {
      status: answer.init?.status ?? 200,
      body: answer.data,
      headers: new Headers(answer.init?.headers),
    };
  } catch (thrown) {
    const refused = thrown as { data: unknown; init?: ResponseInit };
    if (!refused.init) throw thrown;
    return {
      status: refused.init.status ?? 500,
      body: refused.data,
      headers: new Headers(refused.init.headers),
    };
  }
}

describe.each(testDatabaseKinds)("the product page's restock form post on $kind", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let limits = { perAddress: 100, perContact: 100, windowMs: 60_000 };
  const post = (
    fields: Record<string, string> | string,
    { type = FORM, path = "/product/malbec-reserva" }: { type?: string; path?: string } = {},
  ) =>
    answerOf(() =>
      answerRestockSignUp(
        new Request(`http://store${path}`, {
          method: "POST",
          headers: { "Content-Type": type },
          body: typeof fields === "string" ? fields : new URLSearchParams(fields),
        }),
        {
          db,
          productRoute: path.split("/").pop()!,
          address: "203.0.113.9",
          language: path.startsWith("/es/") ? "es" : "en",
          limiters: restockLimiters(db, limits),
        },
      ),
    );
  const signUp = (contact: string, sizeId: string = SOLD_OUT, route = "malbec-reserva") =>
    post(
      { [RESTOCK_FIELDS.sizeId]: sizeId, [RESTOCK_FIELDS.contact]: contact },
      { path: `/product/${route}` },
    );
  const stored = () => db.selectFrom("restock_alert").select(["size_id", "contact", "language"]).execute();

  beforeAll(async () => {
    database = await kind.create();
    db = database.db;
    await seedOrderCatalog(db);
  });
  afterAll(() => database.drop());
  beforeEach(async () => {
    limits = { perAddress: 100, perContact: 100, windowMs: 60_000 };
    await db.deleteFrom("restock_alert").execute();
    await db.deleteFrom("rate_limit").execute();
  });

  it("answers 201 with the contact as the shopper reads it, then 200 with the same words for a second tap", async () => {
    const first = await signUp(" 305 555 0142 ");
    expect(first).toEqual({
      status: 201,
      body: {
        sizeId: SOLD_OUT,
        registered: { contact: "(305) 555-0142", cancelToken: expect.stringMatching(/^[\w-]{22}$/) },
      },
      headers: expect.any(Headers),
    });
    // The same words; the cancel link was the first answer's alone (only its hash is kept).
    const second = await signUp("(305) 555-0142");
    expect(second).toMatchObject({
      status: 200,
      body: { sizeId: SOLD_OUT, registered: { contact: "(305) 555-0142" } },
    });
    expect(second.body).not.toHaveProperty("registered.cancelToken");
    expect(await stored()).toEqual([{ size_id: SOLD_OUT, contact: "+13055550142", language: "en" }]);
  });

  it("keeps the language of the page the form was posted from", async () => {
    await post(
      { [RESTOCK_FIELDS.sizeId]: SOLD_OUT, [RESTOCK_FIELDS.contact]: "Ana@Example.com" },
      { path: "/es/product/malbec-reserva" },
    );
    expect(await stored()).toEqual([{ size_id: SOLD_OUT, contact: "ana@example.com", language: "es" }]);
  });

  it("refuses, storing nothing: a missing or malformed contact (422), a size on sale (409), one not sold (404)", async () => {
    expect(await signUp("   ")).toMatchObject({ status: 422, body: { refused: "restock.contactMissing" } });
    for (const typed of [
      "305 555 014",
      "(105) 555-0142",
      "ana@",
      "ana @example.com",
      "a@b",
      `${"a".repeat(200)}@x.com`,
    ])
      expect(await signUp(typed), typed).toMatchObject({
        status: 422,
        body: { refused: "restock.contactInvalid" },
      });
    expect(await signUp("3055550142", ORDER_SIZES.whisky.id, "johnnie-walker-black")).toMatchObject({
      status: 409,
      body: { refused: "restock.inStock" },
    });
    expect(await signUp("3055550142", ORDER_SIZES.retired.id, "old-rum")).toMatchObject({
      status: 404,
      body: { refused: "restock.notSold" },
    });
    // A sold-out size, posted from another product's page (or an unknown one).
    expect(await signUp("3055550142", SOLD_OUT, "johnnie-walker-black")).toMatchObject({ status: 404 });
    expect(await signUp("3055550142", SOLD_OUT, "no-such-product")).toMatchObject({ status: 404 });
    expect(await signUp("3055550142", "x".repeat(201))).toMatchObject({ status: 404 });
    expect(await post({ [RESTOCK_FIELDS.contact]: "3055550142" })).toMatchObject({ status: 404 });
    expect(await stored()).toEqual([]);
  });

  it("refuses U+0000 (422), a body over 4 KB (413) and another encoding (415) before anything is read", async () => {
    expect(await signUp("305555\u00000142")).toMatchObject({ status: 422 });
    expect(
      await post({ [RESTOCK_FIELDS.sizeId]: SOLD_OUT, [RESTOCK_FIELDS.contact]: "a".repeat(5000) }),
    ).toMatchObject({ status: 413 });
    expect(
      await post(
        JSON.stringify({ [RESTOCK_FIELDS.sizeId]: SOLD_OUT, [RESTOCK_FIELDS.contact]: "3055550142" }),
        {
          type: "application/json",
        },
      ),
    ).toMatchObject({ status: 415 });
    expect(await stored()).toEqual([]);
  });

  it("answers 429 with Retry-After once the address's limit is used up, and stores nothing more", async () => {
    limits = { perAddress: 2, perContact: 100, windowMs: 60_000 };
    expect((await signUp("3055550142")).status).toBe(201);
    expect((await signUp("ana@example.com")).status).toBe(201);
    const limited = await signUp("marta@example.com");
    expect(limited).toMatchObject({ status: 429, body: { refused: "restock.rateLimited" } });
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect((await stored()).map((row) => row.contact)).toEqual(["+13055550142", "ana@example.com"]);
  });
});
