// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { store } from "~/features/store";
import { formatCents } from "~/utils/money";
import { renderUnderRoot } from "../../../tests/fixtures/root-route";
import { TermsAndConditions } from "./terms-and-conditions";

afterEach(cleanup);

const perLine = store.maxQuantityPerLine;
const { maxBottles } = store.orderCaps;
const maxSubtotal = formatCents(store.orderCaps.maxSubtotalCents);
const phone = store.phone.display;

describe("terms: the per-order caps (issue #14 point 6)", () => {
  it("say the caps, and that larger orders are arranged by phone at the store's number", async () => {
    renderUnderRoot(() => <TermsAndConditions />);
    expect(
      await screen.findByText(
        `An online order holds at most ${perLine} units of each bottle size, ${maxBottles} bottles in all and ${maxSubtotal} before tax. For a larger order, call us at ${phone}.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/if a price went down, you pay the lower price/)).toBeInTheDocument();
  });

  it("in Spanish", async () => {
    renderUnderRoot(() => <TermsAndConditions />, "es");
    expect(
      await screen.findByText(
        `Un pedido en línea lleva como máximo ${perLine} unidades de cada tamaño de botella, ${maxBottles} botellas en total y ${maxSubtotal} antes de impuestos. Para un pedido más grande, llámenos al ${phone}.`,
      ),
    ).toBeInTheDocument();
  });
});
