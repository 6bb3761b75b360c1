import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import SQLite from "better-sqlite3";

/** The most pages better-sqlite3 copies in one step: more than any store has. */
const EVERY_PAGE = 2 ** 31 - 1;

/** Why `npm run db:backup` made no copy; the message is for the operator. */
export class BackupRefused extends Error {}

/** The operator's way to back up a PostgreSQL store (docs/deploy.md shows it and its restore). */
export const POSTGRES_BACKUP_HINT = [
  "DATABASE_URL is PostgreSQL: npm run db:backup copies SQLite stores only. Back PostgreSQL up with pg_dump:",
  '  pg_dump --format=custom --file="store-$(date -u +%Y%m%dT%H%M%SZ).dump" "$DATABASE_URL"',
  "docs/deploy.md shows the restore.",
].join("\n");

/**
 * Where a backup goes without --out: backups/store-<UTC time>.db beside the database, whatever the
 * directory the tool runs in (data/backups/store-20261123T020000Z.db for the default data/store.db).
 */
export function defaultBackupFile(databaseFile: string, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/[-:]/g, "");
  return join(dirname(databaseFile), "backups", `store-${stamp}.db`);
}

/**
 * A consistent copy of a SQLite store that may be serving orders, with SQLite's online backup: a
 * file copy can catch the database halfway through a write. The copy is written under a temporary
 * name and renamed once complete, so a file with the final name is always a whole backup.
 * Returns the copy's size in pages.
 */
export async function backupSqliteStore(databaseFile: string, destination: string): Promise<number> {
  if (!existsSync(databaseFile)) throw new BackupRefused(`No SQLite store at ${databaseFile}.`);
  if (existsSync(destination))
    throw new BackupRefused(`${destination} already exists; choose another --out.`);
  mkdirSync(dirname(destination), { recursive: true });
  const partial = `${destination}.partial`;
  const source = new SQLite(databaseFile, { readonly: true, fileMustExist: true });
  try {
    // A write by the server between two steps restarts the copy, and a busy store writes between
    // any two. One step reads one snapshot: copying every page in one step (however many the
    // database has grown to) lets the copy finish.
    const { totalPages } = await source.backup(partial, { progress: () => EVERY_PAGE });
    renameSync(partial, destination);
    return totalPages;
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    source.close();
  }
}
