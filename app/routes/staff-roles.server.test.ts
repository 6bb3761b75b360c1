import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CatalogSnapshotHolder } from "~/features/catalog/data/catalog-snapshot.server";
import { orderRequestSchema } from "~/features/orders";
import { placeOrder } from "~/flows/place-order.server";
import { addStaffMember } from "~/features/staff/staff-accounts.server";
import {
  CAPABILITY_ROLES,
  CONSOLE_PAGES,
  OPEN_STAFF_PAGES,
  roleMay,
  type Capability,
  type StaffRole,
} from "~/features/staff/staff-permissions";
import { storeContext } from "~/load-context.server";
import routes from "~/routes";
import { parseEnv } from "~/utils/env.server";
import type { StoreServices } from "../../server/services";
import { orderBody, seedOrderCatalog } from "../../tests/fixtures/order-catalog";
import { staffSessionCookie } from "../../tests/setup/route-answers";
import { everyRoute } from "../../tests/setup/route-config";
import { everyRow } from "../../tests/setup/every-row";
import { testDatabaseKinds, type TestDatabase } from "../../tests/setup/test-databases";

/**
 * Issue #19: every staff page and every form intent, walked with no session, a clerk and an owner
 * through the routes' own loaders and actions. The routes come from app/routes.ts and the expected
 * answers from the permission table, so a new staff route missing from the table fails here.
 */

type RouteHandler = (args: {
  request: Request;
  url: URL;
  params: Record<string, string>;
  context: RouterContextProvider;
}) => unknown;
interface RouteModule {
  loader?: RouteHandler;
  action?: RouteHandler;
}

const modules = import.meta.glob<RouteModule>("./*.{ts,tsx}");
const staffRoutes = everyRoute(routes).flatMap((route) =>
  route.path?.startsWith("staff") ? [{ path: route.path, file: route.file }] : [],
);
const consoleRoutes = staffRoutes.filter(
  (route) => !(OPEN_STAFF_PAGES as readonly string[]).includes(route.path),
);

const ROUTE = "johnnie-walker-black";
const PARAMS = { number: "", route: ROUTE, token: "0".repeat(32) };
const pagePath = (path: string) =>
  `/${path.replace(":number", PARAMS.number).replace(":route", PARAMS.route).replace(":token", PARAMS.token)}`;

const form = (fields: Record<string, string>) => new URLSearchParams(fields);
function upload(fields: Record<string, string>, file: [field: string, name: string, text: string]): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  body.set(file[0], new File([file[1] === "x.zip" ? "PK" : file[2]], file[1]));
  return body;
}

