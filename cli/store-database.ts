import { existsSync } from "node:fs";
import { resolve } from "node:path";

/** A tool was about to make a new SQLite file: the store it meant is elsewhere, or not made yet. */
export class NoStoreDatabase extends Error {}

/** Where a tool is about to read and write, in words an operator checks at a glance (never a password). */
export function describeDatabase(url: string): string {
  if (url.startsWith("file:")) return `SQLite ${resolve(url.slice("file:".length))}`;
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.slice(1));
  const user = parsed.username ? ` as ${decodeURIComponent(parsed.username)}` : "";
  return `PostgreSQL database ${name || "(the user's)"} on ${parsed.hostname}:${parsed.port || "5432"}${user}`;
}

/**
 * A tool never makes a new SQLite file: on a fleet that is a tool that missed the store's
 * environment file and would write where no server reads (issue #33: an owner "added" to a stray
 * data/store.db); on a new machine `npm start` makes the database.
 */
export function refuseNewSqliteFile(url: string): void {
  if (!url.startsWith("file:")) return;
  const file = resolve(url.slice("file:".length));
  if (existsSync(file)) return;
  throw new NoStoreDatabase(
    [
      `No store database at ${file}: nothing was written.`,
      "  On a server, run the tool with the store's environment file: --env-file /etc/store/store.env (or STORE_ENV_FILE).",
      "  On a new machine, start the store once (npm start): it makes the database.",
    ].join("\n"),
  );
}
