import { readdirSync, mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addStaffMember } from "~/features/staff/staff-accounts.server";
import { sessionCookie } from "~/features/staff/staff-auth.server";
import { startStaffSession } from "~/features/staff/staff-sessions.server";
import { storeContext, type StoreRequest } from "~/load-context.server";
import routes from "~/routes";
import { everyRoute } from "../tests/setup/route-config";
import { everyRow } from "../tests/setup/every-row";
import type { Database } from "~/utils/db.server";
import { buildIfMissing } from "../scripts/build-if-missing.mjs";
import { orderBody } from "../tests/fixtures/order-catalog";
import { rawRequest as send } from "../tests/setup/raw-request";
import { startStoreProcess, waitUntilReady, type StoreProcess } from "../tests/setup/store-process";
import { testDatabaseKinds, type TestDatabase } from "../tests/setup/test-databases";

/**
 * Issue #14: the production build, as a shopper's browser, another site's page and a forged proxy
 * header reach it. Nothing another site sends changes anything, nothing a header says reaches a
 * page, every answer carries the security headers, and a silent connection is closed.
 */

const FIRST_PORT = 3660;
const SHOP = "https://shop.example";
const EVIL = "evil.example";
const ORDER_TOKEN = "Zq8Xw2Lr5Tn1Vb7Kc3Hd9M";

beforeAll(() => buildIfMissing(), 180_000);

/** A staff member with a session, as the Cookie header their browser sends. */
async function signedInStaff(db: Database, email: string): Promise<string> {
  const { id } = await addStaffMember(db, {
    email,
    name: "Luisa",
    password: "correct horse battery",
    role: "owner",
  });
  const context = storeContext({ services: { env: { PUBLIC_URL: SHOP } } } as unknown as StoreRequest);
  const cookie = await sessionCookie(await startStaffSession(db, id), new Request(`${SHOP}/staff`), context);
  return cookie.split(";")[0]!;
}

type RouteModule = { action?: unknown };
const modules = import.meta.glob<RouteModule>("../app/routes/*.{ts,tsx}");

/** The paths of app/routes.ts whose module has an action, read from the modules themselves. */
async function routesWithActions(): Promise<string[]> {
  const found: string[] = [];
  for (const route of everyRoute(routes)) {
    const load = modules[`../app/${route.file}`];
    if (!load) throw new Error(`no module for ${route.file}`);
    if ((await load()).action) found.push(route.path ?? "");
  }
  return found;
}

/** Express's own POST routes (server/app.ts), with a body each would act on. */
const EXPRESS_POSTS = ["/api/orders", "/api/orders/quote", "/api/vitals"];

const FORM_FIELDS = {
  language: "es",
  returnTo: "/catalog",
  intent: "note",
  note: "from another site",
  to: "confirmed",
  name: "Ana Pérez",
  phone: "(305) 555-0199",
  email: "ana@example.com",
  message: "Are you open on Sunday afternoon?",
};

/** A shopper's browser on the https site, through a proxy that passes Host on (docs/deploy.md). */
const THROUGH_THE_PROXY = { Origin: SHOP, Host: "shop.example", "X-Forwarded-Proto": "https" };

const OTHER_SITES: Array<[string, Record<string, string>]> = [
  ["another site's Origin", { Origin: `https://${EVIL}` }],
  ["Origin: null", { Origin: "null" }],
  ["Sec-Fetch-Site: cross-site without Origin", { "Sec-Fetch-Site": "cross-site" }],
  ["the store's origin with Sec-Fetch-Site: cross-site", { Origin: SHOP, "Sec-Fetch-Site": "cross-site" }],
];

