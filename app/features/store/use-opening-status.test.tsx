import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { messagesFor } from "~/i18n/messages.server";
import { firstMinuteWhen, openingLineAt } from "../../../tests/fixtures/opening-moments";
import { openingStatusLine } from "./opening-hours";
import { useOpeningStatus } from "./use-opening-status";

const english = messagesFor("en");

function OpeningLine({ renderedAt }: { renderedAt?: number }) {
  const status = useOpeningStatus(english, renderedAt);
  return <p>{status ? openingStatusLine(status, english) : "unknown"}</p>;
}

describe("useOpeningStatus on the server", () => {
  it("is as of the render's time when the page is rendered for its request alone (checkout)", () => {
    // A minute the store is closed and one it is open, from its configured hours.
    const monday = new Date("2026-11-23T00:00:00Z");
    for (const instant of [firstMinuteWhen(false, monday), firstMinuteWhen(true, monday)]) {
      expect(renderToString(<OpeningLine renderedAt={instant.getTime()} />)).toBe(
        `<p>${openingLineAt(instant)}</p>`,
      );
    }
  });

  it("is unknown on a page kept for every minute (no render time given)", () => {
    expect(renderToString(<OpeningLine />)).toBe("<p>unknown</p>");
  });
});
