import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { hasRealStoreExport, REAL_STORE_EXPORT } from "../fixtures/real-store-export";
import { seriousViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";
import { type OwnServer, startOwnServer } from "./own-server";

/** This file's own server (the real store's catalogue): its own port, outside the suite's. */
const REAL_STORE_PORT = 3205;

/** The export's tequila names, lower-case without accents, read here on their own. */
function tequilaNames(): string[] {
  const file = JSON.parse(readFileSync(REAL_STORE_EXPORT, "utf8")) as {
    types: { type: string; subtypes: { products: { products: { name: string }[] }[] }[] }[];
  };
  return file.types
    .filter((type) => type.type === "tequila")
    .flatMap((type) =>
      type.subtypes.flatMap((subtype) => subtype.products.flatMap((brand) => brand.products)),
    )
    .map((product) =>
      product.name
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .toLowerCase(),
    );
}

const count = async (page: Page) =>
  Number((await page.getByTestId("catalog-count").textContent())!.split(" ")[0]);

/**
 * Issue #31 on the real store's export (546 products): tequila browsed by style in both languages,
 * with the counts its names give; a card's price, size and stock are one size's.
 */
test.describe("styles and one-size cards on the real store's catalogue (issue #31)", () => {
  test.skip(!hasRealStoreExport, "the real store's export is not beside the repository");
  let server: OwnServer;

  test.beforeAll(async () => {
    server = await startOwnServer(REAL_STORE_PORT, { env: { CATALOG_SEED_FILE: REAL_STORE_EXPORT } });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  const names = hasRealStoreExport ? tequilaNames() : [];
  const expected = {
    Reposado: names.filter((name) => /\breposado\b/.test(name) && !name.includes("cristalino")).length,
    Añejo: names.filter(
      (name) => /\banejo\b/.test(name) && !name.includes("extra anejo") && !name.includes("cristalino"),
    ).length,
  };

  for (const { path, heading, products } of [
    { path: "/catalog", heading: "Style", products: "products" },
    { path: "/es/catalog", heading: "Estilo", products: "productos" },
  ]) {
    test(`${path}?type=tequila: the ${heading} facet leads to every reposado and every añejo`, async ({
      page,
    }) => {
      for (const label of ["Reposado", "Añejo"] as const) {
        await page.goto(`${server.baseURL}${path}?type=tequila`);
        await waitForHydration(page);
        const styles = page.getByRole("complementary").getByRole("region", { name: heading });
        const link = styles.getByRole("link", { name: new RegExp(`^${label}`) });
        await expect(link.locator("[data-facet-count]")).toHaveAttribute(
          "data-facet-count",
          String(expected[label]),
        );
        await link.click();
        await expect(page).toHaveURL(new RegExp(`style=${label === "Añejo" ? "anejo" : "reposado"}`));
        await expect(page.getByTestId("catalog-count")).toHaveText(`${expected[label]} ${products}`);
        expect(await count(page)).toBeGreaterThan(5);
      }
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("Cazadores Reposado's card names the size its price is for, and filtered to 750 ml says it is sold out", async ({
    page,
  }) => {
    const card = page.locator('[data-catalog-card][href^="/product/cazadores-reposado"]');
    await page.goto(`${server.baseURL}/catalog?type=tequila&style=reposado`);
    await expect(card).toContainText("$48.29 · 1.75L");
    await page.goto(
      `${server.baseURL}/catalog?type=tequila&size=750ml&priceMin=20.00&priceMax=39.99&sort=price-asc`,
    );
    await expect(card).toContainText("$20.69 · 750ml");
    await expect(card).toContainText("Out of stock");
    await expect(page.locator("[data-catalog-card]").first()).not.toContainText("Out of stock");
  });
});
