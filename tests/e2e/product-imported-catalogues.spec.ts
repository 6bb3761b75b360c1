import type { Page } from "@playwright/test";
import type { ApiProduct } from "~/features/catalog/data/products-api";
import { STORE_EXPORTS } from "../fixtures/real-store-export";
import { seriousViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";
import { dialogsOnWalk, visibleDialogs } from "./open-dialogs";
import { startOwnServer, type OwnServer } from "./own-server";

// The catalogues are served in turn on this one port, so the file's tests run one after another.
const PORT = 3120;
test.describe.configure({ mode: "default" });

const PHONE = { width: 360, height: 780 };

/** The text of the size chip a product page opened on, from its server-rendered HTML. */
function openedSize(html: string): string {
  const chip =
    /<a[^>]*aria-current="true"[^>]*>(.*?)<\/a>/s.exec(html.slice(html.indexOf("<article")))?.[1] ?? "";
  return chip
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;|\s+/g, " ")
    .trim();
}

/**
 * The products the browser walk visits: all of a small export; of a large one every tenth, the one
 * with the longest name and the one with the most sizes. The HTTP walk reads every product's page
 * and the data a client-side visit loads, so the browser adds only what rendering can break.
 */
function browserWalk(products: ApiProduct[]): ApiProduct[] {
  if (products.length <= 100) return products;
  const longest = products.reduce((a, b) => (b.name.length > a.name.length ? b : a));
  const most = products.reduce((a, b) => (b.sizes.length > a.sizes.length ? b : a));
  return [...new Set([...products.filter((_product, index) => index % 10 === 0), longest, most])];
}

const ONE_PIXEL_GIF = "R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/**
 * Issue #32, "nothing covers a page on arrival": every product page of a catalogue, each visited once
 * as a shopper past the age gate would, with what covers it after each. One page: the first product
 * loaded, the others reached by client-side navigation; then a full load of each flagship
 * (`modal: true`), whose page once opened a dialog on its first view. Returns "<route>: <dialog>" lines.
 */
async function dialogsOnArrival(page: Page, origin: string, products: ApiProduct[]): Promise<string[]> {
  const covered: string[] = [];
  const check = async (route: string) => {
    for (const dialog of await visibleDialogs(page)) covered.push(`${route}: ${dialog}`);
  };
  // The pictures' bytes cover nothing: a one-pixel stand-in spares the server drawing 900 pictures.
  await page.route(/\/images\//, (route) =>
    route.fulfill({ contentType: "image/gif", body: Buffer.from(ONE_PIXEL_GIF, "base64") }),
  );
  const [first, ...others] = products;
  await page.goto(`${origin}/product/${first!.route}`);
  await waitForHydration(page);
  await check(first!.route);
  const walk = await dialogsOnWalk(
    page,
    others.map(({ route, name }) => ({ route, name })),
  );
  expect(walk.unreached, "product pages whose heading never showed").toEqual([]);
  covered.push(...walk.covered);
  for (const flagship of products.filter((product) => product.modal)) {
    await page.goto(`${origin}/product/${flagship.route}`);
    await waitForHydration(page);
    await check(`${flagship.route} (loaded)`);
  }
  return covered;
}

async function apiProducts(page: Page, server: OwnServer): Promise<ApiProduct[]> {
  return (await (await page.request.get(`${server.baseURL}/api/products`)).json()) as ApiProduct[];
}

/**
 * Product pages on stores' exports with a real store's quirks: the project's own, and the real one
 * when it is beside the repository (../shared/fixtures/README.md lists its quirks).
 */
