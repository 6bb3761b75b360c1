import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchZipCode, GEOCODE_TIMEOUT_MS, geocodeUrl, zipCodeIn } from "./geocoder";

const MIAMI = { latitude: 25.7617, longitude: -80.1918 };

/** The shape Google's geocoder answers with, trimmed to what matters. */
function answer(components: unknown, extra: Record<string, unknown> = {}) {
  return {
    status: "OK",
    results: [
      { address_components: components, formatted_address: "Miami, FL 33130, USA" },
      { address_components: [{ long_name: "99999", types: ["postal_code"] }] },
    ],
    ...extra,
  };
}

const ZIP_33130 = [
  { long_name: "Miami", short_name: "Miami", types: ["locality", "political"] },
  { long_name: "33130", short_name: "33130", types: ["postal_code"] },
  { long_name: "United States", short_name: "US", types: ["country", "political"] },
];

describe("the ZIP code in a geocoder answer (specification §7: first result, postal_code, long name)", () => {
  it("takes the first result's postal_code long name", () => {
    expect(zipCodeIn(answer(ZIP_33130))).toBe("33130");
  });

  it("accepts ZIP+4", () => {
    expect(zipCodeIn(answer([{ long_name: "33130-1234", types: ["postal_code"] }]))).toBe("33130-1234");
  });

  it("ignores a postal_code_suffix and a prefix component", () => {
    const components = [
      { long_name: "331", types: ["postal_code_prefix"] },
      { long_name: "1234", types: ["postal_code_suffix"] },
      { long_name: "33130", types: ["postal_code"] },
    ];
    expect(zipCodeIn(answer(components))).toBe("33130");
  });

  it.each([
    ["not an object", "<html>", /respuesta no válida/],
    ["null", null, /respuesta no válida/],
    ["an array", [ZIP_33130], /respuesta no válida/],
    ["status ZERO_RESULTS", { status: "ZERO_RESULTS", results: [] }, /estado ZERO_RESULTS/],
    ["status REQUEST_DENIED", { status: "REQUEST_DENIED", error_message: "bad key" }, /REQUEST_DENIED/],
    ["a status that is not Google's", { status: "<script>alert(1)</script>" }, /estado desconocido/],
    ["a status that is an object", { status: { toString: "x" } }, /estado desconocido/],
    ["no results", { status: "OK", results: [] }, /sin resultados/],
    ["results not a list", { status: "OK", results: { 0: ZIP_33130 } }, /sin resultados/],
    ["a first result that is null", { status: "OK", results: [null] }, /sin resultados/],
    ["no address components", { status: "OK", results: [{}] }, /no tiene código postal/],
    ["components not a list", answer({ long_name: "33130", types: ["postal_code"] }), /no tiene código/],
    ["no postal_code component", answer(ZIP_33130.filter((c) => c.long_name !== "33130")), /no tiene/],
    ["types not a list", answer([{ long_name: "33130", types: "postal_code" }]), /no tiene código postal/],
    ["a long name that is a number", answer([{ long_name: 33130, types: ["postal_code"] }]), /no tiene/],
    ["a Canadian postcode", answer([{ long_name: "M5V 2T6", types: ["postal_code"] }]), /no válido/],
    ["four digits", answer([{ long_name: "3313", types: ["postal_code"] }]), /código postal no válido/],
    ["digits and a newline", answer([{ long_name: "33130\n", types: ["postal_code"] }]), /no válido/],
    ["markup", answer([{ long_name: "<img src=x onerror=alert(1)>", types: ["postal_code"] }]), /no válido/],
    ["a huge value", answer([{ long_name: "3".repeat(100_000), types: ["postal_code"] }]), /no válido/],
  ])("refuses %s", (_case, hostile, reason) => {
    expect(() => zipCodeIn(hostile)).toThrow(reason);
  });

  it("only searches the first result, even when a later one has a postal code", () => {
    expect(() => zipCodeIn(answer([]))).toThrow(/no tiene código postal/);
  });
});

describe("the geocoding call", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("sends latitude,longitude and the key, encoded", () => {
    const url = new URL(geocodeUrl(MIAMI, "k&y=1"));
    expect(url.origin + url.pathname).toBe("https://maps.googleapis.com/maps/api/geocode/json");
    expect(url.searchParams.get("latlng")).toBe("25.7617,-80.1918");
    expect(url.searchParams.get("key")).toBe("k&y=1");
    expect([...url.searchParams.keys()]).toEqual(["latlng", "key"]);
  });

  it("resolves with the ZIP code of a good answer", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json(answer(ZIP_33130))),
    );
    await expect(fetchZipCode(MIAMI, "test-key")).resolves.toBe("33130");
  });

  it("rejects a non-OK answer with its status", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("oops", { status: 500, statusText: "Internal Server Error" })),
    );
    await expect(fetchZipCode(MIAMI, "test-key")).rejects.toThrow("respuesta 500 Internal Server Error");
  });

  it("rejects malformed JSON", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{not json", { status: 200 })),
    );
    await expect(fetchZipCode(MIAMI, "test-key")).rejects.toThrow(SyntaxError);
  });

  it("rejects a network failure", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await expect(fetchZipCode(MIAMI, "test-key")).rejects.toThrow("Failed to fetch");
  });

  it(`gives up after ${GEOCODE_TIMEOUT_MS / 1000} s when the geocoder never answers`, async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
          ),
      ),
    );
    const lookup = fetchZipCode(MIAMI, "test-key");
    const outcome = expect(lookup).rejects.toThrow("el geocodificador no respondió a tiempo");
    await vi.advanceTimersByTimeAsync(GEOCODE_TIMEOUT_MS);
    await outcome;
  });
});
