// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
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
  style: [],
  subtype: [],
  brand: [brand("Bacardi", 9), brand("Havana Club", 4)],
  size: [],
  price: [],
  wineType: [],
  varietal: [],
  inStockCount: 13,
  leftOut: { type: 0, style: 0, subtype: 0, wineType: 0, varietal: 0, brand: 3, size: 0 },
};
const TAIL = [brand("Zacapa", 2), brand("Flor de Caña", 1), brand("Kraken", 1)];

function renderPanel(language: "en" | "es" = "en") {
  const query = parseCatalogQuery(new URLSearchParams("type=rum"));
  renderUnderRoot(() => <CatalogFacetPanel query={query} facets={FACETS} />, language);
}

async function openShowAll(name: RegExp) {
  const summary = await screen.findByText(name);
  const details = summary.closest("details")!;
  // jsdom fires the toggle event itself, as a task: firing another here asked twice at once.
  details.open = true;
  await waitFor(() => expect(fetch).toHaveBeenCalled());
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

describe("several values of a facet (issue #18)", () => {
  const ticked = (value: FacetValue): FacetValue => ({ ...value, selected: true });
  const facets: CatalogFacets = {
    ...FACETS,
    type: [
      { value: "rum", label: "Rum", count: 15, selected: true },
      { value: "vodka", label: "Vodka", count: 20, selected: false },
    ],
    brand: [ticked(brand("Bacardi", 9)), ticked(brand("Havana Club", 4)), brand("Kraken", 1)],
    size: [{ value: "750ml", label: "750ml", count: 12, selected: false }],
    leftOut: { ...FACETS.leftOut, brand: 2 },
  };
  const query = parseCatalogQuery(new URLSearchParams("type=rum&brand=Havana%20Club&brand=Bacardi&page=2"));

  function renderTicked(language: "en" | "es" = "en") {
    renderUnderRoot(() => <CatalogFacetPanel query={query} facets={facets} />, language);
  }

  it("a ticked value's link unticks only it; another's adds it beside the ticked ones, back at page 1", async () => {
    renderTicked();
    const brands = await screen.findByRole("region", { name: "Brand" });
    const link = (name: RegExp) => within(brands).getByRole("link", { name });
    expect(link(/^Bacardi/)).toHaveAttribute("aria-current", "true");
    expect(link(/^Bacardi/)).toHaveAccessibleName(/^Bacardi 9 ?products, applied; select to remove$/);
    expect(link(/^Bacardi/)).toHaveAttribute("href", "/catalog?type=rum&brand=Havana+Club");
    expect(link(/^Havana Club/)).toHaveAttribute("href", "/catalog?type=rum&brand=Bacardi");
    expect(link(/^Kraken/)).not.toHaveAttribute("aria-current");
    expect(link(/^Kraken/)).toHaveAttribute(
      "href",
      "/catalog?type=rum&brand=Bacardi&brand=Havana+Club&brand=Kraken",
    );
    const sizes = screen.getByRole("region", { name: "Size" });
    expect(within(sizes).getByRole("link", { name: /^750ml/ })).toHaveAttribute(
      "href",
      "/catalog?type=rum&brand=Bacardi&brand=Havana+Club&size=750ml",
    );
  });

  it("says which facets take several values; a type is one choice, and a new one keeps the brands", async () => {
    renderTicked("es");
    const brands = await screen.findByRole("region", { name: "Marca" });
    expect(brands).toHaveAccessibleDescription("Elija uno o más");
    expect(brands.querySelector("ul")).toHaveAttribute("data-choose", "any");
    const types = screen.getByRole("region", { name: "Tipo" });
    expect(types).not.toHaveAccessibleDescription();
    expect(types.querySelector("ul")).toHaveAttribute("data-choose", "one");
    expect(within(types).getByRole("link", { name: /^Vodka/ })).toHaveAttribute(
      "href",
      "/es/catalog?type=vodka&brand=Bacardi&brand=Havana+Club",
    );
    expect(within(types).getByRole("link", { name: /^Rum/ })).toHaveAttribute(
      "href",
      "/es/catalog?brand=Bacardi&brand=Havana+Club",
    );
  });

  it("Show all and the price form keep every ticked value", async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string) => {
        asked.push(url);
        return Promise.resolve(Response.json({ values: [brand("Zacapa", 2)] }));
      }),
    );
    renderTicked();
    const price = await screen.findByRole("region", { name: "Price" });
    const kept = [...price.querySelectorAll<HTMLInputElement>("input[type=hidden]")].map((input) => [
      input.name,
      input.value,
    ]);
    expect(kept).toEqual([
      ["type", "rum"],
      ["brand", "Bacardi"],
      ["brand", "Havana Club"],
    ]);
    const details = await openShowAll(/^Show all 5$/);
    expect(await within(details).findByRole("link", { name: /Zacapa/ })).toHaveAttribute(
      "href",
      "/catalog?type=rum&brand=Bacardi&brand=Havana+Club&brand=Zacapa",
    );
    expect(asked).toEqual(["/catalog/values?type=rum&brand=Bacardi&brand=Havana+Club&page=2&facet=brand"]);
  });
});
