// Issue #17: a catalogue change on a 20,000-product catalogue (the demo's products repeated) while
// hot pages are served: the longest event-loop block and hot-page throughput outside and during
// the change; and the demo store's memory after 20,000 requests. `node
// scripts/catalog-change-bench.mjs [checkout]` measures another checkout's build (a "before").
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { spawnBenchServer } from "./bench-server.mjs";

const PROBE = fileURLToPath(new URL("./catalog-change-probe.mjs", import.meta.url));
const PRODUCTS = 20_000;
const HOT_PAGE = "/product/buchanans-12-years";

/** Rows for bench.mjs's table. */
export async function catalogChangeBenchmarks({ seconds = 10, appDir = ".", port = 3161 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "store-change-bench-"));
  try {
    const env = { DATABASE_URL: `file:${join(dir, "store.db")}` };
    const base = JSON.parse(readFileSync(join(appDir, "data/catalog.json"), "utf8"));
    await importFile(appDir, dir, env, syntheticFile(base, PRODUCTS, 1));
    const large = await withServer(appDir, port, dir, env, (server) =>
      changeUnderLoad(server, appDir, dir, env, base, seconds),
    );
    const demoDir = join(dir, "demo");
    mkdirSync(demoDir);
    const memory = await withServer(appDir, port + 1, demoDir, {}, (server) => memoryAfter(server, 20_000));
    return [...large, memory];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function changeUnderLoad(server, appDir, dir, env, base, seconds) {
  await hotLoad(server.base, 2); // warm
  await server.probe();
  const outside = await hotLoad(server.base, seconds);
  const quiet = await server.probe();
  const changing = hotLoad(server.base, seconds);
  // The server notices the new revision within its 3 s poll and rebuilds while the load runs;
  // shoppers' carts ask for the products list meanwhile, which is made again after the change.
  const carts = cartLoad(server.base, seconds);
  await importFile(appDir, dir, env, syntheticFile(base, PRODUCTS, 1.1));
  const during = await changing;
  await carts;
  const changed = await server.probe();
  return [
    [
      `hot product page, ${PRODUCTS} products, no change (${seconds} s)`,
      `${outside} req/s, longest event-loop block ${quiet.maxBlockMs.toFixed(0)} ms`,
    ],
    [
      `hot product page during a catalogue change of ${PRODUCTS} products, carts asking for /api/products (${seconds} s)`,
      `${during} req/s (${(during / outside).toFixed(2)}×), longest event-loop block ${changed.maxBlockMs.toFixed(0)} ms`,
    ],
  ];
}

/**
 * Home, the catalogue and product pages in turn, as shoppers would, and every size's picture at both
 * widths among them, each made on its first request (a fresh image cache): RSS after the walk, once
 * the store has been quiet for 10 s, and after the same walk again with every picture made.
 */
async function memoryAfter(server, requests) {
  const pictures = await everyPicture(server.base);
  const megabytes = async () => ((await server.probe()).rssBytes / 2 ** 20).toFixed(0);
  await shoppersWalk(server.base, requests, pictures);
  const afterWalk = await megabytes();
  await new Promise((done) => setTimeout(done, 10_000));
  const quiet = await megabytes();
  await shoppersWalk(server.base, requests, pictures);
  const again = await megabytes();
  return [
    `demo store's memory after ${requests} requests, ${pictures.length} pictures made among them (budget 250 MB)`,
    `RSS ${afterWalk} MB, ${quiet} MB after 10 s quiet, ${again} MB after the same walk with the pictures made`,
  ];
}

async function shoppersWalk(base, requests, pictures) {
  const pages = [
    "/",
    "/catalog",
    HOT_PAGE,
    "/catalog?type=whiskey",
    "/product/patron-blanco",
    "/catalog?search=ron",
  ];
  let next = 0;
  // A picture after every page until each was asked for, then pages alone.
  const pathOf = (n) => (n % 2 && n >> 1 < pictures.length ? pictures[n >> 1] : pages[n % pages.length]);
  const result = await autocannon({
    url: base,
    connections: 20,
    amount: requests,
    requests: [{ setupRequest: (req) => ({ ...req, path: pathOf(next++) }) }],
  });
  // A missing product once made a sixth of these 404s, each rendered afresh (RSS 290 MB, not 223).
  if (result.non2xx) throw new Error(`memory walk: ${result.non2xx} non-2xx answers`);
}

/** Each size's picture at both widths, as the pages ask for them (docs/api.md, GET /images/…). */
async function everyPicture(base) {
  const products = await (await fetch(`${base}/api/products`)).json();
  return products.flatMap((product) =>
    product.sizes.flatMap((size) =>
      [480, 1024].map(
        (width) =>
          `/images/${size.img.replace(/^\//, "").replace(/\.webp$/, "")}-${width}w.webp?v=${size.imgVersion}`,
      ),
    ),
  );
}

/** One shopper's cart at a time asking for the products list, as a browser does (brotli). */
async function cartLoad(base, seconds) {
  const result = await autocannon({
    url: `${base}/api/products`,
    connections: 1,
    duration: seconds,
    headers: { "accept-encoding": "gzip, deflate, br" },
  });
  if (result.non2xx) throw new Error(`/api/products: ${result.non2xx} non-2xx answers`);
}

async function hotLoad(base, seconds) {
  const result = await autocannon({ url: base + HOT_PAGE, connections: 20, duration: seconds });
  if (result.non2xx) throw new Error(`${HOT_PAGE}: ${result.non2xx} non-2xx answers`);
  return Math.round(result.requests.average);
}

async function withServer(appDir, port, dir, env, measure) {
  const probeFile = join(dir, `probe-${port}.json`);
  const child = spawnBenchServer(
    port,
    dir,
    { ...env, NODE_OPTIONS: `--import=${PROBE}`, EVENT_LOOP_PROBE_FILE: probeFile },
    appDir,
  );
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(base, child);
    const probe = async () => {
      rmSync(probeFile, { force: true });
      child.kill("SIGUSR2");
      while (!existsSync(probeFile)) await new Promise((done) => setTimeout(done, 20));
      await new Promise((done) => setTimeout(done, 20));
      return JSON.parse(readFileSync(probeFile, "utf8"));
    };
    return await measure({ base, probe });
  } finally {
    child.kill("SIGTERM");
  }
}