/** A body for each form intent the permission table lists; `target` is an account no walk signs in as. */
function formBodies(target: number): Record<string, Record<string, () => BodyInit>> {
  const shelf = (intent: string) => () =>
    form({ type: "whiskey", shown: intent === "add" ? "" : ROUTE, intent, route: ROUTE });
  const spanish = (intent: string) => () =>
    form({
      intent,
      product: ROUTE,
      descriptionEs: "Un whisky escocés de mezcla.",
      shown: JSON.stringify({
        name: "Johnnie Walker Black",
        brand: "Johnnie",
        description: "Johnnie Walker Black.",
        descriptionEs: null,
        wineType: null,
        varietal: null,
      }),
    });
  const account =
    (intent: string, extra: Record<string, string> = {}) =>
    () =>
      form({ intent, id: String(target), ...extra });
  return {
    "staff/orders/:number": {
      note: () => form({ intent: "note", note: "Called: no answer." }),
      status: () => form({ to: "confirmed" }),
      call: () => form({ intent: "call", outcome: "no_answer", version: "1" }),
      quantity: () => form({ intent: "quantity", line: "1", quantity: "2", version: "1" }),
      remove: () => form({ intent: "remove", line: "1", version: "1" }),
      substitute: () => form({ intent: "substitute", line: "1", size: "jw-black-750ml", version: "1" }),
      "id-check": () => form({ intent: "id-check", method: "typed", birthDate: "2001-02-03" }),
    },
    "staff/products/new": {
      add: () =>
        form({
          subtype: "whiskey/scotch",
          name: "Casa 8",
          brand: "Casa",
          "sizes.0.label": "750ml",
          "sizes.0.price": "20",
          "sizes.0.stock": "3",
        }),
    },
    "staff/products/:route": {
      size: () =>
        form({
          sizeId: "jw-black-750ml",
          price: "41.00",
          stock: "4",
          shownPriceCents: "3999",
          shownStock: "5",
        }),
      sale: () =>
        form({
          intent: "sale",
          sizeId: "jw-black-750ml",
          salePrice: "34.99",
          firstDay: "",
          lastDay: "",
          shownPriceCents: "3999",
          shownSalePriceCents: "",
          shownSaleStartsAt: "",
          shownSaleEndsAt: "",
        }),
      "sale-end": () =>
        form({
          intent: "endSale",
          sizeId: "jw-black-750ml",
          shownPriceCents: "3999",
          shownSalePriceCents: "",
          shownSaleStartsAt: "",
          shownSaleEndsAt: "",
        }),
      details: () => form({ intent: "details", name: "Johnnie Walker Black Label" }),
      retire: () => form({ intent: "retire" }),
      restore: () => form({ intent: "restore" }),
      "photo-upload": () => upload({ intent: "upload-photo", sizeId: "" }, ["photo", "p.png", "not a png"]),
      "photo-remove": () =>
        upload({ intent: "remove-photo", sizeId: "", shownVersion: "" }, ["x", "x.txt", ""]),
    },
    "staff/spanish-descriptions": {
      save: spanish("save"),
      "save-next": spanish("save-next"),
    },
    "staff/messages": {
      read: () => form({ intent: "read", id: "1" }),
      unread: () => form({ intent: "unread", id: "1" }),
    },
    "staff/restock-alerts": {
      delete: () => form({ intent: "delete", id: "1" }),
      "delete-contact": () => form({ intent: "delete-contact", contact: "+13055550199" }),
    },
    "staff/featured": { add: shelf("add"), remove: shelf("remove"), up: shelf("up"), down: shelf("down") },
    "staff/catalog-import": {
      check: () => upload({ intent: "check" }, ["catalog", "shop.json", "{}"]),
      apply: () => upload({ intent: "apply", sha256: "0".repeat(64) }, ["catalog", "shop.json", "{}"]),
    },
    "staff/photos": { upload: () => upload({}, ["photos", "x.zip", ""]) },
    "staff/deliveries": {
      earlier: () => form({ intent: "earlier", order: PARAMS.number }),
      later: () => form({ intent: "later", order: PARAMS.number }),
      "on-my-way": () => form({ intent: "on-my-way", order: PARAMS.number }),
      "id-check": () =>
        form({ intent: "id-check", order: PARAMS.number, method: "typed", birthDate: "2001-02-03" }),
      delivered: () => form({ intent: "delivered", order: PARAMS.number }),
      refused: () => form({ intent: "refused", order: PARAMS.number }),
      "not-home": () => form({ intent: "not-home", order: PARAMS.number }),
    },
    "staff/deals": {
      "rule-add": () =>
        form({
          intent: "rule-add",
          name: "Walk",
          counts: "whiskey",
          "tiers.0.bottles": "6",
          "tiers.0.percent": "10",
        }),
      "rule-edit": () =>
        form({
          intent: "rule-edit",
          id: "1",
          name: "Walk",
          counts: "whiskey",
          "tiers.0.bottles": "6",
          "tiers.0.percent": "12",
        }),
      "rule-on": () => form({ intent: "rule-on", id: "1" }),
      "rule-off": () => form({ intent: "rule-off", id: "1" }),
      "code-add": () => form({ intent: "code-add", code: "WALK", kind: "percent", value: "10" }),
      "code-edit": () => form({ intent: "code-edit", code: "WALK", kind: "amount", value: "5" }),
      "code-end": () => form({ intent: "code-end", code: "WALK" }),
    },
    "staff/language": { language: () => form({ language: "es", returnTo: "/staff/orders" }) },
    "staff/accounts": {
      invite: () =>
        form({
          intent: "invite",
          name: "New Clerk",
          email: `new-${Date.now()}@store.example`,
          role: "clerk",
        }),
      reset: account("reset"),
      disable: account("disable"),
      enable: account("enable"),
      role: account("role", { role: "owner" }),
    },
  };
}

/** What a handler threw or returned, as a status and a Location. */
async function answer(run: () => unknown): Promise<{ status: number; location: string | null }> {
  try {
    const returned = await run();
    if (returned instanceof Response)
      return { status: returned.status, location: returned.headers.get("Location") };
    const init = (returned as { init?: ResponseInit | null } | null)?.init;
    return { status: init?.status ?? 200, location: null };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("Location") };
    const init = (thrown as { init?: ResponseInit }).init;
    if (init) return { status: init.status ?? 500, location: null };
    throw thrown;
  }
}

type Who = "nobody" | StaffRole;
/** The owner walks last: what the others may do must not depend on what the owner's forms changed. */
const WALKERS = ["nobody", "clerk", "driver", "owner"] as const satisfies readonly Who[];

