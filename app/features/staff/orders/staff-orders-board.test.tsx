// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderUnderRoot } from "../../../../tests/fixtures/root-route";
import type { Language } from "~/i18n/language";
import type { BoardCall } from "./staff-call-queue";
import { StaffOrdersBoard } from "./staff-orders-board";

afterEach(cleanup);

/** One call overdue after two tries, one not yet due and never tried. */
const calls: BoardCall[] = [
  {
    number: "1042",
    customerName: "Ana",
    phone: "+13055550142",
    due: "overdue",
    dueAt: "3:00 PM",
    window: null,
    attempts: 2,
    lastOutcome: "no_answer",
    reply: "¿Pueden traerlo después de las 8?",
  },
  {
    number: "1043",
    customerName: "Luis",
    phone: "+13055550143",
    due: "later",
    dueAt: "3:40 PM",
    window: "dom, 10 ene, 7:00 p. m. – 9:00 p. m.",
    attempts: 0,
    lastOutcome: null,
    reply: null,
  },
];

function renderIn(language: Language) {
  renderUnderRoot(
    () => (
      <StaffOrdersBoard
        status="received"
        day={null}
        today="2026-11-27"
        newestNumber="1043"
        calls={calls}
        orders={[
          {
            number: "1043",
            placedAt: "11/27/26, 3:30 PM",
            customerName: "Luis",
            phone: "+13055550143",
            fulfilment: "delivery",
            window: null,
            totalCents: 125_000,
            status: "received",
            driverName: null,
          },
          {
            number: "1040",
            placedAt: "11/27/26, 2:10 PM",
            customerName: "Rita",
            phone: "+13055550140",
            fulfilment: "delivery",
            window: null,
            totalCents: 4_500,
            status: "out_for_delivery",
            driverName: "Dana",
          },
        ]}
      />
    ),
    language,
  );
}

describe("the orders board in the console's language", () => {
  it("writes the call queue, the filters and each order in Spanish", async () => {
    renderIn("es");
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Pedidos");
    expect(screen.getByRole("heading", { name: "Para ahora (1)" })).toBeInTheDocument();
    expect(screen.getByTestId("calls-due")).toHaveTextContent(
      "Pedido 1042 · Ana · (305) 555-0142Atrasada, hora prevista: 3:00 PM · 2 llamadas, la última: No contestó",
    );
    // The shopper's text since the last call (issue #34), as written.
    expect(screen.getByTestId("call-reply")).toHaveTextContent(
      "Escribió: «¿Pueden traerlo después de las 8?»",
    );
    expect(screen.getByTestId("calls-later")).toHaveTextContent(
      "Hora prevista: 3:40 PM · lo quiere el dom, 10 ene, 7:00 p. m. – 9:00 p. m. · todavía sin llamar",
    );
    const filter = screen.getByRole("navigation", { name: "Filtrar por estado" });
    expect(within(filter).getByRole("link", { current: "page" })).toHaveTextContent("Recibido");
    expect(screen.getByRole("list", { name: "Pedidos, los más nuevos primero" })).toHaveTextContent(
      "1043 · Recibido · $1,250.00Luis · (305) 555-014311/27/26, 3:30 PM · A domicilio · lo antes posible",
    );
    // Who is out with what (issue #34).
    expect(screen.getByRole("list", { name: "Pedidos, los más nuevos primero" })).toHaveTextContent(
      "1040 · En camino con Dana · $45.00",
    );
  });

  it("reads as before in English, one call said as one", async () => {
    renderUnderRoot(
      () => (
        <StaffOrdersBoard
          status={null}
          day={null}
          today="2026-11-27"
          newestNumber={undefined}
          calls={[{ ...calls[0]!, attempts: 1 }]}
          orders={[]}
        />
      ),
      "en",
    );
    expect(await screen.findByTestId("calls-due")).toHaveTextContent(
      "Overdue, due 3:00 PM · 1 call, last: No answer",
    );
    expect(screen.getByText("No orders yet.")).toBeInTheDocument();
  });
});
