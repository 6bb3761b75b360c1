import type { APIRequestContext, Page } from "@playwright/test";
import type { ApiProduct } from "~/features/catalog/data/products-api";
import { bottlePhoto, pixelAt, zipOf } from "../fixtures/photos";
import { seriousViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";
import { uploadProductPhoto } from "./staff-photo-upload";
import { addStaffMember, signIn, uniqueStaffEmail } from "./staff-session";

/** A wine near the end of the alphabet: other specs edit prices and stock of other products. */
async function productForPhotos(request: APIRequestContext, rank: number): Promise<ApiProduct> {
  const products: ApiProduct[] = await (await request.get("/api/products")).json();
  return products.filter((each) => each.type === "wine").toSorted((a, b) => b.route.localeCompare(a.route))[
    rank
  ]!;
}

async function noSideScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "page wider than the screen").toBeLessThanOrEqual(0);
}

test.describe("product photos in the staff console (issue #16)", () => {
  // A refused upload answers 415 (the browser logs it).
  test.use({ allowConsoleErrors: /status of (415|422)/ });
  let email: string;

  test.beforeAll(() => {
    email = uniqueStaffEmail("photos");
    addStaffMember(email);
  });

  test("staff upload a JPEG for a product; its page shows the photo, not the drawing", async ({
    page,
    request,
  }) => {
    const product = await productForPhotos(request, 0);
    await uploadProductPhoto(page, product.route, email);
    await expect(page.getByText(/^JPEG, [\d,]+ KB, 1200 × 1200 pixels; uploaded by /)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const storePage = await page.context().browser()!.newPage();
    await storePage.goto(new URL(`/product/${product.route}`, page.url()).href);
    const image = storePage.getByRole("img", { name: new RegExp(`^${product.name}`) }).first();
    const src = (await image.getAttribute("src"))!;
    expect(src).toMatch(/-480w\.webp\?v=[0-9a-f]{16}$/);
    const answer = await storePage.request.get(new URL(src, page.url()).href);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toBe("image/webp");
    expect(answer.headers()["cache-control"]).toContain("immutable");
    const body = await answer.body();
    // The photo's red bottle, trimmed of its white backdrop and standing the frame's full height.
    const [r, g, b] = await pixelAt(body, 240, 240);
    expect(r! > 150 && g! < 60 && b! < 80, `middle pixel ${[r, g, b]}`).toBe(true);
    expect((await pixelAt(body, 240, 30))[1]!).toBeLessThan(60);
    await storePage.close();
  });

  test("a file that is not a photo is refused at its form; the forms fit a phone", async ({
    page,
    request,
  }) => {
    const product = await productForPhotos(request, 1);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/staff/products/${product.route}`);
    await signIn(page, email);
    await waitForHydration(page);
    await noSideScroll(page);
    const form = page.getByRole("form", { name: "Upload a photo of the whole product" });
    await form.getByLabel("Photo file for the whole product").setInputFiles({
      name: "price-list.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("not a photo"),
    });
    await form.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByRole("alert")).toContainText("This is not a JPEG, PNG or WebP photo.");
    await noSideScroll(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto("/staff/photos");
    await waitForHydration(page);
    await noSideScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    const size = product.sizes[0]!;
    const stem = size.img
      .split("/")
      .at(-1)!
      .replace(/\.webp$/, "");
    await page.getByLabel(/^Zip of photos/).setInputFiles({
      name: "photos.zip",
      mimeType: "application/zip",
      buffer: zipOf([
        { name: `shop/${stem}.jpg`, bytes: await bottlePhoto("#1565c0") },
        { name: "shop/not-a-size.jpg", bytes: await bottlePhoto("#1565c0") },
      ]),
    });
    await page.getByRole("button", { name: "Import photos" }).click();
    await expect(page.getByRole("status").filter({ hasText: "stored" })).toContainText(
      "1 photo stored, 0 refused, 1 file matched no size",
    );
    await expect(page.getByText(`shop/${stem}.jpg → size ${size.id}`)).toBeVisible();
    await noSideScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
