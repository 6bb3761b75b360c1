// Lighthouse mobile beside the original store's app (issue #32): home, the catalogue, a product page
// and checkout with one line, each run N times (median) on the store and, when ORIGINAL_APP_URL
// points at it served, on the original app, the two measured in turn in every round so that both see
// the same load on the machine. Lighthouse's mobile preset (simulated slow 4G, 4× CPU), the
// performance category only, a fresh browser per run, every other host unreachable (as in
// ../shared/tools/lighthouse.mjs). Each run's benchmarkIndex is printed: the scores move with it.
//
// Storage is the same for both apps on every page, set before the page's first script runs:
// - home, catalogue, product: none, a shopper's first visit from a link (the store shows its age
//   gate over the page, as the specification asks; the original has no gate);
// - checkout: `isOver21` answered and one line in the cart (DESIGN §6), the state a shopper reaches
//   checkout in; the HTTP cache stays empty. The original has no cart nor checkout: its row is its
//   contact form (/contact-us), its only way to ask for a bottle.
//
// Lighthouse stays outside the project: LH_PREFIX, else /tmp/lh, else .cache/lighthouse, where this
// script installs lighthouse@12.8.2 with npm when none is found. The browser: CHROME_PATH, else
// Debian's /usr/bin/chromium, else the one the end-to-end tests use.
// Usage: [ORIGINAL_APP_URL=http://…] node scripts/lighthouse-bench.mjs <store origin> [--runs N]
//        [--save-dir DIR]  (DIR keeps every run's Lighthouse report, to read what costs the points)
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { CHROMIUM_FLAGS, findChromium } from "./chromium.mjs";

const LIGHTHOUSE_VERSION = "12.8.2";
const CACHE_PREFIX = fileURLToPath(new URL("../.cache/lighthouse", import.meta.url));
const PRODUCT = { store: "buchanans-12-years", original: "buchanans-12" };
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS, "--disable-dev-shm-usage"];

/** The pages measured: what each app calls it, and the storage a shopper arrives with. */
function pages(cartLine) {
  return [
    { name: "home", store: "/", original: "/" },
    { name: "catalogue", store: "/catalog", original: "/catalog" },
    {
      name: "product",
      store: `/product/${PRODUCT.store}`,
      original: `/product/${PRODUCT.original}`,
    },
    {
      name: "checkout, one line",
      store: "/checkout",
      original: "/contact-us",
      storage: { isOver21: "true", [cartLine.sizeId]: "1" },
      // Checked after each run: the store's page showed the line, not the gate.
      shows: PRODUCT.store,
    },
  ];
}

function lighthousePrefix() {
  const found = [process.env.LH_PREFIX, "/tmp/lh", CACHE_PREFIX].find(
    (prefix) => prefix && existsSync(join(prefix, "node_modules/lighthouse/package.json")),
  );
  if (found) return found;
  console.log(
    `Installing lighthouse@${LIGHTHOUSE_VERSION} into ${CACHE_PREFIX} (outside the project's dependencies)…`,
  );
  mkdirSync(CACHE_PREFIX, { recursive: true });
  execFileSync(
    "npm",
    ["install", "--prefix", CACHE_PREFIX, "--no-audit", "--no-fund", `lighthouse@${LIGHTHOUSE_VERSION}`],
    {
      stdio: "inherit",
    },
  );
  return CACHE_PREFIX;
}

