import type { Page } from "@playwright/test";
import { expect, waitForHydration } from "./fixtures";
import { signIn } from "./staff-session";

export type FilePayload = { name: string; mimeType: string; buffer: Buffer };

/** Signs in on the console's catalogue import page, at `base` (the shared server when empty). */
export async function openImportPage(page: Page, email: string, base = ""): Promise<void> {
  await page.goto(`${base}/staff/catalog-import`);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/staff\/catalog-import$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Catalogue import");
  await waitForHydration(page);
}

/** Chooses the file and asks for its dry run. */
export async function checkFile(page: Page, file: string | FilePayload): Promise<void> {
  await page.getByLabel(/^Catalogue file/).setInputFiles(file);
  await page.getByRole("button", { name: "Check file (dry run)" }).click();
}
