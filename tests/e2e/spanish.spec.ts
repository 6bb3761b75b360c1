import type { BrowserContext, Page } from "@playwright/test";
import type { ApiProduct } from "~/features/catalog/products-api";
import { catalogMessages } from "~/features/catalog/catalog-messages";
import { checkoutMessages } from "~/features/checkout/checkout-messages";
import { contactMessages } from "~/features/contact/contact-messages";
import { orderStatusMessages } from "~/features/orders/order-status-messages";
import { productMessages } from "~/features/product/product-messages";
import { store } from "~/features/store/store";
import { en } from "~/i18n/en";
import { es } from "~/i18n/es";
import type { PageMessages } from "~/i18n/messages";
import { seriousViolations } from "./axe";
import { expect, skipGiftBoxOffer, test, waitForHydration } from "./fixtures";

/**
 * Issue #8, point 3: with the Spanish choice made, the store's pages read in Spanish, on the server
 * already. Every English text of the catalogues (the checkout's includes the order's problems) is
 * looked for in what a shopper reads or hears; names of brands, products and the store, and the
 * catalogue's descriptions (its data, not its texts) are taken out first.
 */
const CATALOGUES: Array<PageMessages<string>> = [
  { en, es },
  catalogMessages,
  checkoutMessages,
  contactMessages,
  orderStatusMessages,
  productMessages,
];

const LETTER = /\p{L}/gu;

