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
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "USD",
  }).format(cents / 100);
}

/** True when a dollar amount has more than 2 decimals (a data error the importer reports). */
export function hasFractionOfCent(dollars: number): boolean {
  return Math.abs(dollars * 100 - Math.round(dollars * 100)) > 1e-6;
}

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be an integer: ${cents}`);
}
