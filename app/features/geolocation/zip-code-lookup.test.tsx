// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const MIAMI = { coords: { latitude: 25.7617, longitude: -80.1918 } };
const GEOCODER_ANSWER = {
  status: "OK",
  results: [{ address_components: [{ long_name: "33130", short_name: "33130", types: ["postal_code"] }] }],
};

type Outcome = { grant: typeof MIAMI } | { deny: string };

/** A browser whose geolocation answers with `outcome`. */
function stubGeolocation(outcome: Outcome) {
  const getCurrentPosition = vi.fn(
    (success: PositionCallback, failure: PositionErrorCallback | null | undefined) => {
      if ("grant" in outcome) success(outcome.grant as GeolocationPosition);
      else failure?.({ code: 1, message: outcome.deny } as GeolocationPositionError);
    },
  );
  Object.defineProperty(navigator, "geolocation", { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

/** A fresh module per test: the lookup runs once per page life, and each test is a new page. */
async function renderLookup(props: { apiKey: string | null; enabled: boolean }) {
  const { ZipCodeLookup } = await import("./zip-code-lookup");
  const view = render(<ZipCodeLookup {...props} />);
  // The lookup's code is a dynamic import: it has run once that has arrived.
  await vi.dynamicImportSettled();
  return view;
}

describe("ZipCodeLookup (specification §7 row 2, §8 rows 2–4)", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let warn: ReturnType<typeof vi.spyOn>;
  let error: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
    fetchMock = vi.fn(async () => Response.json(GEOCODER_ANSWER));
    vi.stubGlobal("fetch", fetchMock);
    warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    error = vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("stores the postal code of the granted position as zipCode, and renders nothing", async () => {
    const ask = stubGeolocation({ grant: MIAMI });
    const { container } = await renderLookup({ apiKey: "test-key", enabled: true });
    await vi.waitFor(() => expect(localStorage.getItem("zipCode")).toBe("33130"));
    expect(ask).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]));
    expect(url.searchParams.get("latlng")).toBe("25.7617,-80.1918");
    expect(url.searchParams.get("key")).toBe("test-key");
    expect(container).toBeEmptyDOMElement();
    expect(error).not.toHaveBeenCalled();
  });

  it("waits for the age gate: nothing is asked while it is not passed", async () => {
    const ask = stubGeolocation({ grant: MIAMI });
    const view = await renderLookup({ apiKey: "test-key", enabled: false });
    expect(ask).not.toHaveBeenCalled();
    const { ZipCodeLookup } = await import("./zip-code-lookup");
    view.rerender(<ZipCodeLookup apiKey="test-key" enabled />);
    await vi.waitFor(() => expect(localStorage.getItem("zipCode")).toBe("33130"));
  });

  it("asks once per page life, however often it re-renders", async () => {
    const ask = stubGeolocation({ deny: "User denied Geolocation" });
    const view = await renderLookup({ apiKey: "test-key", enabled: true });
    const { ZipCodeLookup } = await import("./zip-code-lookup");
    view.rerender(<ZipCodeLookup apiKey="test-key" enabled={false} />);
    view.rerender(<ZipCodeLookup apiKey="test-key" enabled />);
    view.unmount();
    render(<ZipCodeLookup apiKey="test-key" enabled />);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it("does nothing when a zipCode is already stored", async () => {
    localStorage.setItem("zipCode", "33101");
    const ask = stubGeolocation({ grant: MIAMI });
    await renderLookup({ apiKey: "test-key", enabled: true });
    expect(ask).not.toHaveBeenCalled();
    expect(localStorage.getItem("zipCode")).toBe("33101");
  });

  it("without a key: a console warning, no position asked, no geocoding call", async () => {
    const ask = stubGeolocation({ grant: MIAMI });
    await renderLookup({ apiKey: null, enabled: true });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(ask).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it("a refused position is logged in Spanish, nothing stored, nothing fetched", async () => {
    stubGeolocation({ deny: "User denied Geolocation" });
    const { container } = await renderLookup({ apiKey: "test-key", enabled: true });
    expect(error).toHaveBeenCalledWith("Error al obtener la ubicación:", "User denied Geolocation");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem("zipCode")).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });

  it("a browser without geolocation is logged in Spanish and nothing breaks", async () => {
    Reflect.deleteProperty(navigator, "geolocation");
    expect("geolocation" in navigator).toBe(false);
    await renderLookup({ apiKey: "test-key", enabled: true });
    expect(error).toHaveBeenCalledWith("Error al obtener la ubicación:", expect.any(String));
    expect(localStorage.getItem("zipCode")).toBeNull();
  });

  it.each([
    ["a server error", () => new Response("", { status: 500, statusText: "Internal Server Error" })],
    ["malformed JSON", () => new Response("{", { status: 200 })],
    ["status ZERO_RESULTS", () => Response.json({ status: "ZERO_RESULTS", results: [] })],
    [
      "an invalid postal code",
      () =>
        Response.json({
          status: "OK",
          results: [{ address_components: [{ long_name: "ABCDE", types: ["postal_code"] }] }],
        }),
    ],
  ])("a geocoding failure (%s) is logged in Spanish and nothing is stored", async (_case, reply) => {
    fetchMock.mockImplementation(async () => reply());
    stubGeolocation({ grant: MIAMI });
    await renderLookup({ apiKey: "test-key", enabled: true });
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith("Error al obtener el código postal:", expect.any(String)),
    );
    expect(localStorage.getItem("zipCode")).toBeNull();
  });

  it("a network failure is logged in Spanish and nothing is stored", async () => {
    fetchMock.mockImplementation(async () => {
      throw new TypeError("Failed to fetch");
    });
    stubGeolocation({ grant: MIAMI });
    await renderLookup({ apiKey: "test-key", enabled: true });
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith("Error al obtener el código postal:", "Failed to fetch"),
    );
    expect(localStorage.getItem("zipCode")).toBeNull();
  });
});