describe.each(testDatabaseKinds)("the store behind a proxy on $kind, against hostile requests", (kind) => {
  const dir = mkdtempSync(join(tmpdir(), `store-hostile-${kind.kind}-`));
  const port = FIRST_PORT + (kind.kind === "postgres" ? 1 : 0);
  let database: TestDatabase;
  let store: StoreProcess;
  let staffCookie: string;
  let orderNumber: string;
  let product: string;
  let sizeId: string;

  const bodyFor = (path: string) =>
    path.startsWith("/api/vitals")
      ? JSON.stringify([
          { id: "v5-lcp", name: "LCP", value: 1200, rating: "good", path: "/", navigationType: "navigate" },
        ])
      : JSON.stringify(
          orderBody({
            items: [{ id: sizeId, quantity: 1 }],
            fulfilment: { method: "pickup" },
            tipPercent: 0,
          }),
        );

  /** A POST as a browser would send it to `path`, from `headers`' origin, signed in as staff. */
  const post = (path: string, headers: Record<string, string>) => {
    const json = path.startsWith("/api/");
    return send(`${store.url}${path}`, {
      method: "POST",
      headers: {
        "Content-Type": json ? "application/json" : "application/x-www-form-urlencoded",
        Cookie: staffCookie,
        ...headers,
      },
      body: json ? bodyFor(path) : new URLSearchParams(FORM_FIELDS).toString(),
    });
  };

  beforeAll(async () => {
    database = await kind.create();
    store = await startStoreProcess(port, dir, {
      DATABASE_URL: database.url,
      TRUST_PROXY: "1",
      PUBLIC_URL: SHOP,
      ORDER_RATE_LIMIT: "1000",
    });
    await waitUntilReady(store);
    const size = await database.db
      .selectFrom("product_size")
      .innerJoin("product", "product.id", "product_size.product_id")
      .select(["product_size.id", "product.route"])
      .where("product_size.inventory", ">", 20)
      .orderBy("product_size.id")
      .executeTakeFirstOrThrow();
    [sizeId, product] = [size.id, size.route];
    staffCookie = await signedInStaff(database.db, "luisa@store.example");
    const placed = await post("/api/orders", {});
    orderNumber = (JSON.parse(placed.body) as { order: { number: string } }).order.number;
  }, 120_000);
  afterAll(async () => {
    await store?.stop();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const concrete = (path: string) =>
    `/${path}`
      .replace(":number", orderNumber)
      .replace(":route", product)
      .replace(":token", ORDER_TOKEN)
      .replace(":item", product);

  it("the walk finds every form: the language switch, staff logout, contact, the staff console's", async () => {
    expect(await routesWithActions()).toEqual(
      expect.arrayContaining([
        "language",
        "staff/logout",
        "contact-us",
        "staff/orders/:number",
        "staff/login",
      ]),
    );
  });

  // Every form of every page, twice (page and data request), each read against every table: on a
  // loaded machine that outgrew the default 20 s as the console gained pages.
  it("refuses every POST from another site with 403 before it changes anything, pages, data requests and the API", async () => {
    const targets = [
      ...(await routesWithActions()).flatMap((path) => [concrete(path), `${concrete(path)}.data`]),
      ...EXPRESS_POSTS,
    ];
    for (const target of targets)
      for (const [name, headers] of OTHER_SITES) {
        const before = await everyRow(database.db);
        const answer = await post(target, headers);
        expect([answer.status, answer.body], `${target} with ${name}`).toEqual([403, '{"error":"origin"}']);
        expect(answer.headers["set-cookie"], `${target} with ${name}`).toBeUndefined();
        expect(await everyRow(database.db), `${target} with ${name}`).toBe(before);
      }
  }, 120_000);

  it("lets the store's own pages through, reached directly or through the TLS proxy", async () => {
    const targets = [...(await routesWithActions()).map(concrete), ...EXPRESS_POSTS];
    // The text provider's webhook is no page: without the provider's signature it refuses everyone.
    const pages = targets.filter((target) => target !== "/staff/logout" && target !== "/sms/inbound");
    for (const target of pages)
      for (const own of [{ Origin: store.url }, THROUGH_THE_PROXY]) {
        const answer = await post(target, { ...own, "Sec-Fetch-Site": "same-origin" });
        expect(answer.status, `${target} from ${own.Origin}`).not.toBe(403);
      }
  });

  it("the same requests from the store's own page do change things: the refusals above were real", async () => {
    const own = THROUGH_THE_PROXY;
    const before = await everyRow(database.db);
    expect((await post("/contact-us", own)).status).toBeLessThan(400);
    expect(await everyRow(database.db)).not.toBe(before);
    const language = await post("/language", own);
    expect([language.status, language.headers.location]).toEqual([302, "/es/catalog"]);
    expect(String(language.headers["set-cookie"])).toMatch(/^language=es;/);
    // Served over TLS (PUBLIC_URL is https): never sent over plain http (issue #33).
    expect(String(language.headers["set-cookie"])).toMatch(/; Secure$/);
    const sessions = () => database.db.selectFrom("staff_session").selectAll().execute();
    expect(await sessions()).toHaveLength(1);
    expect((await post("/staff/logout", own)).status).toBe(302);
    expect(await sessions()).toHaveLength(0);
  });

  it("never puts a forged host in a page, for the visitor who sent it or anyone after", async () => {
    const pages = [
      "/",
      "/catalog",
      `/product/${product}`,
      "/contact-us",
      "/privacy-policy",
      "/sitemap.xml",
      "/robots.txt",
      "/_.data",
      "/catalog.data",
      `/product/${product}.data`,
    ];
    const forged = { "X-Forwarded-Host": EVIL, "X-Forwarded-Proto": "https", Host: EVIL };
    for (const page of pages) {
      const first = await send(`${store.url}${page}`, { headers: forged });
      const again = await send(`${store.url}${page}`, { headers: forged });
      const later = await send(`${store.url}${page}`, {});
      for (const answer of [first, again, later]) {
        expect(answer.status, page).toBe(200);
        expect(answer.body, page).not.toContain(EVIL);
      }
    }
    const home = await send(`${store.url}/`, {});
    expect(home.headers["x-page-cache"]).toBe("hit");
    expect(home.body).toContain(`<link rel="canonical" href="${SHOP}/"`);
  });

  it("puts the security headers on static files and on the earliest refusals too", async () => {
    const asset = readdirSync("build/client/assets").find((file) => file.endsWith(".js"));
    const answers = {
      asset: await send(`${store.url}/assets/${asset}`, {}),
      "public file": await send(`${store.url}/favicon.svg`, {}),
      "missing asset": await send(`${store.url}/assets/no-such-file.js`, {}),
      "malformed URL": await send(`${store.url}/product/%E0%A4%A`, {}),
      "body too large": await send(`${store.url}/api/orders`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(orderBody({ notes: "x".repeat(40 * 1024) })),
      }),
      "another site": await post("/api/orders", { Origin: `https://${EVIL}` }),
    };
    expect(Object.values(answers).map((answer) => answer.status)).toEqual([200, 200, 404, 400, 413, 403]);
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.headers["content-security-policy"], name).toMatch(/default-src 'self'/);
      expect(answer.headers["x-content-type-options"], name).toBe("nosniff");
      expect(answer.headers["strict-transport-security"], name).toMatch(/max-age=31536000/);
      expect(answer.headers["x-powered-by"], name).toBeUndefined();
    }
  });

  it("marks every staff page, data request and redirect no-store, and leaves shoppers' pages cacheable", async () => {
    const signedIn = { Cookie: await signedInStaff(database.db, "marco@store.example") };
    const answers = [
      ["/staff", signedIn, 302],
      ["/staff/orders", signedIn, 200],
      ["/staff/orders.data", signedIn, 200],
      [`/staff/orders/${orderNumber}`, signedIn, 200],
      ["/staff/login", {}, 200],
      ["/staff/orders", {}, 302],
      ["/staff/orders.data", {}, 202],
    ] as const;
    for (const [path, headers, status] of answers) {
      const answer = await send(`${store.url}${path}`, { headers });
      expect(answer.status, path).toBe(status);
      expect(answer.headers["cache-control"], path).toBe("no-store");
    }
    expect((await send(`${store.url}/catalog`, {})).headers["cache-control"]).not.toBe("no-store");
  });

  it("keeps status-page tokens and secret query values out of the log", async () => {
    for (const path of [
      `/order/${ORDER_TOKEN}`,
      `/order/${ORDER_TOKEN}.data`,
      `/es/order/${ORDER_TOKEN}`,
      `/restock-alerts/${ORDER_TOKEN}`,
      `/catalog?token=${ORDER_TOKEN}`,
      `/staff/login?password=${ORDER_TOKEN}`,
    ])
      await send(`${store.url}${path}`, {});
    await expect.poll(() => store.output()).toContain('"url":"/order/***.data"');
    expect(store.output()).not.toContain(ORDER_TOKEN);
  });
});

