import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCatalogRevision } from "~/features/catalog/data/catalog-repository.server";
import { CatalogSnapshotHolder } from "~/features/catalog/data/catalog-snapshot.server";
import { readCatalogFile } from "~/features/catalog/import/catalog-file.server";
import { importCatalog } from "~/flows/import-catalog.server";
import { storeContext } from "~/load-context.server";
import { parseEnv } from "~/utils/env.server";
import type { StoreServices } from "../../server/services";
import {
  hasRealStoreExport,
  REAL_STORE_EXPORT,
  REAL_STORE_EXPORT_FACTS,
} from "../../tests/fixtures/real-store-export";
import { answerOf, staffSessionCookie } from "../../tests/setup/route-answers";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";
import * as screen from "./staff-spanish-descriptions";

const PATH = "/staff/spanish-descriptions";

type Step = Exclude<Awaited<ReturnType<typeof screen.loader>>, Response>;

/** A store on `file`, its snapshot, and an owner's and a clerk's sessions, for the screen's loader and action. */
async function consoleOn(database: TestDatabase, file: string) {
  await importCatalog(database.db, (await readCatalogFile(file)).catalog);
  const catalog = await CatalogSnapshotHolder.load(database.db);
  const context = storeContext({
    services: { database, catalog, env: parseEnv({}) } as unknown as StoreServices,
    clientAddress: "127.0.0.1",
  });
  const owner = await staffSessionCookie(database.db, context);
  const clerk = await staffSessionCookie(database.db, context, { role: "clerk", email: "c@store.example" });
  const args = (request: Request) => ({ request, url: new URL(request.url), params: {}, context }) as never;
  return {
    catalog,
    clerk,
    load: async (query = "", cookie = owner): Promise<Step> =>
      screen.loader(args(new Request(`http://store${PATH}${query}`, { headers: { Cookie: cookie } }))),
    loadAnswer: (query: string, cookie = owner) =>
      answerOf(() =>
        screen.loader(args(new Request(`http://store${PATH}${query}`, { headers: { Cookie: cookie } }))),
      ),
    /** The action's answer, with the Location of a redirect. */
    post: async (fields: Record<string, string>, cookie = owner) => {
      let location: string | null = null;
      const answer = await answerOf(async () => {
        const returned = await screen.action(
          args(
            new Request(`http://store${PATH}`, {
              method: "POST",
              body: new URLSearchParams(fields),
              headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
            }),
          ),
        );
        if (returned instanceof Response) location = returned.headers.get("Location");
        return returned;
      });
      return { ...answer, location };
    },
  };
}

/**
 * Issue #31, "what to build" 3: the console lists the products without a Spanish description and
 * lets staff write them one page at a time, audited, with the store's pages brought up to date.
 * Bad input gets a clear 4xx and changes nothing, on both databases.
 */
