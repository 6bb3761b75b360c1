// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderUnderRoot } from "../../../tests/fixtures/root-route";
import type { Language } from "~/i18n/language";
import { CHART_DAYS, type DashboardFigures, type DaySales } from "./dashboard-figures";
import { DashboardPage } from "./dashboard-page";

afterEach(cleanup);

/** Thirty store days to Friday Nov 27, 2026: one order of $40.00 on Nov 20, two of $30.00 today. */
function figures(): DashboardFigures {
  const days: DaySales[] = Array.from({ length: CHART_DAYS }, (_, index) => {
    const day = new Date(Date.UTC(2026, 10, 27 - (CHART_DAYS - 1 - index))).toISOString().slice(0, 10);
    if (day === "2026-11-20") return { day, orders: 1, revenueCents: 4000, discountCents: 0 };
    if (day === "2026-11-27") return { day, orders: 2, revenueCents: 6000, discountCents: 616 };
    return { day, orders: 0, revenueCents: 0, discountCents: 0 };
  });
  return {
    now: "2026-11-27T20:30:00.000Z",
    days,
    today: days.at(-1)!,
    lastWeek: {
      day: "2026-11-20",
      orders: 1,
      revenueCents: 4000,
      discountCents: 0,
      until: "2026-11-20T20:30:00.000Z",
    },
    bestSellers: [
      { sizeId: "s1", productName: "Buchanan's 12", sizeLabel: "750ml", units: 3, revenueCents: 9000 },
    ],
    runningOut: [],
    soldOut: [],
    confirmation: { orders: 1, averageSeconds: 2 * 3600 + 5 * 60 },
    deliveryDays: [],
    deliveryTime: { deliveries: 0, averageSeconds: null },
    driversOut: [],
  };
}

function renderIn(language: Language) {
  renderUnderRoot(
    () => (
      <DashboardPage
        figures={figures()}
        countedAt="Nov 27, 2026, 3:30 PM"
        lastWeekUntil="3:30 PM"
        timeZone="America/New_York"
      />
    ),
    language,
  );
}

describe("the owner's dashboard in the console's language", () => {
  it("reads in Spanish: headings, the week's comparison with its day names, the counts and the chart", async () => {
    renderIn("es");
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Las cifras del día");
    expect(screen.getByText(/^Frente al/)).toHaveTextContent(
      "Frente al viernes pasado (20 nov) hasta las 3:30 PM.",
    );
    expect(document.querySelector("[data-figure=Orders]")).toHaveTextContent("Pedidos2+1 (+100%) frente a 1");
    // The deals given, apart from revenue (issue #35).
    expect(document.querySelector("[data-figure=Discounts]")).toHaveTextContent("Descuentos dados$6.16");
    expect(screen.getByText(/en total;/)).toHaveTextContent(
      "3 pedidos, $100.00 en total; la barra de hoy es hasta ahora.",
    );
    expect(screen.getByRole("heading", { name: "Más vendidos, últimos 30 días" })).toBeVisible();
    expect(screen.getByText("Nada se agota en menos de 7 días a este ritmo.")).toBeVisible();
    expect(document.querySelector("[data-figure=call-wait]")).toHaveTextContent(
      "2 h 5 min en promedio, sobre 1 pedido hecho en los últimos 30 días y confirmado desde entonces.",
    );
    const [chart] = screen.getAllByRole("img", { name: /^Ingresos por día, últimos 30 días / });
    expect(chart).toHaveTextContent("Hoy");
    expect(chart!.querySelector("desc")).toHaveTextContent(
      "Una barra por día de la tienda desde el jue, 29 oct hasta hoy (hasta ahora): $100.00 de 3 pedidos en total, el máximo el vie, 27 nov ($60.00).",
    );
  });

  it("reads in English as before", async () => {
    renderIn("en");
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("The day’s numbers");
    expect(screen.getByText(/^Against last/)).toHaveTextContent(
      "Against last Friday (Nov 20) until 3:30 PM.",
    );
    expect(screen.getByText(/in all;/)).toHaveTextContent("3 orders, $100.00 in all; today’s bar is so far.");
    expect(document.querySelector("[data-figure=Discounts]")).toHaveTextContent("Deals given$6.16");
    expect(document.querySelector("[data-figure=call-wait]")).toHaveTextContent(
      "2 h 5 min on average, over the 1 order placed in the last 30 days and confirmed since.",
    );
    const [chart] = screen.getAllByRole("img", { name: /^Revenue per day, last 30 days / });
    expect(chart!.querySelector("desc")).toHaveTextContent(
      "One bar per store day from Thu, Oct 29 to today (so far): $100.00 from 3 orders in all, the most on Fri, Nov 27 ($60.00).",
    );
  });
});
