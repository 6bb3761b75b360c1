import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { messagesFor } from "~/i18n/messages.server";
import { useOpeningStatus } from "./use-opening-status";

const english = messagesFor("en");

function OpeningLine({ renderedAt }: { renderedAt?: number }) {
  const status = useOpeningStatus(english, renderedAt);
  if (!status) return <p>unknown</p>;
  return <p>{status.open ? "open" : `closed until ${status.opensAt}`}</p>;
}

describe("useOpeningStatus on the server", () => {
  it("is as of the render's time when the page is rendered for its request alone (checkout)", () => {
    // Tuesday 05:00 and noon in the store's time zone (America/New_York); it opens at 9:00 am.
    const early = Date.parse("2026-11-24T05:00:00-05:00");
    const noon = Date.parse("2026-11-24T12:00:00-05:00");
    expect(renderToString(<OpeningLine renderedAt={early} />)).toBe("<p>closed until 9:00 am</p>");
    expect(renderToString(<OpeningLine renderedAt={noon} />)).toBe("<p>open</p>");
  });

  it("is unknown on a page kept for every minute (no render time given)", () => {
    expect(renderToString(<OpeningLine />)).toBe("<p>unknown</p>");
  });
});
