/**
 * The ids of every size on sale, once this page has loaded the product list; null before. Apart from
 * the list's loader so the header's badge can read it without fetching the loader on every page.
 */
let listedSizeIds: ReadonlySet<string> | null = null;
const listeners = new Set<() => void>();

export function listedSizes(): ReadonlySet<string> | null {
  return listedSizeIds;
}

export function setListedSizes(sizeIds: ReadonlySet<string>): void {
  listedSizeIds = sizeIds;
  for (const listener of listeners) listener();
}

/** Calls back when the product list arrives (the cart badge then counts only sizes on sale). */
export function onListedSizes(callback: () => void): () => void {
  listeners.add(callback);
  return () => listeners.delete(callback);
}