describe.each(testDatabaseKinds)(
  "the console's Spanish descriptions, on the demo catalogue ($kind)",
  (kind) => {
    let database: TestDatabase;
    let store: Awaited<ReturnType<typeof consoleOn>>;
    /** The demo's products on sale without a Spanish description, in the catalogue's order. */
    let expected: string[];

    beforeAll(async () => {
      database = await kind.create();
      store = await consoleOn(database, "data/catalog.json");
      expected = store.catalog.current.products
        .filter((product) => !product.descriptionEs)
        .map((product) => product.route);
    });
    afterAll(() => database.drop());

    const spanishOf = async (route: string) =>
      (
        await database.db
          .selectFrom("product")
          .select("description_es")
          .where("route", "=", route)
          .executeTakeFirstOrThrow()
      ).description_es;

    it("walks every product without one, next and previous, in the catalogue's order, with the count", async () => {
      expect(expected.length).toBeGreaterThan(300);
      let step = await store.load();
      expect(step.remaining).toBe(expected.length);
      const walked: string[] = [];
      let previous: string | null = null;
      while (step.product) {
        walked.push(step.product.route);
        expect(step.place).toBe(walked.length);
        expect(step.previous).toBe(previous);
        previous = step.product.route;
        if (!step.next) break;
        step = await store.load(`?product=${encodeURIComponent(step.next)}`);
      }
      expect(walked).toEqual(expected);
    });

    it("saves a Spanish description, audited, the revision moved and the storefront's snapshot up to date", async () => {
      const [first, second] = expected;
      const step = await store.load();
      expect(step.product?.route).toBe(first);
      const before = await readCatalogRevision(database.db);
      const text = "Un whisky suave,\r\ncon notas de vainilla.";
      expect(
        await store.post({ intent: "save", product: first!, descriptionEs: text, shown: step.shown }),
      ).toEqual({
        status: 200,
        body: { saved: { key: "answer.saved" } },
        location: null,
      });
      expect(await spanishOf(first!)).toBe("Un whisky suave,\ncon notas de vainilla.");
      expect(await readCatalogRevision(database.db)).toBe(before + 1);
      const audit = await database.db
        .selectFrom("catalog_change")
        .select(["summary", "actor"])
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      expect(audit.summary).toBe(`${first}: Spanish description edited`);
      expect(audit.actor).toMatch(/^staff:\d+$/);
      expect(store.catalog.current.productByRoute.get(first!)?.descriptionEs).toBe(
        "Un whisky suave,\ncon notas de vainilla.",
      );

      // It leaves the list; its page still opens, with its neighbours and one fewer left.
      const after = await store.load(`?product=${encodeURIComponent(first!)}`);
      expect(after).toMatchObject({
        remaining: expected.length - 1,
        place: null,
        previous: null,
        next: second,
      });
      expect((await store.load()).product?.route).toBe(second);
    });

    it("Save and next goes on to the next one without a description, naming the one saved", async () => {
      const step = await store.load();
      const { route } = step.product!;
      const answer = await store.post({
        intent: "save-next",
        product: route,
        descriptionEs: "Un ron añejo de Puerto Rico.",
        shown: step.shown,
      });
      expect(answer.status).toBe(302);
      expect(answer.location).toBe(
        `${PATH}?product=${encodeURIComponent(step.next!)}&saved=${encodeURIComponent(route)}`,
      );
      const next = await store.load(
        `?product=${encodeURIComponent(step.next!)}&saved=${encodeURIComponent(route)}`,
      );
      expect(next.savedName).toBe(step.product!.details.name);
      expect(next.place).toBe(1);
    });

    it("refuses empty, too long, control characters, NUL, an unknown product and a stale page; nothing changes", async () => {
      const step = await store.load();
      const route = step.product!.route;
      const form = (fields: Record<string, string>) =>
        store.post({ intent: "save", product: route, descriptionEs: "Texto.", shown: step.shown, ...fields });
      const before = await readCatalogRevision(database.db);
      expect(await form({ descriptionEs: " \r\n " })).toMatchObject({
        status: 400,
        body: { error: { key: "problem.empty" }, typed: " \r\n " },
      });
      expect(await form({ descriptionEs: "é".repeat(4001) })).toMatchObject({
        status: 400,
        body: { error: { key: "problem.atMost", values: { max: 4000, length: 4001 } } },
      });
      expect(await form({ descriptionEs: "Un tequila\u0007 reposado." })).toMatchObject({
        status: 400,
        body: { error: { key: "problem.control" } },
      });
      expect((await form({ descriptionEs: "Un tequila\u0000 reposado." })).status).toBe(422);
      expect((await form({ product: "no-such-product" })).status).toBe(404);
      expect(await form({ shown: "{" })).toMatchObject({
        status: 400,
        body: { error: { key: "answer.notUnderstood" } },
      });
      expect(await form({ intent: "delete" })).toMatchObject({ status: 400 });
      // Someone else saved this product meanwhile (its English description changed): not overwritten.
      const stale = JSON.stringify({ ...JSON.parse(step.shown), description: "An older English text." });
      expect(await form({ shown: stale, descriptionEs: "Mi traducción." })).toEqual({
        status: 409,
        body: { error: { key: "answer.conflict" }, typed: "Mi traducción." },
        location: null,
      });
      expect(await readCatalogRevision(database.db)).toBe(before);
      expect(await spanishOf(route)).toBeNull();
    });

    it("is the owner's, as every product edit: a clerk is refused the page and the form", async () => {
      const step = await store.load();
      const cookie = store.clerk;
      expect((await store.loadAnswer("", cookie)).status).toBe(403);
      const refused = await store.post(
        { intent: "save", product: step.product!.route, descriptionEs: "Texto.", shown: step.shown },
        cookie,
      );
      expect(refused.status).toBe(403);
      expect(await spanishOf(step.product!.route)).toBeNull();
    });

    it("an unknown product, or one with NUL, in the address is a 404", async () => {
      expect((await store.loadAnswer("?product=no-such-product")).status).toBe(404);
      expect((await store.loadAnswer("?product=%00")).status).toBe(404);
      expect((await store.loadAnswer("?saved=a%00")).status).toBe(404);
      // An empty one is no choice: the first product without a description.
      expect((await store.loadAnswer("?product=")).status).toBe(200);
    });
  },
);

describe.skipIf(!hasRealStoreExport).each(testDatabaseKinds)(
  "the console's Spanish descriptions, on the real export ($kind)",
  (kind) => {
    let database: TestDatabase;
    let store: Awaited<ReturnType<typeof consoleOn>>;

    beforeAll(async () => {
      database = await kind.create();
      store = await consoleOn(database, REAL_STORE_EXPORT);
    });
    afterAll(() => database.drop());

    it("lists all 546 products (the export has no Spanish description), first to last", async () => {
      const first = await store.load();
      expect(first).toMatchObject({
        remaining: REAL_STORE_EXPORT_FACTS.totals.products,
        place: 1,
        previous: null,
      });
      const last = store.catalog.current.products.at(-1)!;
      expect(await store.load(`?product=${encodeURIComponent(last.route)}`)).toMatchObject({
        place: 546,
        next: null,
      });
    });
  },
);
