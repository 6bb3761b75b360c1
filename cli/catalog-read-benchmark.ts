import { performance } from "node:perf_hooks";
import { readCatalogTextRows } from "~/features/catalog/import/catalog-file.server";

/**
 * Milliseconds to read a catalogue file whole (every quirk, near-copy descriptions included) and the
 * same file with every price typed with a comma (every size a bad row, each named by its line): the
 * speeds the import's tests once held with a stopwatch, measured here instead (`npm run bench`).
 */
export function measureCatalogRead(
  text: string,
  source: string,
): { readMs: number; commaReadMs: number; badRows: number } {
  const commas = text.replace(/"price": (\d+)\.(\d+)/g, '"price": "$1,$2"');
  const readMs = timed(() => readCatalogTextRows(text, source));
  let badRows = 0;
  const commaReadMs = timed(() => {
    badRows = readCatalogTextRows(commas, source).badRows.length;
  });
  return { readMs, commaReadMs, badRows };
}

function timed(work: () => unknown): number {
  const started = performance.now();
  work();
  return performance.now() - started;
}
