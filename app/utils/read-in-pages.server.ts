/**
 * Every row a keyset query gives, `rowsPerPage` at a time in key order (the primary key's index:
 * no sort of the whole table per page), pausing between pages so a large table never holds the
 * event loop in one read.
 */
export async function readInPages<Key, Row extends { id: Key }>(
  rowsPerPage: number,
  pause: () => Promise<void>,
  page: (after: Key | null) => Promise<Row[]>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let after: Key | null = null; ;) {
    const read = await page(after);
    rows.push(...read);
    if (read.length < rowsPerPage) return rows;
    after = read[read.length - 1]!.id;
    await pause();
  }
}
