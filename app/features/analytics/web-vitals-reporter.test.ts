// @vitest-environment jsdom
import type { MetricType } from "web-vitals";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** web-vitals, replaced by a switchboard: each test reports the metrics it wants. */
const observers = vi.hoisted(() => new Map<string, (metric: unknown) => void>());
const registrations = vi.hoisted((): string[] => []);
vi.mock("web-vitals", () => {
  const observe = (name: string) => (callback: (metric: unknown) => void) => {
    registrations.push(name);
    observers.set(name, callback);
  };
  return {
    onCLS: observe("CLS"),
    onFCP: observe("FCP"),
    onINP: observe("INP"),
    onLCP: observe("LCP"),
    onTTFB: observe("TTFB"),
  };
});

function measure(name: MetricType["name"], value: number, id = `v5-${name}`): void {
  observers.get(name)?.({
    name,
    value,
    rating: "good",
    id,
    delta: value,
    entries: [],
    navigationType: "navigate",
  });
}

function hidePage(): void {
  Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
}

async function sentBatches(sendBeacon: ReturnType<typeof vi.fn>): Promise<unknown[]> {
  return Promise.all(
    sendBeacon.mock.calls.map(async ([, blob]) => {
      expect((blob as Blob).type).toBe("application/json");
      return JSON.parse(await (blob as Blob).text());
    }),
  );
}

describe("web vitals, first-party (DESIGN §7 Analytics)", () => {
  let sendBeacon: ReturnType<typeof vi.fn>;
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(async () => {
    vi.resetModules();
    observers.clear();
    registrations.length = 0;
    window.history.replaceState(null, "", "/product/buchanans-12?size=750ml");
    sendBeacon = vi.fn(() => true);
    Object.defineProperty(navigator, "sendBeacon", { value: sendBeacon, configurable: true });
    fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetchMock);
    const { reportWebVitals } = await import("./web-vitals-reporter");
    reportWebVitals();
  });
  afterEach(() => {
    Reflect.deleteProperty(document, "visibilityState");
    vi.unstubAllGlobals();
  });

  it("sends every measured metric in one JSON beacon to /api/vitals when the page is hidden", async () => {
    measure("TTFB", 85.2);
    measure("FCP", 640);
    expect(sendBeacon).not.toHaveBeenCalled();
    measure("LCP", 1200);
    measure("CLS", 0.02);
    hidePage();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon.mock.calls[0]?.[0]).toBe("/api/vitals");
    const [batch] = await sentBatches(sendBeacon);
    expect(batch).toEqual(
      ["TTFB", "FCP", "LCP", "CLS"].map((name) =>
        expect.objectContaining({
          name,
          id: `v5-${name}`,
          navigationType: "navigate",
          path: "/product/buchanans-12",
        }),
      ),
    );
    expect(Object.keys((batch as object[])[0]!).sort()).toEqual(
      ["id", "name", "navigationType", "path", "rating", "value"].sort(),
    );
  });

  it("sends a later value of the same metric instead of the earlier one, and nothing twice", async () => {
    measure("CLS", 0.01);
    measure("CLS", 0.3);
    hidePage();
    hidePage();
    window.dispatchEvent(new Event("pagehide"));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(await sentBatches(sendBeacon)).toEqual([[expect.objectContaining({ name: "CLS", value: 0.3 })]]);
  });

  it("sends on pagehide too, and nothing when nothing was measured", async () => {
    window.dispatchEvent(new Event("pagehide"));
    expect(sendBeacon).not.toHaveBeenCalled();
    measure("INP", 120);
    window.dispatchEvent(new Event("pagehide"));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it("keeps the page's path: a later client-side route change is not a new page load", async () => {
    window.history.pushState(null, "", "/catalog");
    measure("INP", 80);
    hidePage();
    expect(await sentBatches(sendBeacon)).toEqual([
      [expect.objectContaining({ path: "/product/buchanans-12" })],
    ]);
  });

  it.each([
    ["refuses the beacon", () => false],
    [
      "throws",
      () => {
        throw new TypeError("sendBeacon is disabled");
      },
    ],
  ])("falls back to a keepalive JSON fetch when the browser %s", async (_case, beacon) => {
    sendBeacon.mockImplementation(beacon);
    measure("LCP", 900);
    hidePage();
    expect(fetchMock).toHaveBeenCalledWith("/api/vitals", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: expect.stringContaining('"name":"LCP"'),
      keepalive: true,
    });
  });

  it("swallows a failed fallback: statistics never bother the shopper", async () => {
    sendBeacon.mockReturnValue(false);
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    measure("LCP", 900);
    hidePage();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(error).not.toHaveBeenCalled();
  });

  it("observes the five metrics once per page life, however often it is started", async () => {
    const { reportWebVitals } = await import("./web-vitals-reporter");
    reportWebVitals();
    expect(registrations).toEqual(["CLS", "FCP", "INP", "LCP", "TTFB"]);
  });
});