describe("the store with neither PUBLIC_URL nor a proxy (a developer's machine)", () => {
  const dir = mkdtempSync(join(tmpdir(), "store-hostile-local-"));
  const port = FIRST_PORT + 2;
  let store: StoreProcess;

  beforeAll(async () => {
    store = await startStoreProcess(port, dir);
    await waitUntilReady(store);
  }, 120_000);
  afterAll(async () => {
    await store?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("writes its links with the address it listens on, never the Host a request names", async () => {
    for (const page of ["/", "/catalog", "/robots.txt"]) {
      const answer = await send(`${store.url}${page}`, { headers: { Host: EVIL, "X-Forwarded-Host": EVIL } });
      expect(answer.body, page).not.toContain(EVIL);
      if (page === "/") expect(answer.body).toContain(`<link rel="canonical" href="${store.url}/"`);
    }
  });

  it("sets the language cookie without Secure over plain http, where a Secure one would be lost", async () => {
    const answer = await send(`${store.url}/language`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ language: "es", returnTo: "/catalog" }).toString(),
    });
    expect(answer.status).toBe(302);
    expect(String(answer.headers["set-cookie"])).toMatch(/^language=es; Path=\/; Max-Age=\d+; SameSite=Lax$/);
  });

  /**
   * One connection: `head` (and `bodyBytes` of its body), then GET /healthz on the same connection.
   * What came back, in order, and whether the server closed the connection.
   */
  async function refusedThenNext(head: string, bodyBytes: number) {
    const socket = connect(port, "127.0.0.1");
    let heard = "";
    let closed = false;
    socket.on("data", (chunk: Buffer) => (heard += chunk.toString("latin1")));
    socket.once("close", () => (closed = true));
    socket.on("error", () => {});
    socket.write(head);
    if (bodyBytes > 0) socket.write(Buffer.alloc(bodyBytes, "a"));
    const answers = () => heard.match(/HTTP\/1\.1 \d+/g) ?? [];
    await expect.poll(() => answers().length).toBe(1);
    socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    // Settled once the second answer arrives or the server closes: a stuck connection does neither.
    await expect.poll(() => closed || answers().length === 2).toBe(true);
    socket.destroy();
    return { statuses: answers().map((line) => Number(line.slice(9))), closed };
  }

  it("never leaves a connection stuck behind a body it refused unread (issue #33)", async () => {
    const post = (path: string, type: string, length: number) =>
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\n\r\n`;
    // 5 MB announced, none sent: 413 at once, and the connection closes (it will not be read).
    expect(await refusedThenNext(post("/api/orders", "application/json", 5_000_000), 0)).toEqual({
      statuses: [413],
      closed: true,
    });
    // A small body refused unread, by Express (415) or by React Router (an upload without a
    // session): read off, and the next request on the connection is answered.
    expect(await refusedThenNext(post("/api/orders", "text/plain", 100), 100)).toEqual({
      statuses: [415, 200],
      closed: false,
    });
    expect(
      await refusedThenNext(post("/staff/photos", "multipart/form-data; boundary=b", 2_000), 2_000),
    ).toEqual({
      statuses: [302, 200],
      closed: false,
    });
    // A large one: the answer, then a closed connection, never a silent one.
    expect(
      await refusedThenNext(post("/staff/photos", "multipart/form-data; boundary=b", 200_000), 200_000),
    ).toEqual({ statuses: [302], closed: true });
  });

  it("closes a connection that never sends a byte within 20 s (408), and keeps an idle keep-alive one open", async () => {
    const opened = Date.now();
    const silent = connect(port, "127.0.0.1");
    let heard = "";
    silent.on("data", (chunk: Buffer) => (heard += chunk.toString()));
    const keptAlive = connect(port, "127.0.0.1");
    const answers: string[] = [];
    keptAlive.on("data", (chunk: Buffer) => answers.push(chunk.toString()));
    keptAlive.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    await new Promise((resolve) => silent.once("close", resolve));
    const closedAfter = Date.now() - opened;
    expect(closedAfter).toBeLessThan(20_000);
    expect(heard).toMatch(/^HTTP\/1\.1 408/);
    keptAlive.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    await expect.poll(() => answers.join("").match(/HTTP\/1\.1 200/g)?.length).toBe(2);
    expect(keptAlive.destroyed).toBe(false);
    keptAlive.destroy();
  }, 30_000);
});

describe("a production server that would trust headers, or hash without a key", () => {
  it.each([
    ["behind a proxy without PUBLIC_URL", { TRUST_PROXY: "1" }, /PUBLIC_URL is required in production/],
    ["without SESSION_SECRET", { SESSION_SECRET: "" }, /SESSION_SECRET is required in production/],
  ])("does not start %s, and says why", async (_name, env, reason) => {
    const dir = mkdtempSync(join(tmpdir(), "store-hostile-refused-"));
    const store = await startStoreProcess(FIRST_PORT + 3, dir, env);
    expect(await store.exited).toBe(1);
    expect(store.output()).toMatch(reason);
    rmSync(dir, { recursive: true, force: true });
  });
});
