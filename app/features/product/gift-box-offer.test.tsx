// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderUnderRoot } from "../../../tests/fixtures/root-route";
import { GiftBoxOffer } from "./gift-box-offer";

afterEach(cleanup);

const GIFT_SIZE = { label: "750ml Gift Box", name: "750ml Gift Box" };

describe("gift-box offer, part of a flagship's page (issue #32)", () => {
  it("offers the gift-box size through a link that selects it", async () => {
    renderUnderRoot(() => (
      <GiftBoxOffer name="Buchanans 12 Years" giftSize={GIFT_SIZE} giftSizeChosen={false} />
    ));
    const offer = await screen.findByRole("region", { name: "Make it a gift" });
    expect(offer).toHaveTextContent(
      "We can hand over Buchanans 12 Years in a gift box: the same bottle, same price.",
    );
    expect(screen.getByRole("link", { name: "Choose 750ml Gift Box" })).toHaveAttribute(
      "href",
      "/?size=750ml%20Gift%20Box",
    );
  });

  it("does not offer the gift-box size again once it is the one selected", async () => {
    renderUnderRoot(() => <GiftBoxOffer name="Buchanans 12 Years" giftSize={GIFT_SIZE} giftSizeChosen />);
    expect(await screen.findByRole("region", { name: "Make it a gift" })).toHaveTextContent("same price.");
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("without a gift-box size, says to ask for the box on the call, in Spanish on a Spanish page", async () => {
    renderUnderRoot(() => <GiftBoxOffer name="Jameson" giftSize={null} giftSizeChosen={false} />, "es");
    const offer = await screen.findByRole("region", { name: "Para regalar" });
    expect(offer).toHaveTextContent(
      "Podemos entregarle Jameson en una caja de regalo: la misma botella, al mismo precio. Pida la caja de regalo en la llamada en que confirmamos su pedido.",
    );
    expect(screen.queryByRole("link")).toBeNull();
  });
});
