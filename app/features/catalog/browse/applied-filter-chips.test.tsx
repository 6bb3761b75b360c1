// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderUnderRoot } from "../../../../tests/fixtures/root-route";
import { AppliedFilterChips } from "./applied-filter-chips";
import type { CatalogFacets } from "./catalog-facets";
import { parseCatalogQuery } from "./catalog-query";

afterEach(cleanup);

const FACETS: CatalogFacets = {
  type: [],
  style: [],
  subtype: [],
  brand: [],
  size: [],
  price: [],
  wineType: [
    { value: "Vino Tinto", label: "Vino tinto", count: 30, selected: true },
    { value: "Rosado", label: "Rosado", count: 4, selected: true },
  ],
  varietal: [],
  inStockCount: 0,
  leftOut: { type: 0, style: 0, subtype: 0, wineType: 0, varietal: 0, brand: 0, size: 0 },
};

describe("applied-filter chips (issue #18)", () => {
  it("one chip per ticked value, each removing only its value; Clear all removes them all", async () => {
    const query = parseCatalogQuery(
      new URLSearchParams("search=rioja&wineType=Vino%20Tinto&wineType=Rosado&size=750ml&size=1.5L&page=3"),
    );
    renderUnderRoot(() => <AppliedFilterChips query={query} facets={FACETS} />, "es");
    const chips = await screen.findByRole("navigation", { name: "Filtros aplicados" });
    const links = within(chips).getAllByRole("link");
    expect(
      links.map((link) => [link.getAttribute("aria-label") ?? link.textContent, link.getAttribute("href")]),
    ).toEqual([
      [
        "Quitar filtro: Tipo de vino: Rosado",
        "/es/catalog?search=rioja&size=1.5L&size=750ml&wineType=Vino+Tinto",
      ],
      [
        "Quitar filtro: Tipo de vino: Vino tinto",
        "/es/catalog?search=rioja&size=1.5L&size=750ml&wineType=Rosado",
      ],
      [
        "Quitar filtro: Tamaño: 1.5L",
        "/es/catalog?search=rioja&size=750ml&wineType=Rosado&wineType=Vino+Tinto",
      ],
      [
        "Quitar filtro: Tamaño: 750ml",
        "/es/catalog?search=rioja&size=1.5L&wineType=Rosado&wineType=Vino+Tinto",
      ],
      ["Quitar todos", "/es/catalog?search=rioja"],
    ]);
  });
});