for (const store of STORE_EXPORTS)
  test.describe(`product pages on ${store.name}`, () => {
    let server: OwnServer;
    let products: ApiProduct[];

    test.beforeAll(async () => {
      server = await startOwnServer(PORT, {
        env: { CATALOG_SEED_FILE: store.path },
      });
      products = (await (await fetch(`${server.baseURL}/api/products`)).json()) as ApiProduct[];
      expect(products).toHaveLength(store.totals.products);
    });
    test.afterAll(async () => {
      await server?.stop();
    });

    test("the longest name wraps on a phone, with nothing wider than the screen", async ({ page }) => {
      const longest = products.reduce((a, b) => (b.name.length > a.name.length ? b : a));
      expect(longest.name.length).toBeGreaterThan(45);
      await page.setViewportSize(PHONE);
      await page.goto(`${server.baseURL}/product/${longest.route}`);
      await waitForHydration(page);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toHaveText(longest.name);
      const lines = await heading.evaluate(
        (element) =>
          element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
      );
      expect(Math.round(lines)).toBeGreaterThanOrEqual(2);
      const overflow = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth - window.innerWidth,
        wider: [...document.querySelectorAll("main *")]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((element) => element.outerHTML.slice(0, 80)),
      }));
      expect(overflow).toEqual({ page: 0, wider: [] });
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("a product with nine sizes shows a chip for every one, all on a phone's screen width", async ({
      page,
    }) => {
      const most = products.reduce((a, b) => (b.sizes.length > a.sizes.length ? b : a));
      expect(most.sizes.length).toBeGreaterThanOrEqual(9);
      await page.setViewportSize(PHONE);
      await page.goto(`${server.baseURL}/product/${most.route}`);
      const chips = page.locator("article ul").first().getByRole("link");
      await expect(chips).toHaveCount(most.sizes.length);
      for (const chip of await chips.all()) {
        await expect(chip).toBeVisible();
        expect((await chip.boundingBox())!.x + (await chip.boundingBox())!.width).toBeLessThanOrEqual(
          PHONE.width,
        );
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
    });

    test("a beer's pack label reads as a shopper would say it, on chips, the picture and in the cart's message", async ({
      page,
    }) => {
      const beer = products.find((product) => product.sizes[0]!.size === "12oz-6pack-Bottle")!;
      await page.goto(`${server.baseURL}/product/${beer.route}`);
      await waitForHydration(page);
      const price = `$${beer.sizes[0]!.price.toFixed(2)}`;
      await expect(page.getByRole("link", { name: `6-pack, 12 oz bottles · ${price}` })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await expect(page.locator("article img").first()).toHaveAttribute(
        "alt",
        `${beer.name} 6-pack, 12 oz bottles`,
      );
      await expect(page.locator("main")).not.toContainText("12oz-6pack-Bottle");
      await page.getByRole("button", { name: "Add to cart" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Added 1 ×" })).toHaveText(
        `Added 1 × ${beer.name} 6-pack, 12 oz bottles to your cart.`,
      );
    });

    test("every product page and its client-side data answer 200, opening on a size that can be bought", async ({
      page,
    }) => {
      test.setTimeout(300_000);
      const inStock = (size: ApiProduct["sizes"][number]) => size.inventory !== 0;
      const wrong: string[] = [];
      for (const product of products) {
        const data = await page.request.get(`${server.baseURL}/product/${product.route}.data`);
        if (data.status() !== 200) wrong.push(`${product.route}.data: ${data.status()}`);
        const response = await page.request.get(`${server.baseURL}/product/${product.route}`);
        const opened = openedSize(await response.text());
        const usual = product.sizes.find((size) => size.size === "750ml" && inStock(size));
        if (response.status() !== 200) wrong.push(`${product.route}: ${response.status()}`);
        else if (usual && !opened.startsWith("750ml")) wrong.push(`${product.route}: not on 750ml`);
        else if (product.sizes.some(inStock) && opened.includes("Out of stock")) wrong.push(product.route);
      }
      expect(wrong).toEqual([]);
    });

    test("every tenth product page in Spanish answers 200, in Spanish, with the same sizes", async ({
      page,
    }) => {
      test.setTimeout(300_000);
      const wrong: string[] = [];
      for (const product of products.filter((_product, index) => index % 10 === 0)) {
        const response = await page.request.get(`${server.baseURL}/es/product/${product.route}`);
        const html = await response.text();
        const chips = html.split(`href="/es/product/${product.route}?size=`).length - 1;
        if (response.status() !== 200) wrong.push(`${product.route}: ${response.status()}`);
        else if (!html.includes('<html lang="es-419"')) wrong.push(`${product.route}: not Spanish`);
        else if (chips !== product.sizes.length) wrong.push(`${product.route}: ${chips} size chips`);
      }
      expect(wrong).toEqual([]);
    });

    test("product pages render in the browser without a console error", async ({ page }) => {
      test.setTimeout(300_000);
      await page.goto(`${server.baseURL}/product/${products[0]!.route}`);
      await waitForHydration(page);
      for (const product of browserWalk(products)) {
        // A client-side visit: the page's data, render and images, without reloading the shell each time.
        await page.evaluate(
          (route) => window.__reactRouterDataRouter?.navigate(`/product/${route}`),
          product.route,
        );
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
      }
    });

    test("no dialog opens by itself on any product page", async ({ page }) => {
      test.setTimeout(300_000);
      expect(products.filter((product) => product.modal).length).toBeGreaterThan(0);
      expect(await dialogsOnArrival(page, server.baseURL, products)).toEqual([]);
    });

    test("a product without 750ml selects its first size", async ({ page }) => {
      const product = products.find(
        (candidate) =>
          candidate.sizes.length > 2 &&
          !candidate.sizes.some((size) => size.size === "750ml") &&
          candidate.sizes[0]!.inventory !== 0,
      )!;
      const first = product.sizes[0]!;
      await page.goto(`${server.baseURL}/product/${product.route}`);
      await expect(page.locator('article a[aria-current="true"]')).toHaveCount(1);
      await expect(page.locator('article a[aria-current="true"]')).toContainText(
        `$${first.price.toFixed(2)}`,
      );
      await expect(page.getByTestId("product-price")).toHaveText(`$${first.price.toFixed(2)}`);
      await expect(page.getByRole("button", { name: "Add to cart" })).toBeVisible();
    });

    test("an out-of-stock size with a placeholder price is shown, without that price, and cannot be added", async ({
      page,
    }) => {
      const product = products.find((candidate) =>
        candidate.sizes.some((size) => size.size === "750ml" && size.price >= 10_000 && size.inventory === 0),
      )!;
      await page.goto(`${server.baseURL}/product/${product.route}?size=750ml`);
      await waitForHydration(page);
      const chip = page.getByRole("link", { name: /^750ml/ });
      await expect(chip).toBeVisible();
      await expect(chip).toHaveAttribute("aria-current", "true");
      await expect(chip).toContainText("Out of stock");
      await expect(page.getByTestId("product-stock")).toHaveText("Out of stock");
      await expect(page.getByTestId("product-price")).toHaveCount(0);
      await expect(page.locator("main")).not.toContainText("10,000");
      await expect(page.getByRole("button", { name: "Add to cart" })).toHaveCount(0);
      await expect(page.getByLabel("Quantity")).toHaveCount(0);

      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent())!,
      ) as {
        "@graph": Array<{ offers?: Array<{ name: string; price?: string; availability: string }> }>;
      };
      const offer = jsonLd["@graph"][0]!.offers!.find((candidate) => candidate.name === "750ml")!;
      expect(offer.price).toBeUndefined();
      expect(offer.availability).toBe("https://schema.org/OutOfStock");
    });
  });

