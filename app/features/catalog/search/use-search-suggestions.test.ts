// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SUGGESTION_DELAY_MS, useSearchSuggestions } from "./use-search-suggestions";

const result = (route: string) => ({
  route,
  name: route,
  brand: "B",
  type: "rum",
  img: "a.webp",
  priceFrom: 10,
});

/** The browser's fetch, answering each query with one result named after it (or as `answer` says). */
function stubFetch(
  answer: (query: string) => Promise<Response> = async (query) =>
    Response.json({ query, results: [result(query)] }),
) {
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const query = new URL(url, "http://store.test").searchParams.get("q")!;
    const response = await answer(query);
    init.signal?.throwIfAborted();
    return response;
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function render(query: string | null) {
  return renderHook(({ query }) => useSearchSuggestions(query), { initialProps: { query } });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("useSearchSuggestions", () => {
  it("asks once typing pauses, for at most six suggestions", async () => {
    const fetch = stubFetch();
    const { result: hook, rerender } = render("ja");
    rerender({ query: "jam" });
    rerender({ query: "jame" });
    await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_DELAY_MS - 1));
    expect(fetch).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe("/api/search?q=jame&limit=6");
    expect(hook.current).toEqual({ query: "jame", results: [result("jame")] });
  });

  it("aborts the earlier request when the text changes, and never shows its late answer", async () => {
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    const fetch = stubFetch(async (query) => {
      if (query === "ron") await firstHeld;
      return Response.json({ query, results: [result(query)] });
    });
    const { result: hook, rerender } = render("ron");
    await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_DELAY_MS));
    const firstSignal = fetch.mock.calls[0]![1].signal!;
    rerender({ query: "rum" });
    expect(firstSignal.aborted).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_DELAY_MS));
    releaseFirst();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(hook.current).toEqual({ query: "rum", results: [result("rum")] });
  });

  it("keeps the last answer while the next is on its way, and has none below two characters", async () => {
    stubFetch();
    const { result: hook, rerender } = render("gin");
    await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_DELAY_MS));
    rerender({ query: "gine" });
    expect(hook.current?.query).toBe("gin");
    rerender({ query: null });
    expect(hook.current).toBeNull();
  });

  it("gives no suggestions, and no error, when the request fails or is refused", async () => {
    const errors = vi.spyOn(console, "error");
    for (const failure of [
      () => Promise.reject(new TypeError("Failed to fetch")),
      async () => Response.json({ error: "invalid_query" }, { status: 400 }),
      async () => new Response("<html>proxy error</html>", { status: 200 }),
    ]) {
      stubFetch(async (query) => (query === "tequila" ? failure() : Response.json({ query, results: [] })));
      const { result: hook, rerender, unmount } = render("teq");
      await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_DELAY_MS));
      expect(hook.current).toEqual({ query: "teq", results: [] });
      rerender({ query: "tequila" });
      await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_DELAY_MS));
      expect(hook.current).toBeNull();
      unmount();
    }
    expect(errors).not.toHaveBeenCalled();
  });
});
