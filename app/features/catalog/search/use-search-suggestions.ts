import { useEffect, useState } from "react";
import { MAX_SUGGESTIONS, suggestionsIn, type SearchAnswer } from "./suggestions";

/** Typing pauses this long before the store is asked, so a quick typist sends one request, not five. */
export const SUGGESTION_DELAY_MS = 150;

/**
 * The suggestions for `query` (null: none wanted). A newer query cancels the older one's timer and
 * aborts its request; until its answer arrives the previous one stays, so the list does not flicker.
 * A failed request gives null: no list, and Enter still searches the catalogue.
 */
export function useSearchSuggestions(query: string | null): SearchAnswer | null {
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);

  useEffect(() => {
    if (query === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void fetchSuggestions(query, controller.signal).then((results) => {
        if (!controller.signal.aborted) setAnswer(results && { query, results });
      });
    }, SUGGESTION_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  return query === null ? null : answer;
}

async function fetchSuggestions(query: string, signal: AbortSignal) {
  const params = new URLSearchParams({ q: query, limit: String(MAX_SUGGESTIONS) });
  try {
    const response = await fetch(`/api/search?${params}`, {
      signal,
      headers: { Accept: "application/json" },
    });
    return response.ok ? suggestionsIn(await response.json()) : null;
  } catch {
    // Offline, aborted by a newer query, or not JSON: suggestions are a convenience, never an error.
    return null;
  }
}
