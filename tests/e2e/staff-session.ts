import { execFileSync } from "node:child_process";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { ownServerDir, startOwnServer, type OwnServer } from "./own-server";

export const STAFF_PASSWORD = "correct horse battery";
export const STAFF_NAME = "Luisa Gómez";

/** The shared e2e server's database (scripts/e2e-server.mjs). */
const E2E_DATABASE_URL = "file:./test-results/e2e-sqlite/store.db";

/** A staff member made the documented way (npm run staff:add), by default an owner in the e2e server's database. */
export function addStaffMember(
  email: string,
  {
    name = STAFF_NAME,
    databaseUrl = E2E_DATABASE_URL,
    role = "owner",
  }: { name?: string; databaseUrl?: string; role?: "owner" | "clerk" | "driver" } = {},
): void {
  const args = ["scripts/store-cli.mjs", "staff-add", "--email", email, "--name", name, "--role", role];
  execFileSync("node", args, {
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

/** A store of a test file's own (fresh SQLite database, demo catalogue) with a staff member "Marta Ruiz". */
export async function startConsoleServer(port: number, name: string, email: string): Promise<OwnServer> {
  const dir = ownServerDir(name);
  const server = await startOwnServer(port, { dir });
  addStaffMember(email, { name: "Marta Ruiz", databaseUrl: `file:${join(dir, "store.db")}` });
  return server;
}
