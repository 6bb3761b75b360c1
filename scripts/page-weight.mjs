// What a first visit downloads as each page's HTML: the whole document compressed as the page cache
// keeps it (gzip 9, brotli 9), and its bytes split into the inlined stylesheet, the loader data
// React Router writes for hydration, the other inline scripts and the markup. Each part is
// compressed on its own, so the parts add up to a little more than the document.
// Usage: node scripts/page-weight.mjs <origin> [path…] (a running production server).
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";

export const WEIGHED_PAGES = ["/", "/catalog", "/product/buchanans-12-years", "/checkout"];

/** The document of `path` on `origin`, whole and in parts, in bytes raw, gzip and brotli. */
export async function pageWeight(origin, path) {
  const response = await fetch(origin + path, { headers: { "accept-encoding": "identity" } });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  const html = await response.text();
  const parts = { stylesheet: "", "loader data": "", "other scripts": "", markup: "" };
  const rest = html
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, (style) => {
      parts.stylesheet += style;
      return "";
    })
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, (script) => {
      // React Router's context and the data it streams: window.__reactRouterContext… in each.
      parts[script.includes("__reactRouterContext") ? "loader data" : "other scripts"] += script;
      return "";
    });
  parts.markup = rest;
  return {
    path,
    document: sizes(html),
    parts: Object.fromEntries(Object.entries(parts).map(([name, text]) => [name, sizes(text)])),
  };
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

/** Rows for `npm run bench`: each page's document, gzip against issue #32's 16 KB. */
export async function pageWeightBenchmarks(origin) {
  const rows = [];
  for (const path of WEIGHED_PAGES) {
    const { document } = await pageWeight(origin, path);
    rows.push([
      `HTML ${path} (issue #32: ≤ 16 KB gzip)`,
      `${kb(document.gzip)} gzip, ${kb(document.brotli)} brotli, ${kb(document.raw)} raw`,
    ]);
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [origin, ...paths] = process.argv.slice(2);
  if (!origin) throw new Error("Usage: node scripts/page-weight.mjs <origin> [path…]");
  const rows = [];
  for (const path of paths.length ? paths : WEIGHED_PAGES) {
    const { document, parts } = await pageWeight(origin, path);
    for (const [name, size] of [["document", document], ...Object.entries(parts)])
      rows.push(
        `| ${name === "document" ? path : ` ${name}`} | ${kb(size.gzip)} | ${kb(size.brotli)} | ${kb(size.raw)} |`,
      );
  }
  console.log(`| page, part | gzip | brotli | raw |\n|---|---|---|---|\n${rows.join("\n")}`);
}
