/** What a bulk photo import did, for the console and the command line. Client-safe. */
export interface PhotoImportReport {
  /** Files stored, and where: "size <id>" or "product <route>". */
  matched: Array<{ file: string; target: string; sizeId: string | null; productRoute: string }>;
  /** Files that matched a size but were not stored, and why. */
  refused: Array<{ file: string; reason: string }>;
  /** Files whose name is no size's img (nor a product's route). */
  unmatched: string[];
  /** Live sizes that still show the drawn bottle after the import. */
  stillDrawn: Array<{ sizeId: string; label: string; productRoute: string; productName: string }>;
}

/** What the console's zip upload answers. */
export type PhotoImportAnswer = { ok: true; report: PhotoImportReport } | { ok: false; error: string };

/** One line: "12 photos stored, 1 refused, 3 matched no size; 40 sizes still drawn." */
export function describePhotoImport(report: PhotoImportReport): string {
  const count = (n: number, one: string, many: string) =>
    `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
  return `${count(report.matched.length, "photo stored", "photos stored")}, ${count(report.refused.length, "refused", "refused")}, ${count(report.unmatched.length, "file matched no size", "files matched no size")}; ${count(report.stillDrawn.length, "size still drawn", "sizes still drawn")}.`;
}

/** The whole report as lines of text (the command line prints them). */
export function formatPhotoImport(report: PhotoImportReport, { listDrawn = 20 } = {}): string[] {
  const drawn = report.stillDrawn.slice(0, listDrawn);
  return [
    describePhotoImport(report),
    ...report.matched.map((each) => `  stored   ${each.file} → ${each.target}`),
    ...report.refused.map((each) => `  refused  ${each.file}: ${each.reason}`),
    ...report.unmatched.map((file) => `  no size  ${file}`),
    ...drawn.map((each) => `  drawn    ${each.productRoute} ${each.label} (${each.sizeId})`),
    ...(report.stillDrawn.length > drawn.length
      ? [`  … and ${report.stillDrawn.length - drawn.length} more sizes still drawn`]
      : []),
  ];
}