test.describe("product pages on the demo catalogue", () => {
  test("no dialog opens by itself on any product page", async ({ page, baseURL }) => {
    test.setTimeout(300_000);
    const products = (await (await page.request.get("/api/products")).json()) as ApiProduct[];
    expect(products.filter((product) => product.modal).length).toBeGreaterThan(0);
    expect(await dialogsOnArrival(page, baseURL!, products)).toEqual([]);
  });
});

/** A small catalogue of our own: stock the store does not count, and names written to break the page. */
test.describe("product pages with untracked stock and hostile text", () => {
  let server: OwnServer;

  test.beforeAll(async () => {
    server = await startOwnServer(PORT, {
      env: { CATALOG_SEED_FILE: "tests/fixtures/product-edge-catalog.json" },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("stock not tracked (inventory null) offers quantities 1 to 12 and reads as in stock", async ({
    page,
  }) => {
    const cristal = (await apiProducts(page, server)).find((product) => product.route === "don-q-cristal")!;
    expect(cristal.sizes[0]!.inventory).toBeNull();
    await page.goto(`${server.baseURL}/product/don-q-cristal?size=750ml`);
    await waitForHydration(page);
    await expect(page.getByTestId("product-stock")).toHaveText("In stock");
    await expect(page.getByLabel("Quantity").locator("option")).toHaveText(
      Array.from({ length: 12 }, (_, index) => String(index + 1)),
    );
  });

  test("a name and description with </script><script> stay text: nothing runs, the JSON-LD still parses", async ({
    page,
  }) => {
    const hostile = (await apiProducts(page, server)).find((product) => product.route === "hostile-rum")!;
    const html = await (await page.request.get(`${server.baseURL}/product/hostile-rum`)).text();
    expect(html).not.toContain("<script>window.__injected");

    await page.goto(`${server.baseURL}/product/hostile-rum`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hostile.name);
    expect(await page.evaluate(() => "__injected" in window)).toBe(false);
    const scripts = page.locator('script[type="application/ld+json"]');
    await expect(scripts).toHaveCount(1);
    const graph = (
      JSON.parse((await scripts.textContent())!) as { "@graph": Array<Record<string, unknown>> }
    )["@graph"];
    expect(graph[0]).toMatchObject({
      name: hostile.name,
      description: hostile.description,
      brand: { name: "Don Q </script>" },
    });
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^Sweet <\/script>/);
    await page
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("link", { name: "Don Q </script>" })
      .click();
    await expect(page).toHaveURL(/brand=Don\+Q\+%3C%2Fscript%3E$/);
    await expect(page.getByTestId("catalog-count")).toHaveText("2 products");
  });
});
