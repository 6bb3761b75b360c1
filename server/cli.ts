import { writeFile } from "node:fs/promises";
import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { describeChanges } from "~/features/catalog/catalog-changes";
import { loadCatalog, importCatalog } from "~/features/catalog/catalog-repository.server";
import { exportCatalogFile, readCatalogFile, CatalogFileError } from "~/features/catalog/catalog-file.server";
import { formatCatalogReport } from "~/features/catalog/normalize-catalog";
import { createProductImageStore } from "~/features/images/product-image.server";
import { addStaffMember, StaffAccountError } from "~/features/staff/staff-accounts.server";
import { migrateToLatest, openDatabase } from "~/utils/db.server";
import { parseEnv } from "~/utils/env.server";
import { illustrationSubject } from "./product-images";
import { measureSearch, syntheticCatalog } from "./search-benchmark";

/** Commands run from scripts/*.mjs against the built server bundle (Node 20 cannot run .ts itself). */
export async function runCli(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === "catalog-import") return await importCommand(rest);
    if (command === "catalog-export") return await exportCommand(rest);
    if (command === "images") return await imagesCommand();
    if (command === "search-benchmark") return await searchBenchmarkCommand();
    if (command === "staff-add") return await staffAddCommand(rest);
    console.error(`Unknown command ${command}`);
    return 2;
  } catch (error) {
    if (error instanceof CatalogFileError || error instanceof StaffAccountError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

async function withDatabase<T>(work: (db: ReturnType<typeof openDatabase>["db"]) => Promise<T>): Promise<T> {
  const database = openDatabase(parseEnv().DATABASE_URL);
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
  const { catalog, report } = await readCatalogFile(resolve(file));
  console.log(`Catalogue ${file}:`);
  for (const line of formatCatalogReport(report)) console.log(`  ${line}`);
  const changes = await withDatabase((db) => importCatalog(db, catalog, { dryRun }));
  console.log(describeChanges(changes, dryRun));
  return 0;
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

async function imagesCommand(): Promise<number> {
  const env = parseEnv();
  const catalog = await withDatabase(loadCatalog);
  const images = createProductImageStore({
    cacheDir: resolve(env.IMAGE_CACHE_DIR),
    sourceDir: resolve(env.IMAGE_SOURCE_DIR),
  });
  const started = Date.now();
  const result = await images.ensureAll(
    catalog.products.flatMap((product) =>
      product.sizes.map((size) => ({
        imagePath: size.imagePath,
        subject: illustrationSubject({ product, size }),
      })),
    ),
  );
  console.log(
    `Images: ${result.created} variants made, ${result.upToDate} up to date (${((Date.now() - started) / 1000).toFixed(1)} s).`,
  );
  return 0;
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

/** `npm run staff:add -- --email <e-mail> --name <name>`; the password from STAFF_PASSWORD or a hidden prompt. */
async function staffAddCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { email: { type: "string" }, name: { type: "string" } } });
  if (!values.email || !values.name) {
    console.error(
      "Usage: npm run staff:add -- --email <e-mail> --name <name>   (password: STAFF_PASSWORD or a prompt)",
    );
    return 2;
  }
  const password = process.env.STAFF_PASSWORD ?? (await promptPassword());
  if (password === null) {
    console.error("No terminal to ask for the password: set STAFF_PASSWORD.");
    return 2;
  }
  const staff = await withDatabase((db) =>
    addStaffMember(db, { email: values.email!, name: values.name!, password }),
  );
  console.log(`Added ${staff.name} <${staff.email}>. They can sign in at /staff/login.`);
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
