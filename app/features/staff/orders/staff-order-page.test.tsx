// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderUnderRoot } from "../../../../tests/fixtures/root-route";
import type { Language } from "~/i18n/language";
import type { OrderAnswer } from "./staff-order-messages";
import { StaffOrderPage } from "./staff-order-page";
import type { StaffOrderView, SubstitutesView } from "./staff-order-view";

afterEach(cleanup);

/** A gift order for delivery, a line already substituted on the call, two calls nobody answered. */
const view: StaffOrderView = {
  order: {
    number: "1042",
    status: "received",
    version: 4,
    placedAt: "Nov 24, 2026, 10:00 AM",
    name: "Ana",
    phone: "+13055550142",
    email: null,
    fulfilment: "delivery",
    window: "Sun, Jan 10, 7:00 PM – 9:00 PM",
    address: "1 Ocean Dr, 33139",
    notes: null,
    paymentMethod: "card",
    tipPercent: 15,
    lines: [
      {
        lineId: 1,
        id: "rum-750",
        name: "Rum",
        size: "750ml",
        quantity: 2,
        lineTotalCents: 4000,
        actsAlone: true,
        substitution: "similar",
        insteadOf: "Dark Rum (1L)",
      },
      {
        lineId: 2,
        id: "gin-1l",
        name: "Gin",
        size: "1L",
        quantity: 1,
        lineTotalCents: 1500,
        actsAlone: false,
        substitution: "call",
        insteadOf: null,
      },
    ],
    totals: { subtotalCents: 5500, taxCents: 385, deliveryFeeCents: 500, tipCents: 825 },
    deals: { caseDiscount: null, codeDiscount: null },
    totalCents: 7210,
    gift: { recipientName: "Marta", recipientPhone: "+13055550199", message: null, giftBox: true },
  },
  events: [
    {
      kind: "placed",
      fromStatus: null,
      toStatus: "received",
      actor: "shopper",
      note: null,
      at: "Nov 24, 2026, 10:00 AM",
      who: null,
    },
  ],
  calls: [
    { who: "Luisa", at: "Nov 24, 2026, 10:05 AM", outcome: "no_answer", note: null },
    { who: "Luisa", at: "Nov 24, 2026, 10:20 AM", outcome: "voicemail", note: "left a message" },
  ],
  lastCheck: null,
  callState: {
    nextCallAt: "Nov 24, 2026, 10:50 AM",
    unanswered: 2,
    suggestCancel: true,
    lastOutcome: "voicemail",
  },
};

/** The server's refusal of a quantity the stock cannot cover. */
const shortOfStock: OrderAnswer = { key: "change.atMost", values: { available: 3 } };

const substitutes: SubstitutesView = {
  lineId: 2,
  query: "",
  sizes: [{ id: "gin-750", name: "Gin Seco", size: "750ml", unitPriceCents: 1299, inventory: 1 }],
};

function renderIn(language: Language, error?: OrderAnswer) {
  renderUnderRoot(
    () => <StaffOrderPage {...view} substitutes={substitutes} maxPerLine={24} error={error} />,
    language,
  );
}