/** "Remove {name} {size} from the cart" → "Remove", "from the cart": the fixed parts, without edge punctuation. */
function fixedParts(text: string): string[] {
  return text
    .split(/\{\w+\}/)
    .map((part) => part.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ""))
    .filter((part) => (part.match(LETTER) ?? []).length >= 2);
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The phrase as whole words: "Gin" is not found in "Ginebra", nor "Brand" in "Brandy". */
function wordsPattern(phrase: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped(phrase)}(?![\\p{L}\\p{N}])`, "u");
}

/** Every English fixed part that Spanish does not share ("Tequila", "INSTAGRAM" and "oz" are the same in both). */
const ENGLISH = [
  ...new Set(
    CATALOGUES.flatMap((catalogue) =>
      Object.entries(catalogue.en).flatMap(([key, english]) => {
        const spanish = catalogue.es[key]!;
        if (english === spanish) return [];
        return fixedParts(english).filter((part) => !wordsPattern(part).test(spanish));
      }),
    ),
  ),
].map((phrase) => ({ phrase, pattern: wordsPattern(phrase) }));

/**
 * Names and the catalogue's own words, longest first so a name inside another goes with it, in
 * any case (a brand is shown in capitals).
 */
async function catalogueData(page: Page): Promise<RegExp> {
  const products = (await (await page.request.get("/api/products")).json()) as ApiProduct[];
  const data = products.flatMap((product) => [product.name, product.brand, product.description]);
  const values = [...new Set([...data, store.name])].filter(Boolean).sort((a, b) => b.length - a.length);
  return new RegExp(values.map(escaped).join("|"), "giu");
}

/** What a shopper reads (the title, the body's text) and hears (names and descriptions that are not text). */
async function readAndHeard(page: Page): Promise<string> {
  const text = await page.locator("body").innerText();
  const attributes = await page
    .locator("body [aria-label], body [alt], body [title], body [placeholder], body [aria-roledescription]")
    .evaluateAll((elements) =>
      elements.flatMap((element) =>
        ["aria-label", "alt", "title", "placeholder", "aria-roledescription"].map(
          (name) => element.getAttribute(name) ?? "",
        ),
      ),
    );
  return [await page.title(), text, ...attributes].join("\n");
}

/** The English phrases left on the page, with a little of what surrounds each. */
async function englishLeft(page: Page, data: RegExp): Promise<string[]> {
  const text = (await readAndHeard(page)).replace(data, " ").replace(/\s+/g, " ");
  return ENGLISH.flatMap(({ phrase, pattern }) => {
    const found = pattern.exec(text);
    return found ? [`"${phrase}" in …${text.slice(Math.max(0, found.index - 30), found.index + 50)}…`] : [];
  });
}

async function chooseSpanish(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: "language", value: "es", domain: "127.0.0.1", path: "/" }]);
}

async function expectSpanish(page: Page): Promise<void> {
  expect(await page.locator("html").getAttribute("lang")).toBe("es-419");
}

test.describe("the store in Spanish (issue #8)", () => {
  test.beforeEach(async ({ context }) => chooseSpanish(context));

  test("the scan finds English: the same pages in English are full of it", async ({ page, context }) => {
    await context.clearCookies({ name: "language" });
    const data = await catalogueData(page);
    await page.goto("/catalog?type=rum");
    const left = await englishLeft(page, data);
    expect(left.join("\n")).toContain('"CATALOG"');
    expect(left.length).toBeGreaterThan(20);
  });

  test.describe("as the server renders them (no JavaScript)", () => {
    test.use({ javaScriptEnabled: false });

    for (const path of [
      "/",
      "/catalog?type=rum",
      "/catalog?type=wine",
      "/catalog?type=beer&size=12oz-6pack-Bottle&inStock=1",
      "/catalog?search=ron",
      "/catalog?search=zzzqqq",
      "/product/buchanans-12-years",
      "/product/apothic-red",
      "/product/budweiser",
      "/checkout",
    ]) {
      test(`${path} reads in Spanish, footer and header included`, async ({ page }) => {
        const data = await catalogueData(page);
        await page.goto(path);
        await expectSpanish(page);
        expect(await englishLeft(page, data)).toEqual([]);
      });
    }

    test.describe("a page that is not there", () => {
      test.use({ allowConsoleErrors: /status of 404/ });

      test("/no-such-page reads in Spanish", async ({ page }) => {
        const data = await catalogueData(page);
        expect((await page.goto("/no-such-page"))?.status()).toBe(404);
        await expectSpanish(page);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("No encontramos esa página");
        expect(await englishLeft(page, data)).toEqual([]);
      });
    });

    test("type, subtype, size and wine names are Spanish; brands and products keep theirs", async ({
      page,
    }) => {
      await page.goto("/product/apothic-red");
      const crumbs = page.getByRole("navigation", { name: "Ruta de navegación" });
      await expect(crumbs.getByRole("link").first()).toHaveText("Vino");
      await expect(crumbs).toContainText("Apothic");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apothic Red");
      await expect(page.locator("article dl")).toContainText("Mezcla de tintos");
      await page.goto("/product/budweiser");
      await expect(page.getByRole("link", { name: /^Paquete de 6, botellas de 12 oz/ })).toBeVisible();
      await page.goto("/catalog?type=beer&subtype=mexican");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cerveza");
      await expect(page.getByRole("link", { name: "Quitar filtro: Estilo: Mexicana" })).toBeVisible();
    });
  });

  test("the cart panel, its lines and its checkout button read in Spanish", async ({ page }) => {
    const data = await catalogueData(page);
    const products = (await (await page.request.get("/api/products")).json()) as ApiProduct[];
    const beer = products.find((product) => product.route === "budweiser")!;
    await page.goto("/catalog?type=beer");
    await waitForHydration(page);
    await page.evaluate(
      (sizeId) => {
        localStorage.setItem(sizeId, "2");
        window.dispatchEvent(new Event("cart-updated"));
      },
      beer.sizes.find((size) => size.size === "12oz-6pack-Bottle")!.id,
    );
    await page.getByRole("button", { name: "Carrito, 2 artículos" }).click();
    const panel = page.getByRole("dialog", { name: "Su carrito" });
    await expect(panel).toContainText("Paquete de 6, botellas de 12 oz");
    await expect(panel.getByRole("link", { name: "Finalizar compra" })).toBeVisible();
    await expect(panel.getByLabel("Cantidad:")).toHaveValue("2");
    expect(await englishLeft(page, data)).toEqual([]);
  });

  test("checkout with an item, its errors included, reads in Spanish, and the choice survives a reload", async ({
    page,
  }) => {
    const data = await catalogueData(page);
    const products = (await (await page.request.get("/api/products")).json()) as ApiProduct[];
    const bottle = products.find((product) => product.route === "jameson")!.sizes[0]!;
    await page.goto("/contact-us");
    await waitForHydration(page);
    await page.evaluate((sizeId) => localStorage.setItem(sizeId, "1"), bottle.id);
    await page.goto("/checkout");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Finalizar compra" });
    await expect(form).toBeVisible();
    await form.getByLabel("Código postal").fill("10001");
    await expect(form.getByText(/^No hacemos entregas en este código postal/)).toBeVisible();
    await form.getByRole("button", { name: "Realizar pedido" }).click();
    await expect(page.getByRole("alert")).toContainText(/Corrija \d+ problemas:/);
    await expect(form.getByLabel("Nombre completo")).toHaveAccessibleDescription("Escriba su nombre.");
    expect(await englishLeft(page, data)).toEqual([]);

    await page.reload();
    await waitForHydration(page);
    await expectSpanish(page);
    await expect(page.getByRole("form", { name: "Finalizar compra" })).toBeVisible();
    expect(await englishLeft(page, data)).toEqual([]);
  });

  test("axe finds no serious or critical violation on home, catalogue, product and checkout", async ({
    page,
  }) => {
    await skipGiftBoxOffer(page, "buchanans-12-years");
    for (const path of ["/", "/catalog?type=wine", "/product/buchanans-12-years"]) {
      await page.goto(path);
      await waitForHydration(page);
      await expectSpanish(page);
      expect(await seriousViolations(page), path).toEqual([]);
    }
    // The product page's Add to cart puts a bottle in the cart for the checkout.
    await page.getByRole("button", { name: "Agregar al carrito" }).click();
    await page.goto("/checkout");
    await waitForHydration(page);
    await expect(page.getByRole("form", { name: "Finalizar compra" })).toBeVisible();
    expect(await seriousViolations(page), "/checkout").toEqual([]);
  });
});