function browserPath() {
  return [process.env.CHROME_PATH, "/usr/bin/chromium", findChromium()].find(
    (path) => path && existsSync(path),
  );
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The size of the product page's product that checkout's line holds: its 750 ml, else the first in stock. */
async function cartLineFor(storeOrigin) {
  const products = await (await fetch(new URL("/api/products", storeOrigin))).json();
  const product = products.find((candidate) => candidate.route === PRODUCT.store);
  const inStock = product.sizes.filter((size) => size.inventory === null || size.inventory > 0);
  const size = inStock.find((candidate) => candidate.size === "750ml") ?? inStock[0];
  return { sizeId: size.id };
}

/**
 * Measures the apps' pages `runs` times each; returns the Markdown table, or null (with the reason
 * printed) when Lighthouse or a browser cannot be had.
 */
export async function lighthouseBenchmarks({ store, original, runs = 5, saveDir }) {
  const chromePath = browserPath();
  if (!chromePath) {
    console.log("Lighthouse skipped: no Chromium (node scripts/ensure-chromium.mjs, or set CHROME_PATH).");
    return null;
  }
  let prefix;
  try {
    prefix = lighthousePrefix();
  } catch (error) {
    console.log(
      `Lighthouse skipped: lighthouse@${LIGHTHOUSE_VERSION} could not be installed (${error.message}).`,
    );
    return null;
  }
  const from = (path) => import(pathToFileURL(join(prefix, "node_modules", path)).href);
  const { default: lighthouse } = await from("lighthouse/core/index.js");
  const { default: puppeteer } = await from("puppeteer-core/lib/esm/puppeteer/puppeteer-core.js");

  const apps = [{ name: "store", origin: store }];
  if (original) apps.push({ name: "original", origin: original });
  else console.log("Lighthouse: the original app is not measured (set ORIGINAL_APP_URL to it served).");
  const measured = pages(await cartLineFor(store));
  if (saveDir) mkdirSync(saveDir, { recursive: true });

  const hosts = new Set(apps.map((app) => new URL(app.origin).hostname).concat(["localhost", "127.0.0.1"]));
  const launch = () =>
    puppeteer.launch({
      executablePath: chromePath,
      headless: true,
      defaultViewport: null,
      args: [
        ...CHROME_FLAGS,
        `--host-resolver-rules=MAP * ~NOTFOUND, ${[...hosts].map((h) => `EXCLUDE ${h}`).join(", ")}`,
      ],
    });

  // One unmeasured visit of each page first: the store makes its images on their first request,
  // which a live store has long done.
  const warm = await launch();
  try {
    const page = await warm.newPage();
    for (const app of apps)
      for (const measuredPage of measured)
        await page.goto(new URL(measuredPage[app.name], app.origin).href, { waitUntil: "networkidle0" });
  } finally {
    await warm.close();
  }

  const results = new Map();
  let lighthouseVersion;
  for (let run = 1; run <= runs; run++) {
    for (const measuredPage of measured) {
      for (const app of apps) {
        const url = new URL(measuredPage[app.name], app.origin).href;
        process.stderr.write(`[lighthouse-bench] run ${run}/${runs} ${app.name} ${url}\n`);
        const browser = await launch();
        try {
          const page = await browser.newPage();
          if (measuredPage.storage)
            await page.evaluateOnNewDocument((entries) => {
              // about:blank, where Lighthouse starts, has no storage.
              if (location.protocol.startsWith("http"))
                for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
            }, measuredPage.storage);
          const result = await lighthouse(
            url,
            { output: "json", logLevel: "error", onlyCategories: ["performance"], maxWaitForLoad: 45_000 },
            undefined,
            page,
          );
          const lhr = result?.lhr;
          if (!lhr || lhr.runtimeError)
            throw new Error(`${url}: ${lhr?.runtimeError?.message ?? "no report"}`);
          if (saveDir)
            writeFileSync(
              join(saveDir, `${app.name}.${measuredPage.name.replace(/\W+/g, "-")}.${run}.json`),
              JSON.stringify(lhr),
            );
          if (measuredPage.shows && app.name === "store")
            await assertLineShown(lhr, page, measuredPage.shows);
          lighthouseVersion = lhr.lighthouseVersion;
          const key = `${measuredPage.name}|${app.name}`;
          if (!results.has(key)) results.set(key, []);
          results.get(key).push(figures(lhr));
        } finally {
          await browser.close();
        }
      }
    }
  }
  return table(measured, apps, results, { lighthouseVersion, chromePath, runs });
}

/**
 * Checkout was measured as asked: the page fetched the picture of its cart line, and the age gate
 * (set up or not by the head script as the page is parsed) is not up.
 */
async function assertLineShown(lhr, page, productRoute) {
  const requests = lhr.audits["network-requests"].details.items;
  if (!requests.some(({ url }) => url.includes("/images/") && url.includes(`/${productRoute}/`)))
    throw new Error(`${lhr.finalDisplayedUrl}: no picture of the cart's line (${productRoute}) was fetched`);
  if (await page.evaluate(() => document.documentElement.hasAttribute("data-age-asking")))
    throw new Error(`${lhr.finalDisplayedUrl}: the age gate was up though isOver21 was stored`);
}

function figures(lhr) {
  const value = (id) => lhr.audits[id].numericValue;
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function table(measured, apps, results, { lighthouseVersion, chromePath, runs }) {
  const ms = (value) => `${Math.round(value).toLocaleString("en")} ms`;
  const lines = [
    `Lighthouse ${lighthouseVersion}, mobile, medians of ${runs} (${chromePath}):`,
    "",
    "| page | app | performance (each run) | FCP | LCP | TBT | CLS | benchmarkIndex (each run) |",
    "|---|---|---|---|---|---|---|---|",
  ];
  for (const measuredPage of measured) {
    for (const app of apps) {
      const all = results.get(`${measuredPage.name}|${app.name}`);
      const of = (key) => median(all.map((run) => run[key]));
      lines.push(
        `| ${measuredPage.name} | ${app.name} ${measuredPage[app.name]} | ${of("performance")} (${all.map((run) => run.performance).join(", ")}) | ` +
          `${ms(of("fcp"))} | ${ms(of("lcp"))} | ${ms(of("tbt"))} | ${of("cls").toFixed(3)} | ` +
          `${all.map((run) => Math.round(run.benchmarkIndex)).join(", ")} |`,
      );
    }
  }
  return lines.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const option = (name) => {
    const at = args.indexOf(name);
    return at === -1 ? undefined : args.splice(at, 2)[1];
  };
  const runs = Number(option("--runs") ?? 5);
  const saveDir = option("--save-dir");
  const [store] = args;
  if (!store)
    throw new Error("usage: node scripts/lighthouse-bench.mjs <store origin> [--runs N] [--save-dir DIR]");
  const output = await lighthouseBenchmarks({ store, original: process.env.ORIGINAL_APP_URL, runs, saveDir });
  if (output) console.log(output);
}
