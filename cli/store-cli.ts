import { statSync } from "node:fs";
import { readFile, stat, writeFile } from "node:fs/promises";
import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { describeChanges } from "~/features/catalog/data/catalog-changes";
import { loadCatalog } from "~/features/catalog/data/catalog-repository.server";
import { importCatalog } from "~/flows/import-catalog.server";
import { badRowInEnglish } from "~/features/catalog/import/catalog-bad-rows";
import {
  exportCatalogFile,
  readCatalogFile,
  readCatalogFileRows,
  CatalogFileError,
} from "~/features/catalog/import/catalog-file.server";
import { formatCatalogReport } from "~/features/catalog/import/normalize-catalog";
import { isPhotoVersion } from "~/features/images";
import { createProductImageStore, type ImageSource } from "~/features/images/product-image.server";
import { photoBytes } from "~/features/photos/index.server";
import {
  folderPhotoFiles,
  importPhotos,
  zipPhotoFiles,
  type PhotoFile,
} from "~/features/photos/photo-import.server";
import { formatPhotoImport } from "~/features/photos/photo-import-report";
import { createLoginThrottle } from "~/features/staff/login-throttle.server";
import { addStaffMember, StaffAccountError } from "~/features/staff/staff-accounts.server";
import { isStaffRole } from "~/features/staff/staff-permissions";
import { migrateToLatest, openDatabase } from "~/utils/db.server";
import { parseEnv } from "~/utils/env.server";
import { fileSource, ZipError } from "~/utils/zip-archive.server";
import { illustrationSubject } from "../server/product-images";
import { measureCatalogRead } from "./catalog-read-benchmark";
import { measureSearch, syntheticCatalog } from "./search-benchmark";
import { describeDatabase } from "./store-database";
import { backupSqliteStore, BackupRefused, defaultBackupFile, POSTGRES_BACKUP_HINT } from "./store-backup";

/** The database a command works on, said before it is touched. */
function storeDatabaseUrl(): string {
  const url = parseEnv().DATABASE_URL;
  console.error(`Database: ${describeDatabase(url)}`);
  return url;
}

/** Commands run from scripts/*.mjs against the built server bundle (Node 20 cannot run .ts itself). */
export async function runCli(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === "catalog-import") return await importCommand(rest);
    if (command === "catalog-export") return await exportCommand(rest);
    if (command === "images") return await imagesCommand();
    if (command === "images-import") return await imagesImportCommand(rest);
    if (command === "search-benchmark") return await searchBenchmarkCommand();
    if (command === "catalog-read-benchmark") return await catalogReadBenchmarkCommand(rest);
    if (command === "staff-add") return await staffAddCommand(rest);
    if (command === "staff-unlock") return await staffUnlockCommand(rest);
    if (command === "db-backup") return await backupCommand(rest);
    console.error(`Unknown command ${command}`);
    return 2;
  } catch (error) {
    if (
      error instanceof CatalogFileError ||
      error instanceof StaffAccountError ||
      error instanceof BackupRefused ||
      error instanceof ZipError
    ) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

async function withDatabase<T>(work: (db: ReturnType<typeof openDatabase>["db"]) => Promise<T>): Promise<T> {
  const url = storeDatabaseUrl();
  const database = openDatabase(url);
  try {
    await migrateToLatest(database.db);
    return await work(database.db);
  } finally {
    await database.close();
  }
}

async function importCommand(args: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { "dry-run": { type: "boolean" } },
  });
  const file = positionals[0];
  if (!file) {
    console.error("Usage: npm run catalog:import -- <file> [--dry-run]");
    return 2;
  }
  const dryRun = values["dry-run"] ?? false;
  const { catalog, report, badRows } = await readCatalogFileRows(resolve(file));
  console.log(`Catalogue ${file}:`);
  for (const line of formatCatalogReport(report)) console.log(`  ${line}`);
  if (badRows.length > 0) {
    console.log(`  ${rowCount(badRows.length)} cannot be read${dryRun ? "; the check left them out" : ""}:`);
    for (const row of badRows) console.log(`    ${badRowInEnglish(row)}`);
  }
  // A catalogue is imported whole or not at all (docs/decisions/0054): the database is not opened.
  if (badRows.length > 0 && !dryRun) {
    console.error(new CatalogFileError(file, "bad-rows", [], badRows).headlineInEnglish);
    return 1;
  }
  const changes = await withDatabase((db) => importCatalog(db, catalog, { dryRun }));
  console.log(describeChanges(changes, dryRun));
  if (badRows.length === 0) return 0;
  console.error(`${file} has ${rowCount(badRows.length)} that cannot be read: fix them before importing it.`);
  return 1;
}

function rowCount(count: number): string {
  return count === 1 ? "1 row" : `${count} rows`;
}

async function exportCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { out: { type: "string" } } });
  const file = await withDatabase(exportCatalogFile);
  const json = `${JSON.stringify(file, null, 2)}\n`;
  if (values.out) {
    await writeFile(resolve(values.out), json);
    console.error(`Wrote ${values.out}`);
  } else {
    process.stdout.write(json);
  }
  return 0;
}

/** `npm run images`: every size's variants made ahead of time, from its photo or its drawing. */
async function imagesCommand(): Promise<number> {
  const env = parseEnv();
  const started = Date.now();
  const result = await withDatabase(async (db) => {
    const catalog = await loadCatalog(db);
    const images = createProductImageStore({
      cacheDir: resolve(env.IMAGE_CACHE_DIR),
      loadPhoto: (version) => photoBytes(db, version),
    });
    try {
      return await images.ensureAll(
        catalog.products.flatMap((product) =>
          product.sizes.map((size): ImageSource => {
            const version = size.imageVersion;
            return version && isPhotoVersion(version)
              ? { kind: "photo", version }
              : { kind: "drawn", imagePath: size.imagePath, subject: illustrationSubject({ product, size }) };
          }),
        ),
      );
    } finally {
      await images.stop();
    }
  });
  console.log(
    `Images: ${result.created} variants made, ${result.upToDate} up to date${result.missing ? `, ${result.missing} of photos removed meanwhile` : ""} (${((Date.now() - started) / 1000).toFixed(1)} s).`,
  );
  return 0;
}

