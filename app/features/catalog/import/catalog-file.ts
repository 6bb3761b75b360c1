import { z } from "zod";
import { dollarsToCents } from "~/utils/money";
import { saleFault } from "../sale-rules";
import { badRowOf, withoutBadRows, type BadRow } from "./catalog-bad-rows";
import {
  inEnglish,
  isCatalogImportKey,
  type CatalogImportKey,
  type CatalogImportText,
} from "./catalog-import-messages";

/**
 * The catalogue file format (specification §3): catalogue → types → subtypes → brand groups →
 * products → sizes. Lenient where real exports are known to be quirky (the normalizer reports
 * each quirk); strict where a value cannot be repaired.
 */

const sizeMl = z.union([z.number().positive(), z.string()]).nullable().optional();

/** A text's Spanish version (issue #16): optional; Spanish pages show `description` without it. */
const descriptionEs = z.string().nullable().optional();

/** An instant with its offset ("2026-12-01T05:00:00Z"), stored as UTC to the millisecond as the store compares them. */
const saleInstant = z.iso
  .datetime({ offset: true, message: "problem.saleInstant" satisfies CatalogImportKey })
  .transform((text) => new Date(text).toISOString())
  .nullable()
  .default(null);

/**
 * A size's sale (issue #35), in cents as the store keeps it, from its start (null: already) to its
 * end (null: until ended). Strict: a misspelt "endAt" must not make a sale that never ends.
 */
const sizeSale = z.strictObject({
  priceCents: z.number().int().min(1),
  startsAt: saleInstant,
  endsAt: saleInstant,
});

export const catalogFileSizeSchema = z
  .looseObject({
    id: z
      .union([z.string(), z.number().int().nonnegative()])
      .transform((id) => String(id).trim())
      .optional(),
    /** Written by our exporter next to the derived id, so a round trip keeps both. */
    barcode: z.string().trim().nullable().optional(),
    size: z
      .string()
      .trim()
      .min(1, "problem.sizeLabel" satisfies CatalogImportKey),
    price: z.number().nonnegative().max(1_000_000),
    img: z.string().trim().optional(),
    inventory: z.number().int().min(-1_000_000).max(1_000_000).nullable().optional(),
    size_ml: sizeMl,
    /** Absent: the store's sale stays as it is; null: the size has no sale (decision 0070). */
    sale: sizeSale.nullable().optional(),
  })
  .superRefine((size, context) => {
    const fault = size.sale && saleFault(size.sale, dollarsToCents(size.price));
    if (fault === "price")
      context.addIssue({
        code: "custom",
        path: ["sale", "priceCents"],
        message: "problem.saleNotBelowPrice" satisfies CatalogImportKey,
        input: size.sale?.priceCents,
      });
    if (fault === "dates")
      context.addIssue({
        code: "custom",
        path: ["sale", "endsAt"],
        message: "problem.saleEndsBeforeStart" satisfies CatalogImportKey,
        input: size.sale?.endsAt,
      });
  });

export const catalogFileProductSchema = z.looseObject({
  name: z.string().trim().min(1),
  description: z.string().default(""),
  description_es: descriptionEs,
  route: z.string().optional(),
  modal: z.boolean().default(false),
  featured: z.number().int().min(1).optional(),
  varietal: z.string().trim().min(1).optional(),
  wine_type: z.string().trim().min(1).optional(),
  sizes: z.array(catalogFileSizeSchema),
});

export const catalogFileBrandSchema = z.looseObject({
  brand: z.string().trim().min(1),
  products: z.array(catalogFileProductSchema),
});

export const catalogFileSubtypeSchema = z.looseObject({
  subtype: z.string().trim().min(1),
  description: z.string().default(""),
  description_es: descriptionEs,
  products: z.array(catalogFileBrandSchema),
});

export const catalogFileTypeSchema = z
  .looseObject({
    type: z.string().trim().min(1).optional(),
    name: z.string().trim().min(1).optional(),
    description: z.string().default(""),
    description_es: descriptionEs,
    subtypes: z.array(catalogFileSubtypeSchema),
  })
  .refine((type) => type.type ?? type.name, {
    message: "problem.typeName" satisfies CatalogImportKey,
  });

export const catalogFileSchema = z.looseObject({
  alcoholicBeverages: z.string().trim().min(1).default("Alcoholic Beverages"),
  types: z.array(catalogFileTypeSchema).min(1),
});

export type CatalogFile = z.output<typeof catalogFileSchema>;
export type CatalogFileType = z.output<typeof catalogFileTypeSchema>;
export type CatalogFileSubtype = z.output<typeof catalogFileSubtypeSchema>;
export type CatalogFileProduct = z.output<typeof catalogFileProductSchema>;
export type CatalogFileSize = z.output<typeof catalogFileSizeSchema>;