describe.each(testDatabaseKinds)("who may use each staff page and form, on $kind", (kind) => {
  let database: TestDatabase;
  let context: RouterContextProvider;
  const cookies: Record<Who, string> = { nobody: "", owner: "", clerk: "", driver: "" };
  let bodies: ReturnType<typeof formBodies>;

  /** Every table's rows but the sessions' own bookkeeping: what a refused form must leave as it was. */
  const everything = () => everyRow(database.db, /^(staff_session|staff_browser|rate_limit|kysely_)/);

  async function call(who: Who, path: string, method: "GET" | "POST", body?: BodyInit) {
    const module =
      await modules[`./${staffRoutes.find((route) => route.path === path)!.file.replace("routes/", "")}`]!();
    const handler = method === "GET" ? module.loader : module.action;
    if (!handler) return null;
    const page = pagePath(path);
    const request = new Request(`http://store.test${page}`, {
      method,
      headers: cookies[who] ? { Cookie: cookies[who] } : {},
      ...(body && { body }),
    });
    return answer(() => handler({ request, url: new URL(request.url), params: PARAMS, context }));
  }

  /** The answer each role must get: the login for nobody, 403 where the table says no, anything else otherwise. */
  function expectAnswer(
    who: Who,
    capability: Capability,
    got: { status: number; location: string | null },
    what: string,
  ) {
    if (who === "nobody") {
      expect(got, what).toEqual({ status: 302, location: expect.stringMatching(/^\/staff\/login\?next=/) });
    } else if (roleMay(who, capability)) {
      expect(got.status, what).not.toBe(403);
      expect(got.location ?? "", what).not.toMatch(/^\/staff\/login/);
      expect(got.status, what).toBeLessThan(500);
    } else {
      expect(got.status, what).toBe(403);
    }
  }

  beforeAll(async () => {
    database = await kind.create();
    await seedOrderCatalog(database.db);
    const placed = await placeOrder(database.db, orderRequestSchema.parse(orderBody()));
    if (placed.kind !== "created") throw new Error(`No order placed: ${placed.kind}`);
    PARAMS.number = placed.order.order.number;
    const catalog = await CatalogSnapshotHolder.load(database.db);
    context = storeContext({
      services: { database, catalog, env: parseEnv({}) } as unknown as StoreServices,
      clientAddress: "127.0.0.1",
    });
    cookies.owner = await staffSessionCookie(database.db, context, {
      role: "owner",
      email: "owner@store.example",
    });
    cookies.clerk = await staffSessionCookie(database.db, context, {
      role: "clerk",
      email: "clerk@store.example",
    });
    cookies.driver = await staffSessionCookie(database.db, context, {
      role: "driver",
      email: "driver@store.example",
    });
    const target = await addStaffMember(database.db, {
      email: "target@store.example",
      name: "Target",
      password: "correct horse",
      role: "clerk",
    });
    bodies = formBodies(target.id);
  });
  afterAll(() => database.drop());

  it("every staff route of app/routes.ts is in the permission table or open to all", () => {
    expect(consoleRoutes.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        "staff/orders",
        "staff/orders/:number",
        "staff/products/:route",
        "staff/accounts",
      ]),
    );
    for (const route of consoleRoutes)
      expect(
        CONSOLE_PAGES[route.path],
        `${route.path}: add it to CONSOLE_PAGES in staff-permissions.ts`,
      ).toBeDefined();
  });

  it.each(consoleRoutes.map((route) => [route.path]))(
    "/%s opens for the roles the table names",
    async (path) => {
      const { opens } = CONSOLE_PAGES[path]!;
      for (const who of WALKERS) {
        const got = await call(who, path, "GET");
        if (got) expectAnswer(who, opens, got, `GET ${path} as ${who}`);
      }
    },
  );

  it.each(consoleRoutes.map((route) => [route.path]))(
    "/%s: each form as nobody, a clerk, a driver (refused ones change nothing) and an owner",
    async (path) => {
      const page = CONSOLE_PAGES[path]!;
      const module =
        await modules[
          `./${staffRoutes.find((route) => route.path === path)!.file.replace("routes/", "")}`
        ]!();
      if (!module.action) {
        expect(page.forms, `${path} lists forms but has no action`).toBeUndefined();
        return;
      }
      expect(page.forms, `${path} has an action: list its intents in CONSOLE_PAGES`).toBeDefined();
      for (const [intent, capability] of Object.entries(page.forms!)) {
        const body = bodies[path]?.[intent];
        expect(body, `give this test a body for ${path} "${intent}"`).toBeDefined();
        for (const who of WALKERS) {
          const before = who === "owner" ? "" : await everything();
          const got = (await call(who, path, "POST", body!()))!;
          expectAnswer(who, capability, got, `POST ${path} ${intent} as ${who}`);
          if (who === "nobody" || !roleMay(who, capability))
            expect(await everything(), `POST ${path} ${intent} as ${who} changed the database`).toBe(before);
        }
      }
    },
  );

  it("a driver may open the deliveries and their own settings, and nothing that changes the store", () => {
    const driverMay = Object.entries(CAPABILITY_ROLES).flatMap(([capability, roles]) =>
      roles.includes("driver") ? [capability] : [],
    );
    expect(driverMay.sort()).toEqual(["deliveries", "own-settings"]);
    expect(
      Object.keys(CONSOLE_PAGES)
        .filter((path) => roleMay("driver", CONSOLE_PAGES[path]!.opens))
        .sort(),
    ).toEqual(["staff", "staff/deliveries", "staff/language"]);
  });

  it("a clerk is refused more than the owner: the table is not all open", () => {
    const refused = Object.values(CONSOLE_PAGES).filter((page) => !roleMay("clerk", page.opens));
    expect(refused.length).toBeGreaterThanOrEqual(6);
  });
});
