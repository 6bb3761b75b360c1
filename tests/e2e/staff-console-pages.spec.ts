import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { OPEN_STAFF_PAGES } from "~/features/staff/staff-permissions";
import routes from "~/routes";
import { REAL_STORE_EXPORT_FACTS, hasRealStoreExport } from "../fixtures/real-store-export";
import { everyRoute } from "../setup/route-config";
import { postOrder } from "./api-orders";
import { seriousViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";
import { ownServerDir, startOwnServer, withStoreDatabase, type OwnServer } from "./own-server";
import { addStaffMember, signIn, uniqueStaffEmail } from "./staff-session";

/** Routes that are no page of their own: the console's home and the language switch send elsewhere. */
const NOT_PAGES = new Set(["staff", "staff/language"]);
const REAL_STORE_PORT = 3480;

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The size whose product and label are longest: the hardest line for a 390 px order page. */
interface LongestSize {
  route: string;
  sizeId: string;
}

/** Every console page of app/routes.ts, with this order and this product for the ones that name one. */
function consolePages(number: string, route: string): string[] {
  const open: readonly string[] = OPEN_STAFF_PAGES;
  const pages = everyRoute(routes)
    .flatMap((entry) => (entry.path?.startsWith("staff") ? [entry.path] : []))
    .filter((path) => !open.includes(path) && !NOT_PAGES.has(path))
    .map((path) => `/${path.replace(":number", number).replace(":route", encodeURIComponent(route))}`);
  expect(pages).toEqual(
    expect.arrayContaining(["/staff/orders", `/staff/orders/${number}`, "/staff/dashboard"]),
  );
  return pages;
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** One pass over every page: in this language, at this width. */
interface Walk {
  language: "en" | "es";
  viewport: { width: number; height: number };
}

/**
 * Signs an owner in (the owner sees every page) and walks them all, once per walk. Each language
 * is walked on a phone on some catalogue and each width at least once, rather than every pairing
 * on every catalogue: a page's fit depends on its width and its texts, not on the pairing.
 */
async function walkConsole(
  page: Page,
  request: APIRequestContext,
  { baseURL, size, owner, walks }: { baseURL: string; size: LongestSize; owner: string; walks: Walk[] },
) {
  const placed = await postOrder(
    request,
    { sizeId: size.sizeId, name: "Página Walk", language: "es" },
    `${baseURL}/api/orders`,
  );
  expect(placed.status()).toBe(201);
  const pages = consolePages((await placed.json()).order.number, size.route);
  await page.goto(`${baseURL}/staff/login`);
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/staff\/orders$/);

  let language = "en";
  for (const walk of walks) {
    if (walk.language !== language) {
      await waitForHydration(page);
      await page.getByRole("button", { name: walk.language === "es" ? "Español" : "English" }).click();
      await expect(page.locator("html")).toHaveAttribute("lang", walk.language === "es" ? "es-419" : "en");
      language = walk.language;
    }
    await page.setViewportSize(walk.viewport);
    for (const path of pages) {
      const answer = await page.goto(`${baseURL}${path}`);
      const where = `${path} in ${walk.language} at ${walk.viewport.width} px`;
      expect(answer?.status(), where).toBe(200);
      await waitForHydration(page);
      expect(await seriousViolations(page), where).toEqual([]);
      expect(await horizontalOverflow(page), where).toBeLessThanOrEqual(0);
      // Issue #31: a parked size's placeholder price is not a price; the sections fold on a phone.
      expect(await page.locator("body").innerText(), where).not.toContain("10,000.00");
      if (walk.viewport === PHONE)
        expect((await page.getByTestId("staff-header").boundingBox())!.height, where).toBeLessThanOrEqual(
          120,
        );
    }
  }
}

/**
 * Issue #19's "done when": every console page, as the owner sees them, opens, passes axe and has no
 * horizontal scroll on a 390 px phone in English and in Spanish and on a desktop, on the demo
 * catalogue, and on a real store's export on a phone in Spanish (its longest names on the order and
 * product pages).
 */
test.describe("every console page, on a phone and a desktop, in both languages", () => {
  test.use({ ageConfirmed: false });

  test("on the demo catalogue: each opens, passes axe and fits the screen", async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const email = uniqueStaffEmail("walk");
    addStaffMember(email, { role: "owner" });
    const products = (await (await request.get("/api/products")).json()) as Array<{
      route: string;
      sizes: Array<{ id: string; inventory: number | null }>;
    }>;
    const stocked = products.find((product) => product.sizes.some((size) => (size.inventory ?? 0) >= 5))!;
    const sizeId = stocked.sizes.find((size) => (size.inventory ?? 0) >= 5)!.id;
    await walkConsole(page, request, {
      baseURL: baseURL!,
      size: { route: stocked.route, sizeId },
      owner: email,
      walks: [
        { language: "en", viewport: PHONE },
        { language: "es", viewport: DESKTOP },
      ],
    });
  });

  test.describe("on a real store's export", () => {
    test.skip(!hasRealStoreExport, "the real store's export is not beside the repository");
    let server: OwnServer;
    let longest: LongestSize;
    const owner = uniqueStaffEmail("walk-real");

    test.beforeAll(async () => {
      const dir = ownServerDir("console-pages-real");
      const database = join(dir, "store.db");
      server = await startOwnServer(REAL_STORE_PORT, {
        dir,
        env: { CATALOG_SEED_FILE: REAL_STORE_EXPORT_FACTS.path },
      });
      addStaffMember(owner, { role: "owner", databaseUrl: `file:${database}` });
      longest = withStoreDatabase(database, (db) =>
        db
          .prepare(
            `select p.route, s.id as sizeId from product_size s join product p on p.id = s.product_id
             where s.inventory > 0 and s.retired = 0 and p.retired = 0
             order by length(p.name) + length(s.label) desc, s.id limit 1`,
          )
          .get(),
      ) as LongestSize;
    });
    test.afterAll(async () => {
      await server?.stop();
    });

    test("each opens, passes axe and fits the screen", async ({ page, request }) => {
      test.setTimeout(240_000);
      // Its longest names in the longer language, on the narrower screen.
      await walkConsole(page, request, {
        baseURL: server.baseURL,
        size: longest,
        owner,
        walks: [{ language: "es", viewport: PHONE }],
      });
    });
  });
});
