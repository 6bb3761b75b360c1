import type { Page } from "@playwright/test";
import SQLite from "better-sqlite3";
import type { ApiProduct } from "~/features/catalog/data/products-api";
import { openingStatus } from "~/features/store/opening-hours";
import { store } from "~/features/store/store";
import { messagesFor } from "~/i18n/messages.server";
import { hasRealStoreExport, REAL_STORE_EXPORT } from "../fixtures/real-store-export";
import { expect, test } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";

/**
 * Issue #17 part 4: checkout's server render holds the places of the lines, the form and the summary,
 * so the quote arriving after hydration moves nothing (cumulative layout shift 0), on a phone and a
 * desktop, with one and three lines, and with an empty cart.
 */

const DATABASE = "test-results/e2e-sqlite/store.db";
const REAL_STORE_PORT = 3145;
const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
};

/** In-stock sizes of products without a gift-box offer, from the end of the catalogue (checkout.spec takes the start). */
function inStockSizes(count: number): string[] {
  const db = new SQLite(DATABASE, { readonly: true });
  try {
    return (
      db
        .prepare(
          `select s.id from product_size s join product p on p.id = s.product_id
           where s.inventory >= 6 and s.retired = 0 and p.retired = 0 and p.modal = 0
           order by p.route desc limit ?`,
        )
        .all(count) as Array<{ id: string }>
    ).map((row) => row.id);
  } finally {
    db.close();
  }
}

interface Shift {
  value: number;
  /** The elements that moved, for the failure message. */
  moved: string[];
}

/**
 * Opens checkout with these sizes in the cart (one each) and returns the layout shifts without
 * recent input, once the quote has filled the lines in and the page has settled.
 */
async function checkoutLayoutShifts(
  page: Page,
  baseURL: string,
  sizeIds: readonly string[],
  path = "/checkout",
): Promise<Shift[]> {
  // The browser's clock is the server's: a closed store's notice is in the server's page, at any hour.
  await page.addInitScript((ids) => {
    // about:blank has no storage: only the store's pages.
    if (location.protocol !== "http:") return;
    for (const id of ids) localStorage.setItem(id, "1");
    const shifts: Shift[] = [];
    (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
    type LayoutShift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[])
        // Only what is inside main counts: the header's logo moving 4 px is a matter of its own.
        if (
          !entry.hadRecentInput &&
          entry.sources.some((source) => source.node?.parentElement?.closest("main"))
        )
          shifts.push({
            value: entry.value,
            moved: entry.sources.map(
              (source) =>
                `${(source.node as Element | null)?.outerHTML?.slice(0, 120) ?? source.node?.nodeName} ${source.previousRect.y}→${source.currentRect.y}`,
            ),
          });
    }).observe({ type: "layout-shift", buffered: true });
  }, sizeIds);
  await page.goto(`${baseURL}${path}`);
  if (sizeIds.length === 0) {
    await expect(page.getByText("Your cart is empty.")).toBeVisible();
  } else {
    // The machine may be loaded: the quote can take a while.
    await expect(page.locator("form li[data-line]")).toHaveCount(sizeIds.length, { timeout: 20_000 });
    await expect(page.getByTestId("summary-total")).toHaveText(/^\$/);
  }
  // Settled: the lines' images decoded, two frames drawn after the last change.
  await page.waitForLoadState("load");
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
}

test.describe("checkout without a jump (issue #17)", () => {
  test("the server's page holds the closed notice exactly when the store is closed now", async ({ page }) => {
    const closed = !openingStatus(new Date(), store, messagesFor("en")).open;
    const html = await (await page.request.get("/checkout")).text();
    expect(html.includes('data-testid="closed-notice"')).toBe(closed);
  });

  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test.describe(`on a ${device}`, () => {
      test.use({ viewport });

      for (const lines of [1, 3]) {
        test(`with ${lines} line${lines > 1 ? "s" : ""} in the cart, nothing moves when the quote arrives`, async ({
          page,
          baseURL,
        }) => {
          expect(await checkoutLayoutShifts(page, baseURL!, inStockSizes(lines))).toEqual([]);
          await expect(page.getByRole("button", { name: "Place order" })).toBeEnabled();
        });
      }

      test("with an empty cart, the empty message is there from the first paint", async ({
        page,
        baseURL,
      }) => {
        expect(await checkoutLayoutShifts(page, baseURL!, [])).toEqual([]);
        await expect(page.getByRole("form", { name: "Checkout" })).toHaveCount(0);
      });
    });
  }
});

test.describe("checkout without a jump on the real store's catalogue", () => {
  test.skip(!hasRealStoreExport, "the real store's export is not beside the repository");
  test.describe.configure({ mode: "default" });
  let server: OwnServer;
  let sizeIds: string[];
  let names: string[];

  test.beforeAll(async () => {
    server = await startOwnServer(REAL_STORE_PORT, { env: { CATALOG_SEED_FILE: REAL_STORE_EXPORT } });
    const products = (await (await fetch(`${server.baseURL}/api/products`)).json()) as ApiProduct[];
    // The longest names in stock: the lines' one-line names must not make them taller.
    const inStock = products.filter((product) => product.sizes.some((size) => (size.inventory ?? 1) > 0));
    inStock.sort((a, b) => b.name.length - a.name.length);
    sizeIds = inStock
      .slice(0, 3)
      .map((product) => product.sizes.find((size) => (size.inventory ?? 1) > 0)!.id);
    names = inStock.slice(0, 3).map((product) => product.name);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const path of ["/checkout", "/es/checkout"]) {
      test(`on a ${device} at ${path}, three lines with the longest names read whole and nothing moves`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        expect(await checkoutLayoutShifts(page, server.baseURL, sizeIds, path)).toEqual([]);
        // Issue #31: "Patron Repo…" on a phone: a shopper must read what they are buying.
        for (const name of await page.getByTestId("checkout-line-name").all()) {
          const cut = await name.evaluate(
            (element) =>
              element.scrollWidth > element.clientWidth || getComputedStyle(element).textOverflow !== "clip",
          );
          expect(cut, (await name.textContent()) ?? "").toBe(false);
        }
        const shown = await page.getByTestId("checkout-line-name").allTextContents();
        expect(shown.sort()).toEqual([...names].sort());
      });
    }
  }
});
