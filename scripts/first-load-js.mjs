// Measures the JavaScript a page needs on first load: every script and modulepreload the server's
// HTML names, gzipped at level 9 as compression would serve them. Usage: node scripts/first-load-js.mjs <url>
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

export async function firstLoadJs(url) {
  const html = await (await fetch(url, { headers: { Cookie: "isOver21=true" } })).text();
  const paths = new Set(
    [...html.matchAll(/(?:modulepreload" href="|import\("|from ")(\/assets\/[^"]+\.js)/g)].map(
      (match) => match[1],
    ),
  );
  let gzipBytes = 0;
  for (const path of paths) gzipBytes += gzipSync(readFileSync(`build/client${path}`), { level: 9 }).length;
  return { files: paths.size, gzipBytes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { files, gzipBytes } = await firstLoadJs(process.argv[2]);
  console.log(`${files} files, ${(gzipBytes / 1024).toFixed(1)} KB gzip`);
}
