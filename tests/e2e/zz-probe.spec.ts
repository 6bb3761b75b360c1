import { test, waitForHydration } from "./fixtures";
for (let i = 0; i < 40; i++)
  test(`load ${i}`, async ({ page }) => {
    await page.goto(process.env.PROBE_PATH ?? "/privacy-policy");
    if (!process.env.NOHYD) await waitForHydration(page);
  });
