import { describe, expect, it } from "vitest";
import { testProduct } from "../../../../tests/fixtures/catalog-products";
import { productBreadcrumbs } from "./breadcrumbs";
import type { CatalogType } from "../catalog-model";
import { parseCatalogQuery } from "./catalog-query";

const types: CatalogType[] = [
  {
    slug: "rum",
    name: "Rum",
    description: "",
    descriptionEs: null,
    position: 0,
    subtypes: [
      {
        typeSlug: "rum",
        slug: "puerto-rico",
        name: "Puerto Rican",
        description: "",
        descriptionEs: null,
        position: 0,
      },
    ],
  },
];

describe("product breadcrumbs", () => {
  const product = testProduct({
    route: "don-q-gold",
    name: "Don Q Gold",
    brand: "Don Q & Sons",
    typeSlug: "rum",
    subtypeSlug: "puerto-rico",
  });

  it("runs type › subtype › brand › product, with the catalogue's names", () => {
    expect(productBreadcrumbs(product, types, "en").map((crumb) => crumb.name)).toEqual([
      "Rum",
      "Puerto Rican",
      "Don Q & Sons",
      "Don Q Gold",
    ]);
  });

  it("in Spanish names type and subtype in Spanish, never the brand or the product", () => {
    expect(productBreadcrumbs(product, types, "es").map((crumb) => crumb.name)).toEqual([
      "Ron",
      "Puertorriqueño",
      "Don Q & Sons",
      "Don Q Gold",
    ]);
    // The same steps, at their Spanish addresses.
    expect(productBreadcrumbs(product, types, "es").map((crumb) => crumb.path)).toEqual(
      productBreadcrumbs(product, types, "en").map((crumb) => `/es${crumb.path}`),
    );
  });

  it("links each step to the catalogue filter the catalogue page reads, the last to the product", () => {
    const [type, subtype, brand, self] = productBreadcrumbs(product, types, "en").map((crumb) => crumb.path);
    const query = (path: string) => parseCatalogQuery(new URL(path, "http://store").searchParams);
    expect(query(type!)).toMatchObject({ type: "rum", subtype: [], brand: [] });
    expect(query(subtype!)).toMatchObject({ type: "rum", subtype: ["puerto-rico"], brand: [] });
    expect(query(brand!)).toMatchObject({ type: "rum", subtype: ["puerto-rico"], brand: ["Don Q & Sons"] });
    expect(self).toBe("/product/don-q-gold");
  });

  it("names a type or subtype missing from the list after its slug", () => {
    for (const language of ["en", "es"] as const) {
      const names = productBreadcrumbs(
        testProduct({ typeSlug: "sake", subtypeSlug: "junmai-daiginjo" }),
        types,
        language,
      );
      expect(names.slice(0, 2).map((crumb) => crumb.name)).toEqual(["Sake", "Junmai Daiginjo"]);
    }
  });
});
