/** What an import changed, or would change on a dry run. */
export interface CatalogChanges {
  productsAdded: number;
  productsUpdated: number;
  productsRetired: number;
  sizesAdded: number;
  sizesUpdated: number;
  sizesRetired: number;
  typesChanged: boolean;
  redirectsAdded: number;
}

export function hasChanges(changes: CatalogChanges): boolean {
  return Object.values(changes).some((value) => value === true || (typeof value === "number" && value > 0));
}

/** "products: 3 added, 1 updated, 0 retired; sizes: …; types unchanged; 0 route redirects added". */
export function summarizeChanges(changes: CatalogChanges): string {
  return [
    `products: ${changes.productsAdded} added, ${changes.productsUpdated} updated, ${changes.productsRetired} retired`,
    `sizes: ${changes.sizesAdded} added, ${changes.sizesUpdated} updated, ${changes.sizesRetired} retired`,
    `types ${changes.typesChanged ? "changed" : "unchanged"}`,
    `${changes.redirectsAdded} route redirects added`,
  ].join("; ");
}

/** One line on what an import changed or would change, as the CLI prints it. */
export function describeChanges(changes: CatalogChanges, dryRun: boolean): string {
  if (!hasChanges(changes)) return dryRun ? "Dry run: no changes." : "No changes.";
  return `${dryRun ? "Dry run, nothing written. Would change" : "Changed"}: ${summarizeChanges(changes)}.`;
}
