import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCatalogRevision } from "~/features/catalog/data/catalog-repository.server";
import { CatalogSnapshotHolder } from "~/features/catalog/data/catalog-snapshot.server";
import { storeContext } from "~/load-context.server";
import { parseEnv } from "~/utils/env.server";
import type { StoreServices } from "../../server/services";
import { seedOrderCatalog } from "../../tests/fixtures/order-catalog";
import { answerOf, staffSessionCookie } from "../../tests/setup/route-answers";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";
import * as featuredPage from "./staff-featured";
import * as newProductPage from "./staff-product-new";
import * as productPage from "./staff-product";

const ROUTE = "johnnie-walker-black";

/**
 * The console's catalogue edits (issue #16) through their real routes: bad input gets a clear
 * 4xx and changes nothing, on both databases.
 */
describe.each(testDatabaseKinds)(
  "home shelves and product edits through the console's routes, on $kind",
  (kind) => {
    let database: TestDatabase;
    let context: RouterContextProvider;
    let cookie: string;

    const post = (
      page: { action: (args: never) => Promise<unknown> },
      path: string,
      fields: Record<string, string>,
      withSession = true,
    ) =>
      answerOf(() =>
        page.action({
          request: new Request(`http://store${path}`, {
            method: "POST",
            body: new URLSearchParams(fields),
            headers: withSession ? { Cookie: cookie } : {},
          }),
          url: new URL(`http://store${path}`),
          params: { route: ROUTE },
          context,
        } as never),
      );
    const revision = () => readCatalogRevision(database.db);
    const shelf = (fields: Record<string, string>, withSession = true) =>
      post(
        featuredPage,
        "/staff/featured",
        { type: "whiskey", shown: "", intent: "add", route: ROUTE, ...fields },
        withSession,
      );

    beforeAll(async () => {
      database = await kind.create();
      await seedOrderCatalog(database.db);
      const catalog = await CatalogSnapshotHolder.load(database.db);
      context = storeContext({
        services: { database, catalog, env: parseEnv({}) } as unknown as StoreServices,
        clientAddress: "127.0.0.1",
      });
      cookie = await staffSessionCookie(database.db, context);
    });
    afterAll(() => database.drop());

    it("a shelf change without a session, of another kind of shelf, or naming no product is refused", async () => {
      const before = await revision();
      expect((await shelf({}, false)).status).toBe(302);
      expect(await shelf({ type: "beer" })).toMatchObject({ status: 400 });
      expect(await shelf({ intent: "drop" })).toMatchObject({ status: 400 });
      expect(await shelf({ route: "" })).toMatchObject({ status: 400 });
      expect(await shelf({ route: "no-such-whisky" })).toMatchObject({ status: 400 });
      expect(await shelf({ route: "x".repeat(600) })).toMatchObject({ status: 400 });
      // A form body over the console's limit is refused before it is read; NUL characters never get in.
      expect(await shelf({ shown: "a\n".repeat(20_000) })).toMatchObject({ status: 413 });
      expect(await shelf({ route: `${ROUTE}\u0000` })).toMatchObject({ status: 422 });
      expect(await shelf({ shown: "someone-else-chose-this" })).toMatchObject({ status: 409 });
      expect(await revision()).toBe(before);

      expect(await shelf({})).toEqual({
        status: 200,
        body: { type: "whiskey", saved: "shelves.saved" },
      });
      expect(await revision()).toBe(before + 1);
    });

    it("a new product with missing, oversized or hostile fields is refused with every field named", async () => {
      const before = await revision();
      const refused = await post(newProductPage, "/staff/products/new", {
        subtype: "whiskey/no-such",
        name: "N".repeat(201),
        brand: "",
        "sizes.0.label": "750ml",
        "sizes.0.price": "-3",
        "sizes.0.stock": "1e9",
      });
      expect(refused).toEqual({
        status: 400,
        body: {
          form: "new",
          error: { key: "answer.notAdded" },
          fields: {
            name: { key: "problem.atMost", values: { max: 200 } },
            brand: { key: "problem.brand" },
            "sizes.0.price": { key: "problem.price" },
            "sizes.0.stock": { key: "problem.stock" },
          },
          // Sent back so the form shows what was typed, without JavaScript too (issue #30).
          typed: {
            subtype: "whiskey/no-such",
            name: "N".repeat(201),
            brand: "",
            "sizes.0.label": "750ml",
            "sizes.0.price": "-3",
            "sizes.0.stock": "1e9",
          },
        },
      });
      const unknownSubtype = await post(newProductPage, "/staff/products/new", {
        subtype: "whiskey/no-such",
        name: "Casa 8",
        brand: "Casa",
        "sizes.3.label": "750ml",
        "sizes.3.price": "20",
        "sizes.3.id": ROUTE,
      });
      expect(unknownSubtype).toMatchObject({
        status: 400,
        body: { fields: { subtype: { key: "problem.subtype" } } },
      });
      expect((await post(newProductPage, "/staff/products/new", { name: "\u0000" })).status).toBe(422);
      expect((await post(newProductPage, "/staff/products/new", {}, false)).status).toBe(302);
      expect(await revision()).toBe(before);
    });

    it("a details edit with a broken shown copy, a stale one, or an unknown product changes nothing", async () => {
      const shown = {
        name: "Johnnie Walker Black",
        brand: "Johnnie",
        description: "Johnnie Walker Black.",
        descriptionEs: null,
        wineType: null,
        varietal: null,
      };
      const details = (fields: Record<string, string>) =>
        post(productPage, `/staff/products/${ROUTE}`, {
          intent: "details",
          name: "Renamed",
          brand: "Johnnie Walker",
          description: "",
          shown: JSON.stringify(shown),
          ...fields,
        });
      const before = await revision();
      expect(await details({ shown: "{" })).toMatchObject({ status: 400 });
      expect(await details({ shown: JSON.stringify({ ...shown, name: "Old name" }) })).toMatchObject({
        status: 409,
      });
      expect(await details({ name: "" })).toMatchObject({
        status: 400,
        body: { fields: { name: { key: "problem.name" } } },
      });
      expect((await post(productPage, `/staff/products/${ROUTE}`, { intent: "retire-all" })).status).toBe(
        400,
      );
      expect(await revision()).toBe(before);
    });

    it("a product's style (issue #31): one of its type's is saved and audited; another type's gets a clear 400", async () => {
      const before = await revision();
      const path = `/staff/products/${ROUTE}`;
      expect(await post(productPage, path, { intent: "style", style: "reposado" })).toEqual({
        status: 400,
        body: { form: "style", error: { key: "answer.notAStyle" } },
      });
      expect(await post(productPage, path, { intent: "style", style: "r".repeat(41) })).toMatchObject({
        status: 400,
      });
      expect(await revision()).toBe(before);
      expect(await post(productPage, path, { intent: "style", style: "rye" })).toEqual({
        status: 200,
        body: { form: "style", saved: { key: "answer.saved" } },
      });
      expect(await revision()).toBe(before + 1);
      const row = await database.db
        .selectFrom("product")
        .select("style")
        .where("route", "=", ROUTE)
        .executeTakeFirstOrThrow();
      expect(row.style).toBe("rye");
      const audit = await database.db
        .selectFrom("catalog_change")
        .select("summary")
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(audit.summary).toBe(`${ROUTE}: style set to rye`);
      expect(await post(productPage, path, { intent: "style", style: "" })).toMatchObject({ status: 200 });
      expect(
        (
          await database.db
            .selectFrom("product")
            .select("style")
            .where("route", "=", ROUTE)
            .executeTakeFirstOrThrow()
        ).style,
      ).toBeNull();
    });
  },
);
