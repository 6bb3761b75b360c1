/** Money is integer cents inside the program; dollars appear only at the edges. */

/** Dollars as written in a catalogue file or the products API (at most 2 decimals) to integer cents. */
export function dollarsToCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not a price: ${dollars}`);
  // Round away binary noise (19.99 * 100 = 1998.9999999999998).
  return Math.round(dollars * 100);
}

/** Integer cents to dollars with 2 decimals, for the catalogue file format and the products API. */
export function centsToDollars(cents: number): number {
  assertCents(cents);
  return cents / 100;
}

/** "$1,234.50" for a person to read. */
export function formatCents(cents: number, locale = "en-US"): string {
  assertCents(cents);
  return dollarFormat(locale, 2).format(cents / 100);
}

/** "$20" for whole dollars, "$19.50" otherwise: ranges read as round amounts. */
export function formatWholeOrCents(cents: number, locale = "en-US"): string {
  assertCents(cents);
  return dollarFormat(locale, cents % 100 === 0 ? 0 : 2).format(cents / 100);
}

// Building a number format costs far more than using one: a page shows dozens of prices.
const dollarFormats = new Map<string, Intl.NumberFormat>();

function dollarFormat(locale: string, minimumFractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${locale} ${minimumFractionDigits}`;
  let format = dollarFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency: "USD", minimumFractionDigits });
    dollarFormats.set(key, format);
  }
  return format;
}

/** True when a dollar amount has more than 2 decimals (a data error the importer reports). */
export function hasFractionOfCent(dollars: number): boolean {
  return Math.abs(dollars * 100 - Math.round(dollars * 100)) > 1e-6;
}

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be an integer: ${cents}`);
}

/**
 * A price a person typed ("12", "12.5", "$1,299.99") to integer cents, read as text so no binary
 * fraction can creep in; null when it is not a plain dollar amount.
 */
export function typedDollarsToCents(text: string): number | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match?.[1]) return null;
  const cents = Number(match[1].replaceAll(",", "")) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents as a person types dollars: 1250 → "12.50". */
export function centsToTypedDollars(cents: number): string {
  assertCents(cents);
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}
