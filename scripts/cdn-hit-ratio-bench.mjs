// Issue #17: how much of a shopping crowd a shared cache answers. The production build on a fresh
// demo database behind Debian's nginx with proxy_cache (scripts/nginx.mjs, honouring the store's
// own Cache-Control), visited `visits` times at `perSecond`: pages drawn from the sitemap (both
// languages) and the catalogue's shelves, the popular ones far more often (Zipf, as real traffic is),
// each visitor with a cookie and language of their own, a few of them at checkout (never stored).
// `node scripts/cdn-hit-ratio-bench.mjs [appDir]`; `npm run bench` runs it too.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";
import { spawnBenchServer, waitUntilServing } from "./bench-server.mjs";
import { startNginx } from "./nginx.mjs";

const STORE_PORT = 3165;
const NGINX_PORT = 3166;
/** Served from the cache: fresh, or stale while nginx fetches the new copy in the background. */
const FROM_CACHE = new Set(["HIT", "STALE", "UPDATING", "REVALIDATED"]);

export async function cdnHitRatioBenchmarks({ visits = 1_000, perSecond = 20, appDir = "." } = {}) {
  const dir = mkdtempSync(resolve(tmpdir(), "store-cdn-bench-"));
  const server = spawnBenchServer(STORE_PORT, dir, {}, resolve(appDir));
  const origin = `http://127.0.0.1:${STORE_PORT}`;
  let nginx;
  try {
    await waitUntilServing(`${origin}/healthz`, server);
    nginx = await startNginx({ port: NGINX_PORT, upstream: origin });
    const pages = await pagesByPopularity(origin);
    const random = seededRandom(17);
    const statuses = new Map();
    const seen = new Set();
    const repeats = { visits: 0, fromCache: 0 };
    const home = { visits: 0, fromCache: 0 };
    let checkoutStored = 0;
    const startedAt = performance.now();
    for (let visit = 0; visit < visits; visit++) {
      const toCheckout = random() < 0.05;
      const path = toCheckout ? (random() < 0.5 ? "/checkout" : "/es/checkout") : zipfPick(pages, random);
      const answer = await fetch(`${nginx.url}${path}`, { headers: visitorHeaders(visit, random) });
      await answer.arrayBuffer();
      const status = answer.headers.get("x-cache-status") ?? "none";
      if (toCheckout) {
        if (FROM_CACHE.has(status)) checkoutStored++;
        continue;
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (seen.has(path)) count(repeats, status);
      if (path === "/") count(home, status);
      seen.add(path);
      const due = startedAt + ((visit + 1) * 1000) / perSecond;
      await sleep(Math.max(0, due - performance.now()));
    }
    const pageVisits = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    const fromCache = [...statuses].reduce(
      (sum, [status, count]) => sum + (FROM_CACHE.has(status) ? count : 0),
      0,
    );
    const breakdown = [...statuses]
      .sort(([, a], [, b]) => b - a)
      .map(([status, count]) => `${status} ${count}`)
      .join(", ");
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(0);
    return [
      [
        `CDN hit ratio: ${visits} visits in ${seconds} s to ${pages.length} pages (Zipf), nginx proxy_cache, s-maxage 30 + stale 30`,
        `${percent(fromCache, pageVisits)} of ${pageVisits} page visits from the cache (${breakdown}); ` +
          `${percent(repeats.fromCache, repeats.visits)} of the ${repeats.visits} visits to a page visited before; ` +
          `\`/\` ${percent(home.fromCache, home.visits)} of ${home.visits} (the same bytes for every visitor, decision 0032); ` +
          `checkout stored ${checkoutStored} times`,
      ],
    ];
  } finally {
    await nginx?.stop();
    server.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
}

function count(tally, status) {
  tally.visits++;
  if (FROM_CACHE.has(status)) tally.fromCache++;
}

function percent(part, whole) {
  return `${((100 * part) / Math.max(whole, 1)).toFixed(1)} %`;
}

/** Home, the shelves and every product, in both languages; home and shelves first (most visited). */
async function pagesByPopularity(origin) {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const located = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
  const shelves = ["whiskey", "tequila", "rum", "vodka", "wine", "beer"].flatMap((type) => [
    `/catalog?type=${type}`,
    `/es/catalog?type=${type}`,
  ]);
  const products = located.filter((path) => /^(\/es)?\/product\//.test(path));
  const others = located.filter((path) => !products.includes(path));
  return [...others.filter((path) => path === "/" || path === "/es"), ...shelves, ...products, ...others];
}

/** A cookie of their own (analytics, a language choice) and a browser's language and encodings. */
function visitorHeaders(visit, random) {
  return {
    Cookie: `visitor=${visit}${random() < 0.3 ? "; language=es" : ""}`,
    "Accept-Language": random() < 0.3 ? "es-US,es;q=0.9" : "en-US,en;q=0.9",
    "Accept-Encoding": random() < 0.8 ? "gzip, deflate, br" : "gzip",
  };
}

/** The k-th page with weight 1/k. */
function zipfPick(pages, random) {
  const total = pages.reduce((sum, _page, index) => sum + 1 / (index + 1), 0);
  let left = random() * total;
  for (const [index, page] of pages.entries()) {
    left -= 1 / (index + 1);
    if (left <= 0) return page;
  }
  return pages.at(-1);
}

/** The same visits on every run (mulberry32). */
function seededRandom(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await cdnHitRatioBenchmarks({
    visits: Number(process.env.BENCH_CDN_VISITS ?? 1_000),
    appDir: process.argv[2] ?? ".",
  });
  console.log(`| measure | result |\n|---|---|\n${rows.map(([k, v]) => `| ${k} | ${v} |`).join("\n")}`);
}
