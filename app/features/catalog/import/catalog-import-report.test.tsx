// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { COMMA_PRICE } from "../../../../tests/fixtures/bad-rows";
import { renderUnderRoot } from "../../../../tests/fixtures/root-route";
import type { Language } from "~/i18n/language";
import { parseCatalogFile, parseCatalogRows } from "./catalog-file";
import { CatalogImportPage } from "./catalog-import-page";
import { CatalogImportRefusalView, CatalogImportReportView } from "./catalog-import-report";
import type { CatalogImportRefusal, CatalogImportReport } from "./catalog-upload";
import { jsonLineFinder } from "./json-lines";
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
    badRows: [],
    moreBadRows: 0,
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
    badRows: [],
    moreBadRows: 0,
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
      "types.0.subtypes.0.products.0.products.0.sizes.0.price: should be a number: write 20, without quotes",
    ]);
  });

  it("the same refusal in Spanish", async () => {
    renderIn("es", () => <CatalogImportRefusalView refusal={refusalOfBrokenFile()} />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("ron.json no es un archivo de catálogo válido.");
    expect(alert).toHaveTextContent("Qué está mal:");
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "types.0.subtypes.0.products.0.products.0.name: está vacío",
      "types.0.subtypes.0.products.0.products.0.sizes.0.price: debe ser un número: escriba 20, sin comillas",
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

/** The dry run of a file whose one bad row is a price typed "19,99" on line 21 (issue #31, finding 11). */
function reportOfCommaPrice(): CatalogImportReport {
  const parsed = parseCatalogRows(JSON.parse(COMMA_PRICE), jsonLineFinder(COMMA_PRICE));
  if (!parsed.ok) throw new Error("refused");
  const { report } = normalizeCatalog(parsed.file);
  return {
    ...reportOfRepairedFile(false),
    fileName: "tequila.json",
    totals: report.totals,
    quirks: quirkSummary(report),
    badRows: parsed.badRows,
    moreBadRows: 0,
  };
}

/** The table of rows that cannot be read: each row's cells. */
function badRowCells(): string[][] {
  const table = screen.getByRole("table", { name: /cannot be read|no se pueden leer/ });
  return [...table.querySelectorAll("tbody tr")].map((row) =>
    [...row.querySelectorAll("th, td")].map((cell) => cell.textContent ?? ""),
  );
}

describe("a file with bad rows: the dry run lists them beside its report, and apply is refused (issue #31)", () => {
  it("names each bad row's line, product, size and what is wrong, in English", async () => {
    renderIn("en", () => <CatalogImportReportView report={reportOfCommaPrice()} />);
    expect(await screen.findByRole("heading", { name: "Rows that cannot be read" })).toBeVisible();
    expect(badRowCells()).toEqual([
      [
        "21",
        "Patron Silver (patron-silver)",
        "1L",
        'price: should be a number: write 19.99, with a decimal point and no quotes (the file has "19,99")',
      ],
    ]);
    expect(screen.getAllByRole("alert")[0]).toHaveTextContent(
      "1 row of this file cannot be read (below). The check left it out",
    );
    // The good rows' report is there as ever.
    expect(screen.getByRole("heading", { name: "What the file holds" })).toBeVisible();
  });

  it("the same in Spanish", async () => {
    renderIn("es", () => <CatalogImportReportView report={reportOfCommaPrice()} />);
    expect(await screen.findByRole("heading", { name: "Filas que no se pueden leer" })).toBeVisible();
    expect(badRowCells()).toEqual([
      [
        "21",
        "Patron Silver (patron-silver)",
        "1L",
        'price: debe ser un número: escriba 19.99, con punto decimal y sin comillas (el archivo tiene "19,99")',
      ],
    ]);
    expect(screen.getAllByRole("alert")[0]).toHaveTextContent("1 fila de este archivo no se puede leer");
  });

  it("offers no Apply for a file with bad rows, and does for one without", async () => {
    const report = reportOfCommaPrice();
    renderIn("en", () => <CatalogImportPage imports={[]} answer={report} />);
    expect(await screen.findByRole("button", { name: "Check file (dry run)" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Apply this catalogue" })).toBeNull();
    cleanup();
    renderIn("en", () => <CatalogImportPage imports={[]} answer={{ ...report, badRows: [] }} />);
    expect(await screen.findByRole("button", { name: "Apply this catalogue" })).toBeVisible();
  });

  it("an apply refused for bad rows names them, in Spanish", async () => {
    const { badRows } = reportOfCommaPrice();
    const refusal: CatalogImportRefusal = {
      ok: false,
      status: 422,
      error: { key: "refusal.badRows", values: { file: "tequila.json", count: 1 } },
      problems: [],
      moreProblems: 0,
      badRows,
      moreBadRows: 0,
    };
    renderIn("es", () => <CatalogImportRefusalView refusal={refusal} />);
    expect((await screen.findAllByRole("alert"))[0]).toHaveTextContent(
      "tequila.json no se aplicó: 1 fila no se puede leer. No se cambió nada.",
    );
    expect(badRowCells()[0]?.slice(0, 3)).toEqual(["21", "Patron Silver (patron-silver)", "1L"]);
  });
});

describe("a near-copy description in the report (issue #31)", () => {
  const aged = (name: string) => `${name} is aged for eight months in American white-oak barrels.`;
  function reportOfNearCopy(): CatalogImportReport {
    const parsed = parseCatalogFile({
      types: [
        {
          type: "tequila",
          subtypes: [
            {
              subtype: "reposado",
              products: ["Patron", "Espolon"].map((brand) => ({
                brand,
                products: [{ name: `${brand} Reposado`, description: aged(`${brand} Reposado`), sizes }],
              })),
            },
          ],
        },
      ],
    });
    if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
    const { report } = normalizeCatalog(parsed.file);
    return { ...reportOfRepairedFile(false), totals: report.totals, quirks: quirkSummary(report) };
  }

  for (const [language, kind, example] of [
    [
      "en",
      "description nearly the same as another product's: only the names differ",
      "espolon-reposado: description nearly the same as patron-reposado",
    ],
    [
      "es",
      "descripción casi igual a la de otro producto: solo cambian los nombres",
      "espolon-reposado: descripción casi igual a la de patron-reposado",
    ],
  ] as const)
    it(`names the product it nearly copies, in ${language === "en" ? "English" : "Spanish"}`, async () => {
      renderIn(language, () => <CatalogImportReportView report={reportOfNearCopy()} />);
      await screen.findByRole("heading", { level: 2 });
      const row = document.querySelector("tr[data-quirk=near-copy-description]");
      expect(row).toHaveTextContent(kind);
      expect(row).toHaveTextContent(example);
    });
});
