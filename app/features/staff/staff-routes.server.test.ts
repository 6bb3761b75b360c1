import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeContext, type StoreRequest } from "~/load-context.server";
import routes from "~/routes";
import { everyRoute } from "../../../tests/setup/route-config";
import { testDatabaseKinds, type TestDatabase } from "../../../tests/setup/test-databases";

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

const modules = import.meta.glob<RouteModule>("../../routes/*.tsx");
const staffRoutes = everyRoute(routes).filter(
  (route) => route.path?.startsWith("staff") && route.path !== "staff/login",
);
const PARAMS = { number: "1001", route: "buchanans-12-years" };

/** What a handler threw or returned, as a Response. */
async function answer(run: () => unknown): Promise<Response> {
  try {
    const returned = await run();
    return returned instanceof Response ? returned : new Response(JSON.stringify(returned), { status: 200 });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe.each(testDatabaseKinds)("every staff route without a session, on $kind", (kind) => {
  let database: TestDatabase;
  let context: RouterContextProvider;

  beforeAll(async () => {
    database = await kind.create();
    context = storeContext({
      services: { database: { db: database.db }, env: {} },
      clientAddress: "127.0.0.1",
    } as unknown as StoreRequest);
  });
  afterAll(() => database.drop());

  it("the enumeration finds the console's pages and forms", () => {
    const paths = staffRoutes.map((route) => route.path);
    expect(paths).toEqual(
      expect.arrayContaining(["staff/orders", "staff/orders/:number", "staff/products/:route"]),
    );
  });

  it.each(staffRoutes.map((route) => [route.path!, route.file] as const))(
    "/%s redirects its GET and POST to the login page",
    async (path, file) => {
      const load = modules[`../../${file}`];
      expect(load, file).toBeDefined();
      const module = await load!();
      expect(module.loader ?? module.action, `${file} has a loader or an action`).toBeDefined();
      const page = `/${path.replace(":number", PARAMS.number).replace(":route", PARAMS.route)}`;
      // React Router hands a data request over as it came (future.v8_passThroughRequests), `.data`
      // and `_routes` included; `url` is the page's address, the one to come back to.
      for (const sent of [page, `${page}.data?_routes=root`])
        for (const [method, handler] of [
          ["GET", module.loader],
          ["POST", module.action],
        ] as const) {
          if (!handler) continue;
          const request = new Request(`http://store.test${sent}`, {
            method,
            ...(method === "POST" && {
              body: new URLSearchParams({ to: "cancelled", intent: "note", note: "x" }),
            }),
          });
          const url = new URL(`http://store.test${page}`);
          const response = await answer(() => handler({ request, url, params: PARAMS, context }));
          expect(response.status, `${method} ${sent}`).toBe(302);
          // Signing out needs no session and comes back nowhere.
          const back = path === "staff/logout" ? "" : `?next=${encodeURIComponent(page)}`;
          expect(response.headers.get("Location"), `${method} ${sent}`).toBe(`/staff/login${back}`);
        }
    },
  );
});
