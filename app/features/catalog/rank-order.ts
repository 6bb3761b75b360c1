/** Orders by the first place two ranks differ, lowest first: [0, 5] before [1, 0]. */
export function compareRanks(a: readonly number[], b: readonly number[]): number {
  for (const [index, value] of a.entries()) {
    const other = b[index];
    if (other !== undefined && value !== other) return value - other;
  }
  return 0;
}
