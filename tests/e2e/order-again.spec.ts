import { once } from "node:events";
import { join } from "node:path";
import { formatCents } from "~/utils/money";
import { seriousViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";
import { ownServerDir, startOwnServer, type OwnServer, withStoreDatabase } from "./own-server";

/** Issue #34 point 4: "Order the same again" on an order's status page. Port 3440 is this file's. */
const PORT = 3440;
const PHONE = { width: 390, height: 844 };

interface ShelfSize {
  sizeId: string;
  name: string;
  priceCents: number;
}

test.describe("order the same again (issue #34)", () => {
  test.use({ baseURL: `http://127.0.0.1:${PORT}`, viewport: PHONE });
  const dir = ownServerDir("order-again");
  const database = join(dir, "store.db");
  let server: OwnServer;

  test.beforeAll(async () => {
    server = await startOwnServer(PORT, { dir });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  /** As a staff edit or an import would leave the shelf; the server rereads its catalogue as it starts. */
  async function restartAfter(change: () => void): Promise<void> {
    server.process.kill("SIGTERM");
    await once(server.process, "exit");
    change();
    server = await startOwnServer(PORT, { dir });
  }

  test("on a phone, in Spanish: the rest goes into the cart, and a size sold out, one short and a dearer one are said", async ({
    page,
    request,
  }) => {
    const shelf = withStoreDatabase(
      database,
      (db) =>
        db
          .prepare(
            `select s.id as sizeId, p.name, s.price_cents as priceCents
             from product_size s join product p on p.id = s.product_id
             where s.inventory >= 10 and s.retired = 0 and p.retired = 0 and p.modal = 0 and s.price_cents <= 10000
             order by p.route limit 3`,
          )
          .all() as ShelfSize[],
    );
    expect(shelf).toHaveLength(3);
    const [soldOut, short, dearer] = shelf as [ShelfSize, ShelfSize, ShelfSize];
    const placed = await request.post("/api/orders", {
      data: {
        idempotencyKey: `order-again-${Date.now()}`,
        customer: { name: "Rosa Díaz", phone: "305-555-0179" },
        fulfilment: { method: "pickup" },
        items: shelf.map((size) => ({ id: size.sizeId, quantity: 2 })),
        paymentMethod: "cash",
        tipPercent: 0,
        language: "es",
      },
    });
    expect(placed.status()).toBe(201);
    const { order } = (await placed.json()) as { order: { statusUrl: string } };
    await restartAfter(() =>
      withStoreDatabase(database, (db) => {
        const set = db.prepare("update product_size set inventory = ?, price_cents = ? where id = ?");
        set.run(0, soldOut.priceCents, soldOut.sizeId);
        set.run(1, short.priceCents, short.sizeId);
        set.run(50, dearer.priceCents + 100, dearer.sizeId);
      }),
    );

    await page.goto(order.statusUrl);
    await waitForHydration(page);
    const again = page.getByTestId("order-again");
    await again.getByRole("button", { name: "Pedir lo mismo otra vez" }).click();
    const said = again.getByRole("status");
    await expect(said).toContainText("Lo mismo está en su carrito, a los precios de hoy.");
    await expect(said).toContainText(`${soldOut.name} (`);
    // In the order's own order of its lines, whichever that is.
    await expect(said.getByRole("listitem")).toHaveCount(3);
    expect(await said.getByRole("listitem").allTextContents()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${soldOut.name} \\(.+\\) está agotado\\.$`)),
        expect.stringMatching(
          new RegExp(`^${short.name} \\(.+\\): solo queda 1, así que va 1 en su carrito en lugar de 2\\.$`),
        ),
        expect.stringMatching(
          new RegExp(`^${dearer.name} \\(.+\\) cuesta ahora .+ cada uno \\(antes .+\\)\\.$`),
        ),
      ]),
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // The cart holds the rest, at today's amounts: opened from the report.
    expect(
      await page.evaluate(
        (ids) => ids.map((id) => localStorage.getItem(id)),
        shelf.map((size) => size.sizeId),
      ),
    ).toEqual([null, "1", "2"]);
    await again.getByRole("button", { name: "Ver carrito" }).click();
    const cart = page.getByRole("dialog", { name: "Su carrito" });
    await expect(cart.getByRole("listitem")).toHaveCount(2);
    const today = (cents: number) =>
      cart.getByRole("listitem").filter({ hasText: `${formatCents(cents)} cada uno` });
    await expect(today(short.priceCents)).toContainText(short.name);
    await expect(today(dearer.priceCents + 100)).toContainText(dearer.name);
  });
});
