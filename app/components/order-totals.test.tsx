// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { OrderTotals } from "./order-totals";

afterEach(cleanup);

describe("OrderTotals", () => {
  it("shows each line with its amount in dollars, then the total", () => {
    render(
      <OrderTotals
        lines={[
          { label: "Subtotal", cents: 123450, testId: "subtotal" },
          { label: "Delivery fee", cents: 500 },
          { label: "Tip", cents: 0 },
        ]}
        total={{ label: "Total", cents: 123950, testId: "total" }}
      />,
    );
    const terms = screen.getAllByRole("term").map((term) => term.textContent);
    const amounts = screen.getAllByRole("definition").map((amount) => amount.textContent);
    expect(terms).toEqual(["Subtotal", "Delivery fee", "Tip", "Total"]);
    expect(amounts).toEqual(["$1,234.50", "$5.00", "$0.00", "$1,239.50"]);
    expect(screen.getByTestId("subtotal")).toHaveTextContent("$1,234.50");
    expect(screen.getByTestId("total")).toHaveTextContent("$1,239.50");
  });

  it("refuses an amount that is not whole cents rather than showing a wrong price", () => {
    expect(() => render(<OrderTotals lines={[]} total={{ label: "Total", cents: 19.5 }} />)).toThrow(
      RangeError,
    );
  });
});
