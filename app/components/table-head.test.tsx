// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TableHead } from "./table-head";

afterEach(cleanup);

describe("TableHead", () => {
  it("names every column as a column header, with the shared classes unless a column brings its own", () => {
    render(
      <table>
        <TableHead
          columns={["Qty", { heading: "Line total", className: "py-1 text-right" }]}
          cellClassName="py-2"
        />
      </table>,
    );
    const headers = screen.getAllByRole("columnheader");
    expect(headers.map((header) => header.textContent)).toEqual(["Qty", "Line total"]);
    expect(headers.map((header) => header.getAttribute("scope"))).toEqual(["col", "col"]);
    expect(headers.map((header) => header.className)).toEqual(["py-2", "py-1 text-right"]);
  });
});
