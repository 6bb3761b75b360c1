import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";

export const STAFF_PASSWORD = "correct horse battery";

/** A staff member made the documented way (npm run staff:add) in the e2e server's database. */
export function addStaffMember(email: string): void {
  execFileSync("node", ["scripts/store-cli.mjs", "staff-add", "--email", email, "--name", "Luisa Gómez"], {
    env: {
      ...process.env,
      DATABASE_URL: "file:./test-results/e2e-sqlite/store.db",
      STAFF_PASSWORD,
      LOG_LEVEL: "warn",
    },
    stdio: "pipe",
  });
}

/** Fills and sends the login form the page is on. */
export async function signIn(page: Page, email: string, password = STAFF_PASSWORD): Promise<void> {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}