/**
 * `npm run images:import -- <folder or zip>`: photos matched to sizes by file name, checked and
 * stored in the database for every server. Exits 1 when any file was refused (the others are stored).
 */
async function imagesImportCommand(args: string[]): Promise<number> {
  const { positionals } = parseArgs({ args, allowPositionals: true });
  const from = positionals[0];
  if (!from) {
    console.error("Usage: npm run images:import -- <folder or .zip>");
    return 2;
  }
  const report = await withDatabase((db) =>
    withPhotoFiles(resolve(from), (files) => importPhotos(db, files, { actor: "cli", now: new Date() })),
  );
  console.log(`Photos from ${from}:`);
  for (const line of formatPhotoImport(report)) console.log(line);
  return report.refused.length > 0 ? 1 : 0;
}

async function withPhotoFiles<T>(from: string, work: (files: PhotoFile[]) => Promise<T>): Promise<T> {
  if ((await stat(from)).isDirectory()) return work(await folderPhotoFiles(from));
  const zip = await fileSource(from);
  try {
    return await work(await zipPhotoFiles(zip));
  } finally {
    await zip.close();
  }
}

async function searchBenchmarkCommand(): Promise<number> {
  const { catalog } = await readCatalogFile(resolve(parseEnv().CATALOG_SEED_FILE));
  for (const measured of [catalog, syntheticCatalog(catalog, 20_000)].map((c) => measureSearch(c))) {
    console.log(
      `search over ${measured.products} products: ${measured.queryMs.toFixed(3)} ms per query (median), index built in ${measured.buildMs.toFixed(0)} ms`,
    );
  }
  return 0;
}

/** `catalog-read-benchmark [file]` (npm run bench): reading a catalogue file, and one whose prices all have commas. */
async function catalogReadBenchmarkCommand(args: string[]): Promise<number> {
  const file = resolve(args[0] ?? parseEnv().CATALOG_SEED_FILE);
  const measured = measureCatalogRead(await readFile(file, "utf8"), file);
  console.log(
    `reading ${file}: ${measured.readMs.toFixed(0)} ms; with every price typed with a comma (${measured.badRows} bad rows): ${measured.commaReadMs.toFixed(0)} ms`,
  );
  return 0;
}

const STAFF_ADD_USAGE =
  "Usage: npm run staff:add -- --email <e-mail> --name <name> --role owner|clerk|driver   (password: STAFF_PASSWORD or a prompt)";

/**
 * `npm run staff:add -- --email <e-mail> --name <name> --role owner|clerk|driver`; the password from
 * STAFF_PASSWORD or a hidden prompt. The role is never guessed: an owner can do everything.
 */
async function staffAddCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { email: { type: "string" }, name: { type: "string" }, role: { type: "string" } },
  });
  const { email, name, role } = values;
  if (!email || !name || !role) {
    console.error(
      role
        ? STAFF_ADD_USAGE
        : `Name the account's role with --role owner, --role clerk or --role driver.\n${STAFF_ADD_USAGE}`,
    );
    return 2;
  }
  if (!isStaffRole(role)) {
    console.error(`Unknown role "${role}": the role is owner, clerk or driver.`);
    return 2;
  }
  const password = process.env.STAFF_PASSWORD ?? (await promptPassword());
  if (password === null) {
    console.error("No terminal to ask for the password: set STAFF_PASSWORD.");
    return 2;
  }
  const staff = await withDatabase((db) => addStaffMember(db, { email, name, password, role }));
  console.log(`Added ${staff.name} <${staff.email}> as ${role}. They can sign in at /staff/login.`);
  return 0;
}

/** `npm run staff:unlock -- --email <e-mail>`: the account's failed sign-ins forgotten, for every server. */
async function staffUnlockCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { email: { type: "string" } } });
  if (!values.email) {
    console.error("Usage: npm run staff:unlock -- --email <e-mail>");
    return 2;
  }
  const email = values.email.trim().toLowerCase();
  await withDatabase((db) => createLoginThrottle(db).unlock(email));
  console.log(`${email} can sign in again from any browser.`);
  return 0;
}

/** Reads a password without echoing it; null when stdin is not a terminal. */
async function promptPassword(): Promise<string | null> {
  if (!process.stdin.isTTY) return null;
  process.stdout.write("Password (at least 8 characters): ");
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const prompt = createInterface({ input: process.stdin, output: silent, terminal: true });
  try {
    return await prompt.question("");
  } finally {
    prompt.close();
    process.stdout.write("\n");
  }
}

/** `npm run db:backup [-- --out <file>]`: an online copy of the SQLite store; PostgreSQL has pg_dump. */
async function backupCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { out: { type: "string" } } });
  const url = storeDatabaseUrl();
  if (!url.startsWith("file:")) {
    console.error(POSTGRES_BACKUP_HINT);
    return 1;
  }
  const database = resolve(url.slice("file:".length));
  const destination = resolve(values.out ?? defaultBackupFile(database));
  const pages = await backupSqliteStore(database, destination);
  const megabytes = (statSync(destination).size / 1024 / 1024).toFixed(1);
  console.log(`Backed up the store to ${destination} (${pages} pages, ${megabytes} MB).`);
  return 0;
}
