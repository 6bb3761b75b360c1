// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderUnderRoot } from "../../../../tests/fixtures/root-route";
import { DealsPage, type DealsPageProps } from "./deals-page";

afterEach(cleanup);

const PROPS: DealsPageProps = {
  sales: {
    running: [
      {
        sizeId: "moet-750ml",
        name: "Moët Impérial 750ml",
        route: "moet-imperial",
        prices: "Normal $59.99 · oferta $49.99",
        dates: "Del 4 dic 2026 al 10 dic 2026",
      },
    ],
    scheduled: [],
    ended: [],
  },
  endedDays: 30,
  rules: [
    {
      id: 3,
      name: "Caja de vino",
      active: true,
      counts: "Cuentan: Vino",
      tiers: ["6+ botellas: 10 %"],
      fields: { name: "Caja de vino", counts: ["wine"], "tiers.0.bottles": "6", "tiers.0.percent": "10" },
    },
  ],
  codes: [
    {
      code: "FLYER10",
      status: "running",
      value: "10 % de descuento",
      minimum: "Sin mínimo",
      dates: "Sin fechas",
      uses: "Usos: 12 de 50",
      perPhone: null,
      usesSoFar: 12,
      fields: { code: "FLYER10", kind: "percent", value: "10", maxUses: "50" },
    },
  ],
  choices: [
    { value: "wine", label: "Vino", subtypes: [{ value: "wine/french", label: "Francés" }] },
    { value: "beer", label: "Cerveza", subtypes: [] },
  ],
  saved: null,
};

describe("the deals page in Spanish", () => {
  it("lists each deal, and names every button and field after the deal it acts on", async () => {
    renderUnderRoot(() => <DealsPage {...PROPS} saved="deals.saved.code-ended" />, "es");
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Ofertas");
    expect(screen.getByRole("status")).toHaveTextContent("Código terminado");
    expect(screen.getByRole("link", { name: "Moët Impérial 750ml" })).toHaveAttribute(
      "href",
      "/staff/products/moet-imperial",
    );
    expect(screen.getByRole("heading", { name: "Programadas (0)" })).toBeVisible();
    const rule = screen.getByRole("article", { name: "Caja de vino · Activa" });
    // Each button's words, with the deal it acts on (read by screen readers, hidden on screen).
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual([
      "Desactivar «Caja de vino»",
      "Guardar la regla de caja",
      "Añadir la regla de caja",
      "Terminar ahora FLYER10",
      "Guardar el código",
      "Añadir el código",
    ]);
    const code = screen.getByRole("article", { name: "FLYER10 · En curso" });
    expect(code).toHaveTextContent("Usos: 12 de 50");
    expect(within(code).getByRole("textbox", { name: "Usos en total (opcional)" })).toHaveValue("50");
    expect(within(code).getByText("Usado 12 veces hasta ahora.")).toBeInTheDocument();
    // The rule's edit form shows what is stored: its boxes, each labelled, and its tiers.
    expect(within(rule).getByRole("checkbox", { name: "Todo el tipo: Vino" })).toBeChecked();
    expect(within(rule).getByRole("checkbox", { name: "Francés" })).not.toBeChecked();
    const tier = within(rule).getByRole("group", { name: "Nivel 1" });
    expect(within(tier).getByRole("textbox", { name: "Botellas, como mínimo" })).toHaveValue("6");
    for (const field of document.querySelectorAll<HTMLInputElement>("input:not([type=hidden])"))
      expect(field.labels?.length ?? 0, field.outerHTML).toBeGreaterThan(0);
  });

  it("opens the form the server refused, with what was typed and each field's problem tied to it", async () => {
    renderUnderRoot(
      () => (
        <DealsPage
          {...PROPS}
          answer={{
            form: "rule-edit:3",
            error: { key: "deals.checkFields" },
            fields: {
              "tiers.1.percent": { key: "problem.percentRising", values: { percent: "10" } },
              counts: { key: "problem.counts" },
            },
            typed: {
              name: "Caja de vino",
              counts: [],
              "tiers.0.bottles": "6",
              "tiers.0.percent": "10",
              "tiers.1.bottles": "12",
              "tiers.1.percent": "5",
            },
          }}
        />
      ),
      "es",
    );
    const rule = await screen.findByRole("article", { name: "Caja de vino · Activa" });
    expect(within(rule).getByRole("alert")).toHaveTextContent("No se guardó nada");
    expect(within(rule).getByText("Editar", { exact: false }).closest("details")).toHaveAttribute("open");
    const percent = within(within(rule).getByRole("group", { name: "Nivel 2" })).getByRole("textbox", {
      name: "Porcentaje de descuento",
    });
    expect(percent).toHaveValue("5");
    expect(percent).toHaveAttribute("aria-invalid", "true");
    expect(percent).toHaveAccessibleDescription("Más que el nivel anterior (10 %).");
    expect(within(rule).getByRole("group", { name: "Botellas que cuentan" })).toHaveAccessibleDescription(
      "Un tipo entero cuenta todos sus subtipos. Marque al menos un tipo o subtipo.",
    );
    expect(within(rule).getByRole("checkbox", { name: "Todo el tipo: Vino" })).not.toBeChecked();
    // The other forms stay closed, as stored.
    expect(screen.getByText("Añadir una regla de caja").closest("details")).not.toHaveAttribute("open");
  });
});
