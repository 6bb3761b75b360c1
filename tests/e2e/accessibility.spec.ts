import AxeBuilder from "@axe-core/playwright";
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
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        );
      expect(serious).toEqual([]);
    });
  }
});