describe("the staff order page in the console's language", () => {
  it("writes the server's refusal, the call's notice and the calls so far in Spanish", async () => {
    renderIn("es", shortOfStock);
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Pedido 1042");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "No hay suficiente en existencia: se pueden tomar como máximo 3 más.",
    );
    expect(screen.getByTestId("call-notice")).toHaveTextContent(
      "2 llamadas sin respuesta. Cancele el pedido, o llame de nuevo (próximo intento: Nov 24, 2026, 10:50 AM).",
    );
    expect(screen.getByRole("radio", { name: "Contestó y confirmó" })).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Cancelar pedido (devuelve el inventario)" }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId("order-calls"))
        .getAllByRole("listitem")
        .map((call) => call.textContent),
    ).toEqual([
      "Nov 24, 2026, 10:05 AM · Luisa: No contestó",
      "Nov 24, 2026, 10:20 AM · Luisa: Buzón de voz · left a message",
    ]);
  });

  it("writes the pick list, the gift, the totals, the changes and the history in Spanish", async () => {
    renderIn("es");
    expect(await screen.findByTestId("order-gift")).toHaveTextContent("Pedido de regalo · en caja de regalo");
    const rum = document.querySelector("tr[data-line=rum-750]");
    expect(rum).toHaveTextContent("en lugar de Dark Rum (1L)");
    expect(rum).toHaveTextContent("Si falta: Una botella similar, hasta el mismo precio");
    expect(screen.getByText("Propina (15 %)")).toBeInTheDocument();
    // The window chosen heads the printed pick list (issue #31).
    expect(screen.getByTestId("order-window")).toHaveTextContent("Entregar: Sun, Jan 10, 7:00 PM – 9:00 PM");
    expect(screen.getByText(/^Entrega en 1 Ocean Dr, 33139/)).toHaveTextContent(
      "Entrega en 1 Ocean Dr, 33139 · paga con tarjeta",
    );
    expect(document.querySelector("[data-line-changes=rum-750] button")).toHaveTextContent(
      "Guardar cantidad de Rum (750ml)",
    );
    expect(screen.getByRole("option")).toHaveTextContent("Gin Seco (750ml) · $12.99 · 1 en existencia");
    expect(document.querySelector("li[data-event=placed]")).toHaveTextContent(
      "Nov 24, 2026, 10:00 AM · Cliente: Recibido",
    );
  });

  it("reads as before in English, one unanswered call said as one", async () => {
    renderUnderRoot(
      () => (
        <StaffOrderPage
          {...view}
          callState={{ ...view.callState, unanswered: 1 }}
          substitutes={null}
          maxPerLine={24}
          error={shortOfStock}
        />
      ),
      "en",
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Not enough in stock: at most 3 more can be taken.",
    );
    expect(screen.getByTestId("call-notice")).toHaveTextContent(
      "1 call without an answer. Cancel the order, or call again (next try due Nov 24, 2026, 10:50 AM).",
    );
    expect(document.querySelector("li[data-event=placed]")).toHaveTextContent(
      "Nov 24, 2026, 10:00 AM · Shopper: Received",
    );
    expect(screen.getByText("Tip (15%)")).toBeInTheDocument();
  });

  it("a deals order: each discount on its own line of the totals, which add up, and the pick list says mixed case", async () => {
    // $55.00 − $5.50 (10 %) − $4.95 (10 % of the rest) = $44.55; tax 7 % $3.12, fee $5.00, tip 15 % $6.68.
    const totals = { subtotalCents: 5500, taxCents: 312, deliveryFeeCents: 500, tipCents: 668 };
    const deals = {
      caseDiscount: { rule: "Mixed case", cents: 550 },
      codeDiscount: { code: "FLYER10", cents: 495 },
    };
    const totalCents = 5500 - 550 - 495 + 312 + 500 + 668;
    for (const [language, caseLine, codeLine, mixedCase] of [
      ["en", "Case discount (Mixed case)", "Code FLYER10", "Mixed case"],
      ["es", "Descuento por caja (Mixed case)", "Código FLYER10", "Caja mixta"],
    ] as const) {
      renderUnderRoot(
        () => (
          <StaffOrderPage
            {...view}
            order={{ ...view.order, totals, deals, totalCents }}
            substitutes={null}
            maxPerLine={24}
          />
        ),
        language,
      );
      expect(await screen.findByTestId("mixed-case")).toHaveTextContent(mixedCase);
      expect(screen.getByText(caseLine)).toBeInTheDocument();
      expect(screen.getByText(codeLine)).toBeInTheDocument();
      expect(screen.getByTestId("case-discount")).toHaveTextContent("−$5.50");
      expect(screen.getByTestId("code-discount")).toHaveTextContent("−$4.95");
      expect(screen.getAllByRole("definition").at(-1)).toHaveTextContent("$59.35");
      cleanup();
    }
    expect(totalCents).toBe(5935);
  });

  it("an order without deals shows no discount line and no mixed case", async () => {
    renderIn("en");
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByTestId("mixed-case")).toBeNull();
    expect(screen.queryByTestId("case-discount")).toBeNull();
    expect(screen.queryByTestId("code-discount")).toBeNull();
  });

  // Issue #31: the number once, not "Call the shopper ((305) 555-0142)"; the notice names the button.
  for (const [language, dial, notice] of [
    [
      "en",
      "Call (305) 555-0142",
      "Changes agreed on the call. Make them in Changes agreed on the call below, then press “Confirm (called the shopper)”.",
    ],
    [
      "es",
      "Llamar al (305) 555-0142",
      "Se acordaron cambios en la llamada. Hágalos en Cambios acordados en la llamada más abajo y luego pulse «Confirmar (se llamó al cliente)».",
    ],
  ] as const) {
    it(`says the number once and, after changes agreed, which button confirms (${language})`, async () => {
      renderUnderRoot(
        () => (
          <StaffOrderPage
            {...view}
            callState={{ nextCallAt: null, unanswered: 0, suggestCancel: false, lastOutcome: "changes_made" }}
            substitutes={null}
            maxPerLine={24}
          />
        ),
        language,
      );
      expect(await screen.findByRole("link", { name: dial })).toHaveAttribute("href", "tel:+13055550142");
      expect(document.body.textContent).not.toContain("((");
      expect(screen.getByTestId("call-notice")).toHaveTextContent(notice);
    });
  }
});
