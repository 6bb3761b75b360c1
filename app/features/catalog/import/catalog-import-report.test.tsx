// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderUnderRoot } from "../../../../tests/fixtures/root-route";
import type { Language } from "~/i18n/language";
import { parseCatalogFile } from "./catalog-file";
import { CatalogImportRefusalView, CatalogImportReportView } from "./catalog-import-report";
import type { CatalogImportRefusal, CatalogImportReport } from "./catalog-upload";
import { normalizeCatalog, quirkSummary } from "./normalize-catalog";

afterEach(cleanup);

const sizes = [{ id: "1", size: "750ml", price: 20 }];

/** A rum catalogue with the given products, as a file holds it. */
function rumFile(products: unknown[]) {
  return { types: [{ type: "rum", subtypes: [{ subtype: "gold", products: [{ brand: "X", products }] }] }] };
}

/** The refusal the server answers for a file with a nameless product and a price written as text. */
function refusalOfBrokenFile(): CatalogImportRefusal {
  const parsed = parseCatalogFile(rumFile([{ name: "", sizes: [{ size: "750ml", price: "20" }] }]));
  if (parsed.ok) throw new Error("the broken file was accepted");
  return {
    ok: false,
    status: 422,
    error: { key: "file.not-catalogue", values: { file: "ron.json" } },
    problems: parsed.problems,
    moreProblems: 0,
  };
}

/** A dry run's report of a file with one product named twice (a duplicate route repaired). */
function reportOfRepairedFile(applied: boolean): CatalogImportReport {
  const parsed = parseCatalogFile(
    rumFile([
      { name: "Bacardi Gold", route: "bacardi", sizes },
      { name: "Bacardi Oro", route: "bacardi", sizes },
    ]),
  );
  if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
  const { report } = normalizeCatalog(parsed.file);
  return {
    ok: true,
    applied,
    fileName: "ron.json",
    sha256: "ab".repeat(32),
    totals: report.totals,
    quirks: quirkSummary(report),
    changes: {
      productsAdded: 1250,
      productsUpdated: 1,
      productsRetired: 0,
      sizesAdded: 2,
      sizesUpdated: 0,
      sizesRetired: 0,
      typesChanged: true,
      redirectsAdded: 0,
    },
    changed: true,
    shelves: [],
    featuredFrom: "console",
  };
}

function renderIn(language: Language, view: () => React.ReactNode) {
  renderUnderRoot(() => <>{view()}</>, language);
}

describe("the catalogue import screen's server answers, written in the console's language", () => {
  it("a refused file: its headline and each problem with its place in the file, in English", async () => {
    renderIn("en", () => <CatalogImportRefusalView refusal={refusalOfBrokenFile()} />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("ron.json is not a valid catalogue file.");
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "types.0.subtypes.0.products.0.products.0.name: is empty",
      "types.0.subtypes.0.products.0.products.0.sizes.0.price: should be a number",
    ]);
  });

  it("the same refusal in Spanish", async () => {
    renderIn("es", () => <CatalogImportRefusalView refusal={refusalOfBrokenFile()} />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("ron.json no es un archivo de catálogo válido.");
    expect(alert).toHaveTextContent("Qué está mal:");
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "types.0.subtypes.0.products.0.products.0.name: está vacío",
      "types.0.subtypes.0.products.0.products.0.sizes.0.price: debe ser un número",
    ]);
  });

  it("an applied import's description, and a repair with its example, in Spanish", async () => {
    renderIn("es", () => <CatalogImportReportView report={reportOfRepairedFile(true)} />);
    expect(await screen.findByRole("heading", { level: 2 })).toHaveTextContent("Aplicado: ron.json");
    expect(screen.getByRole("status")).toHaveTextContent(
      "Aplicado: productos: 1,250 añadidos, 1 actualizados, 0 retirados; tamaños: 2 añadidos, 0 actualizados, 0 retirados; tipos cambiados; 0 redirecciones de rutas añadidas.",
    );
    const repair = document.querySelector("tr[data-quirk=route-duplicate]");
    expect(repair).toHaveTextContent("ruta ya usada por un producto anterior (se añadió un sufijo)");
    expect(repair).toHaveTextContent("bacardi-2: bacardi ya está usada");
  });

  it("the dry run of the same file in English reads as before", async () => {
    renderIn("en", () => <CatalogImportReportView report={reportOfRepairedFile(false)} />);
    expect(await screen.findByRole("heading", { level: 2 })).toHaveTextContent("Dry run: ron.json");
    expect(screen.getByText(/^Nothing has been written\./)).toHaveTextContent(
      "Nothing has been written. Applying this file would make the changes below.",
    );
    expect(document.querySelector("tr[data-quirk=route-duplicate]")).toHaveTextContent(
      "bacardi-2: bacardi is taken",
    );
  });
});
