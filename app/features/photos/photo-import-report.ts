import { photoImportInEnglish, type PhotoImportKey, type PhotoImportText } from "./photo-import-messages";
import { sentences } from "./photo-problem-messages";

/** What a bulk photo import did, for the console and the command line. Client-safe. */
export interface PhotoImportReport {
  /** Files stored, and where: the size, or the whole product when sizeId is null. */
  matched: Array<{ file: string; sizeId: string | null; productRoute: string }>;
  /** Files that matched a size but were not stored, and why. */
  refused: Array<{ file: string; reason: PhotoImportText }>;
  /** Files whose name is no size's img (nor a product's route). */
  unmatched: string[];
  /** Live sizes that still show the drawn bottle after the import. */
  stillDrawn: Array<{ sizeId: string; label: string; productRoute: string; productName: string }>;
}

/** What the console's zip upload answers: the report, or why nothing was imported, in sentences. */
export type PhotoImportAnswer =
  { ok: true; report: PhotoImportReport } | { ok: false; error: PhotoImportText[] };

type Write = (key: PhotoImportKey, values?: PhotoImportText["values"]) => string;

/** One line: "12 photos stored, 1 refused, 3 files matched no size; 40 sizes still drawn." */
export function describePhotoImport(write: Write, report: PhotoImportReport): string {
  return write("report.line", {
    stored: write("report.stored", { count: report.matched.length }),
    refused: write("report.refused", { count: report.refused.length }),
    unmatched: write("report.unmatched", { count: report.unmatched.length }),
    drawn: write("report.drawn", { count: report.stillDrawn.length }),
  });
}

/** "photo.jpg → size 123": where a stored file went. */
export function matchedLine(write: Write, each: PhotoImportReport["matched"][number]): string {
  return each.sizeId === null
    ? write("report.toProduct", { file: each.file, product: each.productRoute })
    : write("report.toSize", { file: each.file, size: each.sizeId });
}

/** The whole report as lines of English text (the command line prints them). */
export function formatPhotoImport(report: PhotoImportReport, { listDrawn = 20 } = {}): string[] {
  const english = photoImportInEnglish;
  const drawn = report.stillDrawn.slice(0, listDrawn);
  return [
    describePhotoImport(english, report),
    ...report.matched.map((each) => `  stored   ${matchedLine(english, each)}`),
    ...report.refused.map((each) => `  refused  ${each.file}: ${sentences(english, [each.reason])}`),
    ...report.unmatched.map((file) => `  no size  ${file}`),
    ...drawn.map((each) => `  drawn    ${each.productRoute} ${each.label} (${each.sizeId})`),
    ...(report.stillDrawn.length > drawn.length
      ? [`  … and ${report.stillDrawn.length - drawn.length} more sizes still drawn`]
      : []),
  ];
}
