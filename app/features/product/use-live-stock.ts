import { useCallback, useEffect, useState } from "react";
import { liveStockUrl, readLiveStock } from "~/features/catalog";

/** Stock per size id, as the server has it now. */
export type StockNow = ReadonlyMap<string, number | null>;

/**
 * The product's stock asked for once the page is in the browser, and again whenever the shopper
 * comes back to the tab, or when the page has heard that it moved (`askAgain`): the page may have
 * come from a shared cache (decision 0031). Until it answers, or if it cannot, the page shows the
 * stock it was rendered with.
 */
export function useLiveStock(route: string): [StockNow | null, askAgain: () => void] {
  const [stock, setStock] = useState<{ route: string; levels: StockNow } | null>(null);
  const [asked, setAsked] = useState(0);
  const askAgain = useCallback(() => setAsked((count) => count + 1), []);
  useEffect(() => {
    let asking: AbortController | null = null;
    const ask = () => {
      if (document.visibilityState !== "visible") return;
      asking?.abort();
      asking = new AbortController();
      fetch(liveStockUrl(route), { signal: asking.signal, headers: { Accept: "application/json" } })
        .then((response) => (response.ok ? response.json() : null))
        .then((answer: unknown) => {
          const live = readLiveStock(answer, route);
          if (live) setStock({ route, levels: new Map(live.sizes.map((size) => [size.id, size.inventory])) });
        })
        // Offline, aborted or refused: the rendered stock stands.
        .catch(() => {});
    };
    ask();
    document.addEventListener("visibilitychange", ask);
    return () => {
      document.removeEventListener("visibilitychange", ask);
      asking?.abort();
    };
  }, [route, asked]);
  return [stock?.route === route ? stock.levels : null, askAgain];
}

/** A size's stock: live when the server has said, else as the page was rendered. */
export function stockOf(
  size: { id: string; inventory: number | null },
  live: StockNow | null,
): number | null {
  const now = live?.get(size.id);
  return now === undefined ? size.inventory : now;
}