async function waitForServer(base, child) {
  for (;;) {
    if (child.exitCode !== null) throw new Error("the bench server exited");
    const ok = await fetch(base + HOT_PAGE).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** The demo's export repeated until it holds `count` products, each copy with its own routes and ids. */
export function syntheticFile(base, count, priceFactor) {
  let made = 0;
  const copies = [];
  for (let copy = 0; made < count; copy++) {
    copies.push(
      base.types.map((type) => ({
        ...type,
        subtypes: type.subtypes.map((subtype) => ({
          ...subtype,
          products: subtype.products.map((brand) => ({
            ...brand,
            products: brand.products.flatMap((product) => {
              if (made === count) return [];
              made++;
              return [copyOf(product, copy, priceFactor)];
            }),
          })),
        })),
      })),
    );
  }
  // One type list: each copy's products joined into the first copy's brands.
  const [first, ...rest] = copies;
  for (const types of rest)
    types.forEach((type, t) =>
      type.subtypes.forEach((subtype, s) =>
        subtype.products.forEach((brand, b) =>
          first[t].subtypes[s].products[b].products.push(...brand.products),
        ),
      ),
    );
  return { ...base, types: first };
}

function copyOf(product, copy, priceFactor) {
  const suffix = copy === 0 ? "" : `-${copy}`;
  return {
    ...product,
    route: `${product.route}${suffix}`,
    name: copy === 0 ? product.name : `${product.name} Batch ${copy}`,
    ...(copy === 0 ? {} : { featured: undefined, modal: false }),
    sizes: product.sizes.map((size) => ({
      ...size,
      id: `${size.id}${suffix}`,
      price: Math.round(size.price * priceFactor * 100) / 100,
    })),
  };
}

/** `npm run catalog:import` in a process of its own: the bench's load keeps its event loop. */
export async function importFile(appDir, dir, env, file) {
  const path = join(dir, "catalog.json");
  writeFileSync(path, JSON.stringify(file));
  const child = spawn("node", ["scripts/store-cli.mjs", "catalog-import", path], {
    cwd: appDir,
    env: { ...process.env, ...env, SESSION_SECRET: "bench-session-secret", LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const code = await new Promise((done) => child.on("exit", done));
  if (code !== 0) throw new Error(`catalog import exited with ${code}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const appDir = resolve(process.argv[2] ?? ".");
  const rows = await catalogChangeBenchmarks({ seconds: Number(process.env.BENCH_SECONDS ?? 10), appDir });
  console.log(`| measure | result |\n|---|---|\n${rows.map(([k, v]) => `| ${k} | ${v} |`).join("\n")}`);
}
