// Issue #17: Lighthouse on a returning visit, which ../shared/tools/lighthouse.mjs (first visits
// only) does not measure. Per page and run, a fresh Chromium visits the page once, answers the age
// gate as a shopper does (localStorage.isOver21), then Lighthouse measures a second navigation that
// keeps storage and the HTTP cache (the mobile preset, simulated throttling). Prints the medians.
// Lighthouse stays outside the project, as for the shared tool: `npm i --prefix /tmp/lh
// lighthouse@12.8.2`; `node scripts/lighthouse-returning.mjs <origin> [path ...] [--runs N]`.
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const LH_PREFIX = process.env.LH_PREFIX ?? "/tmp/lh";
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const from = (path) => import(pathToFileURL(join(LH_PREFIX, "node_modules", path)).href);
const { startFlow } = await from("lighthouse/core/index.js");
const { default: puppeteer } = await from("puppeteer-core/lib/esm/puppeteer/puppeteer-core.js");

const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const runs = runsAt === -1 ? 3 : Number(args.splice(runsAt, 2)[1]);
const [origin, ...paths] = args;
if (!origin) throw new Error("usage: node scripts/lighthouse-returning.mjs <origin> [path ...] [--runs N]");

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function returningVisit(url) {
  const browser = await puppeteer.launch({
    executablePath: CHROME_PATH,
    args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const page = await browser.newPage();
    await page.goto(url, { waitUntil: "networkidle0" });
    await page.evaluate(() => localStorage.setItem("isOver21", "true"));
    const flow = await startFlow(page, { flags: { disableStorageReset: true } });
    await flow.navigate(url);
    const [step] = (await flow.createFlowResult()).steps;
    const { audits, categories } = step.lhr;
    return {
      performance: Math.round(categories.performance.score * 100),
      lcpMs: audits["largest-contentful-paint"].numericValue,
      tbtMs: audits["total-blocking-time"].numericValue,
      cls: audits["cumulative-layout-shift"].numericValue,
    };
  } finally {
    await browser.close();
  }
}

const results = {};
for (const path of paths.length ? paths : ["/"]) {
  const measured = [];
  for (let run = 0; run < runs; run++) measured.push(await returningVisit(new URL(path, origin).href));
  results[path] = Object.fromEntries(
    Object.keys(measured[0]).map((key) => [key, median(measured.map((result) => result[key]))]),
  );
}
console.log(JSON.stringify({ origin, runs, results }, null, 2));
