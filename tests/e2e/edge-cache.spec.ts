import { join } from "node:path";
import type { ApiProduct } from "~/features/catalog/data/products-api";
import { startNginx } from "../../scripts/nginx.mjs";
import { startWebhookReceiver, type WebhookReceiver } from "../fixtures/webhook-receiver";
import { expect, test } from "./fixtures";
import { ownServerDir, startOwnServer, type OwnServer } from "./own-server";
import { addStaffMember, signIn, uniqueStaffEmail } from "./staff-session";

/**
 * Issue #17 part 2: the store behind a real caching proxy (Debian's nginx, proxy_cache honouring
 * the store's Cache-Control, scripts/nginx.mjs). This file's ports: store 3170, nginx 3171, the
 * CDN purge receiver 3172. s-maxage 3 s + stale-while-revalidate 2 s here instead of 30 + 30.
 */
const STORE_PORT = 3170;
const NGINX_PORT = 3171;
const PURGE_PORT = 3172;
const S_MAXAGE = 3;
const STALE = 2;

type Nginx = Awaited<ReturnType<typeof startNginx>>;

test.describe.configure({ mode: "serial" });

test.describe("pages behind nginx proxy_cache (issue #17)", () => {
  let store: OwnServer;
  let nginx: Nginx;
  let hook: WebhookReceiver;
  let email: string;

  test.beforeAll(async () => {
    hook = await startWebhookReceiver(PURGE_PORT);
    const dir = ownServerDir("edge-cache");
    store = await startOwnServer(STORE_PORT, {
      dir,
      env: {
        EDGE_S_MAXAGE: String(S_MAXAGE),
        EDGE_STALE_WHILE_REVALIDATE: String(STALE),
        CDN_PURGE_URL: hook.url,
        CDN_PURGE_TOKEN: "edge-test-token",
      },
    });
    email = uniqueStaffEmail("edge");
    addStaffMember(email, { name: "Marta Ruiz", databaseUrl: `file:${join(dir, "store.db")}` });
    nginx = await startNginx({ port: NGINX_PORT, upstream: store.baseURL });
  });
  test.afterAll(async () => {
    await nginx?.stop();
    await store?.stop();
    await hook?.close();
  });

  /** A plain visitor: no cookie, English, no compression (so the bytes compare as they are). */
  const visit = (path: string, init: RequestInit = {}) =>
    fetch(`${nginx.url}${path}`, {
      redirect: "manual",
      ...init,
      headers: { "Accept-Encoding": "identity", "Accept-Language": "en-US", ...init.headers },
    });

  async function aProduct(): Promise<ApiProduct> {
    const products = (await (await fetch(`${store.baseURL}/api/products`)).json()) as ApiProduct[];
    return products.find((product) => product.sizes.length === 1 && product.sizes[0]!.price > 5)!;
  }

  test("the second visitor is a HIT with the same bytes, filed under the product's keys", async () => {
    const { route } = await aProduct();
    for (const path of [`/product/${route}`, "/catalog?type=rum", "/"]) {
      const first = await visit(path);
      const second = await visit(path);
      expect(first.status, path).toBe(200);
      expect(first.headers.get("x-cache-status"), path).toBe("MISS");
      expect(second.headers.get("x-cache-status"), path).toBe("HIT");
      expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
      expect(first.headers.get("cache-control"), path).toBe(
        `public, max-age=0, s-maxage=${S_MAXAGE}, stale-while-revalidate=${STALE}`,
      );
      expect(first.headers.get("surrogate-key")!.split(" "), path).toContain("catalog");
    }
    const product = await visit(`/product/${route}`);
    expect(product.headers.get("surrogate-key")!.split(" ")).toContain(`product:${route}`);
    expect(product.headers.get("cache-tag")!.split(",")).toContain(`product:${route}`);
  });

  test("staff, checkout, order status and POST answers are never stored", async () => {
    const paths = [
      "/staff/login",
      "/staff/products",
      "/staff/orders.data",
      "/checkout",
      "/order/not-a-token",
    ];
    for (const path of [...paths, ...paths]) {
      const answer = await visit(path);
      expect(answer.headers.get("x-cache-status"), path).not.toBe("HIT");
      expect(answer.headers.get("cache-control"), path).toBe("no-store");
    }
    for (let twice = 0; twice < 2; twice += 1) {
      const posted = await visit("/api/orders", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: nginx.url },
        body: "{}",
      });
      expect(posted.headers.get("x-cache-status")).not.toBe("HIT");
    }
    const stored = nginx.storedKeys().join("\n");
    for (const path of [...paths, "/api/orders"]) expect(stored).not.toContain(path);
    expect(stored).toContain("/catalog?type=rum");
  });

  test("a staff price edit shows behind the cache within s-maxage + stale-while-revalidate, and the purge hook hears of it", async ({
    page,
  }) => {
    const product = await aProduct();
    const path = `/product/${product.route}`;
    const newCents = Math.round(product.sizes[0]!.price * 100) + 1229;
    const newPrice = `$${(newCents / 100).toFixed(2)}`;
    await visit(path);
    // Served from the cache: fresh, or stale while nginx refetches (the first test may have stored it).
    expect((await visit(path)).headers.get("x-cache-status")).toMatch(/^(HIT|UPDATING|STALE)$/);

    await page.goto(`${store.baseURL}/staff/products/${product.route}`);
    await signIn(page, email);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
    const sizeForm = page.getByRole("form", { name: /: price and stock$/ }).first();
    await sizeForm.getByLabel(/^Price of /).fill(newPrice);
    await sizeForm.getByRole("button", { name: /^Save / }).click();
    await expect(sizeForm.getByRole("status")).toHaveText("Saved. The store shows it now.");
    const saved = Date.now();

    await expect
      .poll(async () => (await (await visit(path)).text()).includes(newPrice), {
        timeout: (S_MAXAGE + STALE + 3) * 1000,
        intervals: [250],
      })
      .toBe(true);
    expect(Date.now() - saved).toBeLessThanOrEqual((S_MAXAGE + STALE + 1) * 1000);

    await expect
      .poll(() => hook.received.map((delivery) => JSON.parse(delivery.body) as { keys: string[] }))
      .toContainEqual({ keys: [`product:${product.route}`, `type:${product.type}`, "listing"] });
    expect(hook.received.at(-1)!.headers.authorization).toBe("Bearer edge-test-token");
  });

  test("a product page kept by the cache shows the stock as it is now once it is in the browser", async ({
    page,
    browser,
  }) => {
    const products = (await (await fetch(`${store.baseURL}/api/products`)).json()) as ApiProduct[];
    const product = products.find(
      (each) => !each.modal && each.sizes.length === 1 && (each.sizes[0]!.inventory ?? 0) > 5,
    )!;
    const path = `/product/${product.route}`;
    const kept = await (await visit(path)).text();
    expect(kept).toContain(">In stock<");

    await page.goto(`${store.baseURL}/staff/products/${product.route}`);
    await signIn(page, email);
    const sizeForm = page.getByRole("form", { name: /: price and stock$/ }).first();
    await sizeForm.getByLabel(/^Stock of /).fill("2");
    await sizeForm.getByRole("button", { name: /^Save / }).click();
    await expect(sizeForm.getByRole("status")).toHaveText("Saved. The store shows it now.");

    // The shopper's browser gets the page as the cache kept it, from before the edit.
    const shopperContext = await browser.newContext();
    await shopperContext.addInitScript(() => localStorage.setItem("isOver21", "true"));
    const shopper = await shopperContext.newPage();
    await shopper.route(`${nginx.url}${path}`, (route) =>
      route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: kept }),
    );
    const asked = shopper.waitForResponse((response) =>
      response.url().endsWith(`${path.replace("/product", "/api/products")}/stock`),
    );
    await shopper.goto(`${nginx.url}${path}`);
    const answer = await asked;
    expect(answer.headers()["cache-control"]).toBe("no-store");
    expect(answer.headers()["x-cache-status"]).not.toBe("HIT");
    await expect(shopper.getByTestId("product-stock")).toHaveText("Only 2 left");
    await expect(shopper.getByRole("combobox", { name: "Quantity" }).locator("option")).toHaveCount(2);
    await shopperContext.close();
  });

  test("two browsers with other cookies and languages get the same English bytes; /es/catalog is Spanish without a cookie", async () => {
    const path = "/catalog?type=whiskey";
    const first = await visit(path, {
      headers: { Cookie: "language=es; isOver21=true", "Accept-Language": "es-CO" },
    });
    const second = await visit(path, { headers: { Cookie: "other=1", "Accept-Language": "en-GB" } });
    expect(second.headers.get("x-cache-status")).toBe("HIT");
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(Buffer.from(await second.arrayBuffer())).toEqual(bytes);
    expect(bytes.toString("utf8")).toMatch(/<html lang="en"/);
    const spanish = await visit("/es/catalog", { headers: { "Accept-Language": "en-US" } });
    expect(spanish.status).toBe(200);
    expect(await spanish.text()).toMatch(/<html lang="es-419"/);
  });
});
