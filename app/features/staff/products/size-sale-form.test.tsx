// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderUnderRoot } from "../../../../tests/fixtures/root-route";
import type { Language } from "~/i18n/language";
import type { SaleAnswer } from "./size-sale";
import { SizeSaleForm } from "./size-sale-form";
import { SizeChanges } from "./staff-product-page";

afterEach(cleanup);

const sale = { priceCents: 3499, startsAt: null, endsAt: "2026-12-08T05:00:00.000Z" };
const size = { id: "jw-black-750ml", priceCents: 3999, sale };
const shown = { priceCents: 3499, firstDay: null, lastDay: "2026-12-07", running: true };

function renderIn(language: Language, view: () => React.ReactNode) {
  renderUnderRoot(() => <>{view()}</>, language);
}

describe("a size's sale on the product page, in the console's language (issue #35)", () => {
  it("says the sale running and offers to save or end it", async () => {
    renderIn("en", () => <SizeSaleForm size={size} name="750ml" shown={shown} answer={null} />);
    expect(await screen.findByText(/^On sale now/)).toHaveTextContent(
      "On sale now at $34.99, through 2026-12-07.",
    );
    expect(screen.getByLabelText("Sale price of 750ml ($)")).toHaveValue("34.99");
    expect(screen.getByLabelText("Last day")).toHaveValue("2026-12-07");
    expect(screen.getByRole("button", { name: "End sale of 750ml" })).toBeInTheDocument();
  });

  it("a refused sale in Spanish: the answer and the field's problem", async () => {
    const answer: SaleAnswer = {
      saleOf: size.id,
      error: { key: "answer.checkFields" },
      fields: { salePrice: { key: "problem.saleNotBelow", values: { price: "$39.99" } } },
    };
    renderIn("es", () => (
      <SizeSaleForm size={{ ...size, sale: null }} name="750ml" shown={null} answer={answer} />
    ));
    expect(await screen.findByRole("alert")).toHaveTextContent("No se guardó: revise los campos marcados.");
    expect(screen.getByText("Sin oferta.")).toBeInTheDocument();
    expect(screen.getByLabelText("Precio de oferta de 750ml ($)")).toHaveAccessibleDescription(
      "Un precio de oferta es menor que el precio normal ($39.99).",
    );
    expect(screen.queryByRole("button", { name: /Terminar/ })).toBeNull();
  });

  it("the changes list writes a sale ended, in Spanish", async () => {
    const change = {
      at: "27 nov 2026, 3:30 p. m.",
      who: "Marta Ruiz",
      actor: "staff:1",
      kind: "sale" as const,
      sizeId: size.id,
      sizeLabel: "750ml",
      before: 3499,
      after: null,
      summary: JSON.stringify({ before: sale, after: null }),
    };
    renderIn("es", () => <SizeChanges changes={[change]} />);
    expect(await screen.findByRole("listitem")).toHaveTextContent(
      "27 nov 2026, 3:30 p. m. · Marta Ruiz: 750ml oferta $34.99, … – 2026-12-07 → ninguna",
    );
  });
});
