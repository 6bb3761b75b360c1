// What a first visit downloads as each page's HTML: the whole document compressed as the page cache
// keeps it (gzip 9, brotli 9), and its bytes split into an inlined stylesheet (none since decision
// 0061, still counted so an old build can be weighed beside a new one), the loader data React
// Router writes for hydration, the other inline scripts and the markup. Each part is compressed on
// its own, so the parts add up to a little more than the document. The stylesheet file the pages
// link is weighed once: a browser keeps it.
// Usage: node scripts/page-weight.mjs <origin> [path…] (a running production server).
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";

export const WEIGHED_PAGES = ["/", "/catalog", "/product/buchanans-12-years", "/checkout"];

/** The document of `path` on `origin`, whole and in parts, and its linked stylesheets, in bytes raw, gzip and brotli. */
export async function pageWeight(origin, path) {
  const html = await text(origin + path);
  const parts = { "inline stylesheet": "", "loader data": "", "other scripts": "", markup: "" };
  parts.markup = html
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, (style) => {
      parts["inline stylesheet"] += style;
      return "";
    })
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, (script) => {
      // React Router's context and the data it streams: window.__reactRouterContext… in each.
      parts[script.includes("__reactRouterContext") ? "loader data" : "other scripts"] += script;
      return "";
    });
  const linked = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]);
  return {
    path,
    document: sizes(html),
    parts: Object.fromEntries(Object.entries(parts).map(([name, part]) => [name, sizes(part)])),
    stylesheets: await Promise.all(
      linked.map(async (href) => ({ href, ...sizes(await text(origin + href)) })),
    ),
  };
}

async function text(url) {
  const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

function sizes(text) {
  const bytes = Buffer.from(text);
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: zlib.Z_BEST_COMPRESSION }).length,
    brotli: brotliCompressSync(bytes, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
    }).length,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const sized = (size) => `${kb(size.gzip)} gzip, ${kb(size.brotli)} brotli, ${kb(size.raw)} raw`;

/** Rows for `npm run bench`: each page's document, gzip against issue #32's 16 KB, and the stylesheet they link. */
export async function pageWeightBenchmarks(origin) {
  const rows = [];
  for (const path of WEIGHED_PAGES) {
    const { document, stylesheets } = await pageWeight(origin, path);
    rows.push([`HTML ${path} (issue #32: ≤ 16 KB gzip)`, sized(document)]);
    if (path === "/")
      for (const sheet of stylesheets) rows.push([`stylesheet ${sheet.href}, once`, sized(sheet)]);
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [origin, ...paths] = process.argv.slice(2);
  if (!origin) throw new Error("Usage: node scripts/page-weight.mjs <origin> [path…]");
  const rows = [];
  const sheets = new Map();
  for (const path of paths.length ? paths : WEIGHED_PAGES) {
    const { document, parts, stylesheets } = await pageWeight(origin, path);
    for (const [name, size] of [
      [path, document],
      ...Object.entries(parts).map(([part, s]) => [` ${part}`, s]),
    ])
      rows.push(`| ${name} | ${kb(size.gzip)} | ${kb(size.brotli)} | ${kb(size.raw)} |`);
    for (const sheet of stylesheets) sheets.set(sheet.href, sheet);
  }
  for (const sheet of sheets.values())
    rows.push(
      `| ${sheet.href} (linked, kept by the browser) | ${kb(sheet.gzip)} | ${kb(sheet.brotli)} | ${kb(sheet.raw)} |`,
    );
  console.log(`| page, part | gzip | brotli | raw |\n|---|---|---|---|\n${rows.join("\n")}`);
}
