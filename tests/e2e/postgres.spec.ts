import { expect, test } from "./fixtures";

// Runs against a second server whose DATABASE_URL is the local PostgreSQL (project "postgres").
test.describe("the store on PostgreSQL", () => {
  test("seeds the demo catalogue and serves products, pages and health", async ({ page, request }) => {
    expect((await request.get("/healthz")).status()).toBe(200);
    const list = (await (await request.get("/api/products")).json()) as unknown[];
    expect(list.length).toBeGreaterThanOrEqual(300);
    await page.goto("/product/jameson");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Jameson");
  });
});
