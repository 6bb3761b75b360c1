import { seriousViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";

const PAGES = [
  "/",
  "/catalog",
  "/product/buchanans-12-years",
  "/contact-us",
  "/checkout",
  "/privacy-policy",
  "/terms-and-conditions",
  "/return-policy",
  "/no-such-page",
];

test.describe("axe scan: no serious or critical violation", () => {
  test.use({ allowConsoleErrors: /status of 404/ });

  for (const path of PAGES) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
