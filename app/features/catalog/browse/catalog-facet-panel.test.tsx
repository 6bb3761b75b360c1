// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderUnderRoot } from "../../../../tests/fixtures/root-route";
import { CatalogFacetPanel } from "./catalog-facet-panel";
import type { CatalogFacets, FacetValue } from "./catalog-facets";
import { parseCatalogQuery } from "./catalog-query";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const brand = (name: string, count: number): FacetValue => ({
  value: name,
  label: name,
  count,
  selected: false,
});

/** A page's facets: two brands held, three left out. */
const FACETS: CatalogFacets = {
  type: [],
  subtype: [],
  brand: [brand("Bacardi", 9), brand("Havana Club", 4)],
  size: [],
  price: [],
  wineType: [],
  varietal: [],
  inStockCount: 13,
  leftOut: { type: 0, subtype: 0, wineType: 0, varietal: 0, brand: 3, size: 0 },
};
const TAIL = [brand("Zacapa", 2), brand("Flor de Caña", 1), brand("Kraken", 1)];

function renderPanel(language: "en" | "es" = "en") {
  const query = parseCatalogQuery(new URLSearchParams("type=rum"));
  renderUnderRoot(() => <CatalogFacetPanel query={query} facets={FACETS} />, language);
}

async function openShowAll(name: RegExp) {
  const summary = await screen.findByText(name);
  const details = summary.closest("details")!;
  details.open = true;
  fireEvent(details, new Event("toggle"));
  return details;
}

describe("a facet's long tail (issue #17)", () => {
  it("is asked for only once Show all is opened, with the page's query, and listed as links", async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string) => {
        asked.push(url);
        return Promise.resolve(Response.json({ values: TAIL }));
      }),
    );
    renderPanel();
    const section = await screen.findByRole("region", { name: "Brand" });
    expect(within(section).getAllByRole("link")).toHaveLength(2);
    expect(asked).toEqual([]);
    const details = await openShowAll(/^Show all 5$/);
    expect(await within(details).findByRole("link", { name: /Zacapa/ })).toHaveAttribute(
      "href",
      "/catalog?type=rum&brand=Zacapa",
    );
    expect(within(section).getAllByRole("link")).toHaveLength(5);
    expect(asked).toEqual(["/catalog/values?type=rum&facet=brand"]);
  });

  it("says when it could not be loaded, and Try again asks again", async () => {
    const answers = [
      () => Promise.reject(new TypeError("network")),
      () => Promise.resolve(new Response("oops", { status: 500 })),
      () => Promise.resolve(Response.json({ values: [{ value: "x" }] })),
      () => Promise.resolve(Response.json({ values: TAIL })),
    ];
    vi.stubGlobal(
      "fetch",
      vi.fn(() => answers.shift()!()),
    );
    renderPanel("es");
    const details = await openShowAll(/^Ver todos \(5\)$/);
    // A failed download, a server error and an answer of the wrong shape each say so.
    for (let failure = 0; failure < 3; failure++) {
      expect(await within(details).findByText("No pudimos cargar el resto.")).toBeInTheDocument();
      fireEvent.click(within(details).getByRole("button", { name: "Intentar de nuevo" }));
    }
    expect(await within(details).findByRole("link", { name: /Kraken/ })).toHaveAttribute(
      "href",
      "/es/catalog?type=rum&brand=Kraken",
    );
    expect(within(details).queryByText("No pudimos cargar el resto.")).toBeNull();
  });

  it("lists a value once when the answer, from a newer catalogue, holds one the page shows", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(Response.json({ values: [brand("Havana Club", 4), ...TAIL] }))),
    );
    renderPanel();
    const section = await screen.findByRole("region", { name: "Brand" });
    const details = await openShowAll(/^Show all 5$/);
    await within(details).findByRole("link", { name: /Kraken/ });
    expect(within(section).getAllByRole("link", { name: /Havana Club/ })).toHaveLength(1);
    expect(within(section).getAllByRole("link")).toHaveLength(5);
  });
});
