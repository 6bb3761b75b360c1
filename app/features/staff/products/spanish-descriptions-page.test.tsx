// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderUnderRoot } from "../../../../tests/fixtures/root-route";
import { SpanishDescriptionsPage } from "./spanish-descriptions-page";

afterEach(cleanup);

const details = {
  name: "Don Julio Reposado",
  brand: "Don Julio",
  description: "Aged eight months in American oak.",
  descriptionEs: "Reposado ocho meses en roble americano.",
  wineType: null,
  varietal: null,
};
const step = {
  product: { route: "don-julio-reposado", details },
  shown: JSON.stringify(details),
  remaining: 12,
  place: 3,
  previous: "don-julio-blanco",
  next: "don-julio-anejo",
  savedName: null,
};

describe("the Spanish descriptions screen (issue #31), as the server answers it", () => {
  it("a save refused because someone saved meanwhile keeps what was typed and shows what the store has now", async () => {
    const answer = { error: { key: "answer.conflict" as const }, typed: "Mi traducción." };
    renderUnderRoot(() => <SpanishDescriptionsPage {...step} answer={answer} />, "es");
    expect(await screen.findByRole("alert")).toHaveTextContent(/^No se guardó: alguien cambió este producto/);
    const field = screen.getByRole("textbox", { name: "Descripción en español" });
    expect(field).toHaveValue("Mi traducción.");
    expect(field).toHaveAttribute("lang", "es");
    expect(screen.getByText("Reposado ocho meses en roble americano.")).toHaveAttribute("lang", "es");
    expect(screen.getByText("Aged eight months in American oak.")).toHaveAttribute("lang", "en");
    expect(screen.getByText("Producto 3 de 12 sin descripción")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "← Anterior" })).toHaveAttribute(
      "href",
      "/staff/spanish-descriptions?product=don-julio-blanco",
    );
  });

  it("with none left, says so and offers no form", async () => {
    renderUnderRoot(
      () => (
        <SpanishDescriptionsPage
          {...step}
          product={null}
          remaining={0}
          place={null}
          savedName="Don Julio Añejo"
          answer={undefined}
        />
      ),
      "en",
    );
    expect(await screen.findByText("Every product on sale has a Spanish description.")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Saved the Spanish description of Don Julio Añejo.");
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});
