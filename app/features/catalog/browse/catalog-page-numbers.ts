/** A page's number, or a gap ("…") standing for the pages between two shown ones. */
export type PageNumber = number | "gap";

/** As many as a phone's row holds: the most a gap-free list shows. */
const ALL_SHOWN = 7;

/**
 * The page numbers a catalogue page links to: every one up to 7 pages; past that the first and the
 * last, the current one and one on each side, and a gap wherever pages are left out. A gap never
 * hides a single page: that page is shown instead, since it takes the same room.
 */
export function pageNumbers(page: number, pageCount: number): PageNumber[] {
  if (pageCount <= ALL_SHOWN) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...shown].sort((a, b) => a - b);
  const numbers: PageNumber[] = [];
  for (const [index, n] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous === 2) numbers.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) numbers.push("gap");
    numbers.push(n);
  }
  return numbers;
}
