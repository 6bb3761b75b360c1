import { expect, test, waitForHydration } from "./fixtures";

/**
 * Issue #18: no page scrolls sideways at a small phone's, a phone's, a tablet's, a small laptop's or a
 * desktop's width, with a line in the cart and the age gate answered, in English and in Spanish.
 */
const WIDTHS = [320, 390, 768, 1024, 1440];
const PAGES = [
  "/",
  "/catalog",
  "/catalog?type=wine",
  "/product/buchanans-12-years",
  "/checkout",
  "/contact-us",
  "/terms-and-conditions",
  "/es/",
  "/es/product/dewars-white-label",
];

test("no main page scrolls sideways at 320, 390, 768, 1024 or 1440 px", async ({ page }) => {
  const products = (await (await page.request.get("/api/products")).json()) as Array<{
    route: string;
    sizes: Array<{ id: string }>;
  }>;
  const line = products.find((product) => product.route === "dewars-white-label")!.sizes[0]!.id;
  await page.addInitScript((id) => {
    if (location.protocol !== "http:") return;
    localStorage.setItem("isOver21", "true");
    localStorage.setItem(id, "2");
  }, line);
  const wide: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of PAGES) {
      await page.goto(path);
      await waitForHydration(page);
      // Checkout's lines come with its quote: measured with them in.
      if (path === "/checkout") await expect(page.getByTestId("summary-total")).toHaveText(/^\$/);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (overflow > 0) wide.push(`${path} at ${width}px: ${overflow}px too wide`);
    }
  }
  expect(wide).toEqual([]);
});
