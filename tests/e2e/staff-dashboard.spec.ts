import { join } from "node:path";
import SQLite from "better-sqlite3";
import type { Page } from "@playwright/test";
import { STORE_EXPORTS } from "../fixtures/real-store-export";
import { postOrder } from "./api-orders";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { ownServerDir, startOwnServer, type OwnServer } from "./own-server";
import { addStaffMember, signIn, uniqueStaffEmail } from "./staff-session";

/** Each export's store on a port of its own (the brief's range 3410–3419). */
const PORTS = { own: 3410, real: 3411 } as const;
const PHONE = { width: 390, height: 844 };
const DAY_MS = 24 * 60 * 60 * 1000;

interface ShelfSize {
  sizeId: string;
  name: string;
  label: string;
}

function withDatabase<T>(file: string, use: (db: SQLite.Database) => T): T {
  const db = new SQLite(file);
  try {
    db.pragma("busy_timeout = 5000");
    return use(db);
  } finally {
    db.close();
  }
}

/** Sizes on sale with counted stock, the longest product name first: the rows most likely to overflow a phone. */
function longestNamedSizes(file: string, count: number): ShelfSize[] {
  return withDatabase(file, (db) =>
    db
      .prepare(
        `select s.id as sizeId, p.name, s.label from product_size s join product p on p.id = s.product_id
         where s.inventory > 0 and s.retired = 0 and p.retired = 0 and s.price_cents between 100 and 20000
         order by length(p.name) + length(s.label) desc, s.id limit ?`,
      )
      .all(count),
  ) as ShelfSize[];
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - window.innerWidth,
    wider: [...document.querySelectorAll("main *")]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((element) => element.outerHTML.slice(0, 80)),
  }));
  expect(overflow).toEqual({ page: 0, wider: [] });
}

/**
 * The owner's numbers on stores with real catalogues (issue #19 point 5): orders placed through the
 * API (one moved three days back, one confirmed after 25 minutes), then the page read at desktop
 * and phone widths. The figures themselves are checked against the orders in the unit tests.
 */
for (const store of STORE_EXPORTS)
  test.describe(`the dashboard on ${store.name}`, () => {
    test.describe.configure({ mode: "serial" });
    test.use({ baseURL: `http://127.0.0.1:${PORTS[store.id]}` });
    const email = uniqueStaffEmail(`dashboard-${store.id}`);
    let server: OwnServer;
    let running: ShelfSize;
    let soldOut: ShelfSize;
    let longest: ShelfSize;

    test.beforeAll(async ({ request }) => {
      const dir = ownServerDir(`dashboard-${store.id}`);
      const database = join(dir, "store.db");
      server = await startOwnServer(PORTS[store.id], { dir, env: { CATALOG_SEED_FILE: store.path } });
      addStaffMember(email, { name: "Marta Ruiz", databaseUrl: `file:${database}` });
      [longest, running, soldOut] = longestNamedSizes(database, 3) as [ShelfSize, ShelfSize, ShelfSize];
      // 4 of 5 sold leaves 1: under 7 days at 4 in 14 days. 2 of 2 sells out. 5 of 100 leaves plenty.
      withDatabase(database, (db) => {
        db.prepare("update product_size set inventory = 100 where id = ?").run(longest.sizeId);
        db.prepare("update product_size set inventory = 5 where id = ?").run(running.sizeId);
        db.prepare("update product_size set inventory = 2 where id = ?").run(soldOut.sizeId);
      });
      const orders: [ShelfSize, number][] = [
        [longest, 3],
        [running, 4],
        [soldOut, 2],
        [longest, 2],
      ];
      const numbers: string[] = [];
      for (const [index, [size, quantity]] of orders.entries()) {
        const response = await postOrder(
          request,
          { sizeId: size.sizeId, quantity, phone: `305-555-01${10 + index}` },
          `${server.baseURL}/api/orders`,
        );
        expect(response.status(), size.sizeId).toBe(201);
        numbers.push((await response.json()).order.number);
      }
      // The last order moves three days back, confirmed 25 minutes after it came in.
      withDatabase(database, (db) => {
        const threeDaysAgo = Date.now() - 3 * DAY_MS;
        const { id } = db.prepare("select id from orders where number = ?").get(numbers[3]) as { id: number };
        db.prepare("update orders set created_at = ? where id = ?").run(
          new Date(threeDaysAgo).toISOString(),
          id,
        );
        db.prepare(
          `insert into order_event (order_id, kind, from_status, to_status, actor, note, created_at)
           values (?, 'status', 'received', 'confirmed', 'staff:1', null, ?)`,
        ).run(id, new Date(threeDaysAgo + 25 * 60_000).toISOString());
      });
    });
    test.afterAll(async () => {
      await server?.stop();
    });

    async function openDashboard(page: Page): Promise<void> {
      await page.goto("/staff/dashboard");
      await signIn(page, email);
      await expect(page.getByRole("heading", { level: 1, name: "The day’s numbers" })).toBeVisible();
    }

    test("at 1280 px: the chart, today's figures, best sellers, sizes running out and the call wait; axe passes", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await openDashboard(page);
      await expect(page.getByRole("link", { name: "Numbers" })).toHaveAttribute("aria-current", "page");
      const chart = page.getByRole("img", { name: "Revenue per day, last 30 days" });
      await expect(chart).toHaveCount(1);
      await expect(chart.locator("rect")).toHaveCount(30);
      await expect(chart).toContainText("Today");
      await expect(chart).toContainText("Revenue (USD)");
      await expect(page.getByText(/^4 orders, \$[\d,.]+ in all/)).toBeVisible();
      await expect(page.locator("[data-figure=Orders] dd").first()).toHaveText(/^[0-3]$/);

      const best = page.locator("table[data-table=best-sellers] tbody tr");
      await expect(best.first()).toContainText(`${longest.name}, ${longest.label}`);
      await expect(best.first().locator("td").first()).toHaveText("5");
      const runningOut = page.locator("table[data-table=running-out] tbody tr");
      await expect(runningOut).toHaveCount(1);
      await expect(runningOut).toContainText(running.name);
      await expect(runningOut.locator("td")).toHaveText(["1", "4", "3.5"]);
      await expect(page.locator("table[data-table=sold-out] tbody tr")).toContainText(soldOut.name);
      await expect(page.locator("[data-figure=call-wait]")).toContainText(
        "25 min on average, over the 1 order",
      );

      await page.getByText("Every day’s figures").click();
      await expect(page.locator("details table tbody tr")).toHaveCount(30);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("at 390×844: the phone's chart, nothing wider than the screen; axe passes", async ({ page }) => {
      await page.setViewportSize(PHONE);
      await openDashboard(page);
      const chart = page.getByRole("img", { name: "Revenue per day, last 30 days" });
      await expect(chart).toBeVisible();
      expect((await chart.boundingBox())!.width).toBeLessThanOrEqual(PHONE.width);
      await page.getByText("Every day’s figures").click();
      await noSidewaysScroll(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
