import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";

export const STAFF_PASSWORD = "correct horse battery";
export const STAFF_NAME = "Luisa Gómez";

/** A staff member made the documented way (npm run staff:add), by default in the e2e server's database. */
export function addStaffMember(email: string, databaseUrl = "file:./test-results/e2e-sqlite/store.db"): void {
  execFileSync("node", ["scripts/store-cli.mjs", "staff-add", "--email", email, "--name", STAFF_NAME], {
    env: { ...process.env, DATABASE_URL: databaseUrl, STAFF_PASSWORD, LOG_LEVEL: "warn" },
    stdio: "pipe",
  });
}

/** An e-mail no other test or worker uses. */
export function uniqueStaffEmail(name: string): string {
  return `${name}-${process.pid}-${Date.now()}@store.example`;
}

/** Fills and sends the login form on the page already open. */
export async function signIn(page: Page, email: string, password = STAFF_PASSWORD): Promise<void> {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}
