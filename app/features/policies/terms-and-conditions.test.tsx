// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderUnderRoot } from "../../../tests/fixtures/root-route";
import { TermsAndConditions } from "./terms-and-conditions";

afterEach(cleanup);

describe("terms: the per-order caps (issue #14 point 6)", () => {
  it("say the caps, and that larger orders are arranged by phone at the store's number", async () => {
    renderUnderRoot(() => <TermsAndConditions />);
    expect(
      await screen.findByText(
        "An online order holds at most 12 units of each bottle size, 48 bottles in all and $2,500.00 before tax. For a larger order, call us at (305) 555-0142.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/if a price went down, you pay the lower price/)).toBeInTheDocument();
  });

  it("in Spanish", async () => {
    renderUnderRoot(() => <TermsAndConditions />, "es");
    expect(
      await screen.findByText(
        "Un pedido en línea lleva como máximo 12 unidades de cada tamaño de botella, 48 botellas en total y $2,500.00 antes de impuestos. Para un pedido más grande, llámenos al (305) 555-0142.",
      ),
    ).toBeInTheDocument();
  });
});