/** The input shape, used by the exporter so that what it writes is a valid file by construction. */
export type CatalogFileInput = z.input<typeof catalogFileSchema>;

export type CatalogFileParse =
  | { ok: true; file: CatalogFile }
  /** `problems` for the console to word; `errors`, the same in English, for tests and the command line. */
  | { ok: false; problems: CatalogImportText[]; errors: string[] };

/** Validates a parsed catalogue file; each problem names its place in the file ("types.0.subtypes.2…"). */
export function parseCatalogFile(json: unknown): CatalogFileParse {
  const parsed = catalogFileSchema.safeParse(json, { reportInput: true });
  if (parsed.success) return { ok: true, file: parsed.data };
  const problems = parsed.error.issues.map((issue) => problemOf(issue, pathOf(issue)));
  return { ok: false, problems, errors: problems.map(inEnglish) };
}

/**
 * A file read row by row (issue #31): a wrong value inside a product makes a bad row, named by
 * line, product and size, and the file is the rest; a wrong structure above the products (a type,
 * a subtype, a brand group, the file itself) still makes no catalogue.
 */
export type CatalogRowsParse =
  | { ok: true; file: CatalogFile; badRows: BadRow[] }
  | { ok: false; problems: CatalogImportText[]; badRows: BadRow[] };

export function parseCatalogRows(
  json: unknown,
  lineOf: (path: readonly PropertyKey[]) => number,
): CatalogRowsParse {
  const parsed = catalogFileSchema.safeParse(json, { reportInput: true });
  if (parsed.success) return { ok: true, file: parsed.data, badRows: [] };
  const badRows: BadRow[] = [];
  const rowIssues: z.core.$ZodIssue[] = [];
  const problems: CatalogImportText[] = [];
  for (const issue of parsed.error.issues) {
    const row = badRowOf(json, issue, problemOf, lineOf);
    if (row) {
      badRows.push(row);
      rowIssues.push(issue);
    } else problems.push(problemOf(issue, pathOf(issue)));
  }
  badRows.sort((a, b) => a.line - b.line);
  if (problems.length > 0) return { ok: false, problems, badRows };
  const rest = catalogFileSchema.safeParse(withoutBadRows(json, rowIssues), { reportInput: true });
  if (rest.success) return { ok: true, file: rest.data, badRows };
  return { ok: false, problems: rest.error.issues.map((issue) => problemOf(issue, pathOf(issue))), badRows };
}

function pathOf(issue: z.core.$ZodIssue): string {
  return issue.path.join(".") || "(file)";
}

/** A validation issue as a text the console words in its language: zod's own message is English. */
function problemOf(issue: z.core.$ZodIssue, path: string): CatalogImportText {
  const written = numberWrittenAsText(issue);
  if (written) return { key: written.key, values: { path, number: written.number } };
  return { key: problemKey(issue), values: { path, ...limits(issue) } };
}

/** A number the file writes as text, "19,99" or "20": what to write instead (19.99, 20). */
function numberWrittenAsText(issue: z.core.$ZodIssue): { key: CatalogImportKey; number: string } | null {
  if (issue.code !== "invalid_type" || issue.expected !== "number" || typeof issue.input !== "string")
    return null;
  const match = /^\s*(\d+)(?:([.,])(\d+))?\s*$/.exec(issue.input);
  if (!match) return null;
  const [, whole, mark, fraction] = match;
  const number = fraction === undefined ? String(whole) : `${whole}.${fraction}`;
  return { key: mark === "," ? "problem.decimalComma" : "problem.numberInQuotes", number };
}

function problemKey(issue: z.core.$ZodIssue): CatalogImportKey {
  if (isCatalogImportKey(issue.message)) return issue.message;
  if (issue.code === "invalid_type") {
    const key = `problem.expected.${issue.expected}`;
    return isCatalogImportKey(key) ? key : "problem.invalid";
  }
  if (issue.code === "too_small") {
    if (issue.origin === "string") return "problem.empty";
    if (issue.origin === "array") return "problem.itemsAtLeast";
    return issue.inclusive ? "problem.atLeast" : "problem.moreThan";
  }
  if (issue.code === "too_big") return "problem.atMost";
  return "problem.invalid";
}

function limits(issue: z.core.$ZodIssue): Record<string, number> {
  if (issue.code === "too_small") return { minimum: Number(issue.minimum) };
  if (issue.code === "too_big") return { maximum: Number(issue.maximum) };
  return {};
}
