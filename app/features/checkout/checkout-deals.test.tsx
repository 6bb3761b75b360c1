// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setCartQuantity } from "~/features/cart/cart-storage";
import { forgetProductList } from "~/features/cart/product-list";
import type { CodeDeal } from "~/features/deals";
import type {
  CartQuote,
  CartQuoteRequest,
  QuoteDeals,
  QuotedCode,
  QuotedLine,
} from "~/features/orders/cart-quote";
import { quotedDealLine } from "~/features/orders/quoted-deals";
import { priceOrder } from "~/features/orders/order-pricing";
import type { Language } from "~/i18n/language";
import { sharedMessages } from "~/i18n/messages.server";
import { formatCents } from "~/utils/money";
import { withRootRoute } from "../../../tests/fixtures/root-route";
import { checkoutMessages } from "./checkout-messages";
import { CheckoutPage } from "./checkout-page";

/**
 * The checkout's side of the deals (issue #35): the summary priced by priceOrder with the quote's
 * case rules and code, the promo code's field and its refusals, the order's deals and a 409 about
 * them. The network is stubbed at fetch; tests/e2e/deals-checkout.spec.ts runs the real server.
 */

const RED: QuotedLine = {
  id: "deal-red-750",
  route: "deal-red",
  name: "Bodega Tinto",
  size: "750ml",
  img: "liquors-webp/wine/red/test/deal-red-750.webp",
  unitPriceCents: 1025,
  typeSlug: "wine",
  subtypeSlug: "red",
  available: 12,
};
/** On sale: $12.99, regularly $15.99. */
const CAVA: QuotedLine = {
  id: "deal-cava-750",
  route: "deal-cava",
  name: "Bodega Cava",
  size: "750ml",
  img: "liquors-webp/wine/sparkling/test/deal-cava-750.webp",
  unitPriceCents: 1299,
  wasCents: 1599,
  saleEndsAt: null,
  typeSlug: "wine",
  subtypeSlug: "sparkling",
  available: 12,
};
const SHELF = [RED, CAVA];

type CaseRule = QuoteDeals["caseRules"][number];

const MIXED_CASE: CaseRule = {
  id: 1,
  name: "Mixed case",
  counts: ["wine"],
  tiers: [
    { bottles: 6, basisPoints: 1_000 },
    { bottles: 12, basisPoints: 1_500 },
  ],
};
const FLYER10: CodeDeal = { code: "FLYER10", kind: "percent", basisPoints: 1_000, minimumCents: null };
const SPEND50: CodeDeal = { code: "SPEND50", kind: "amount", amountCents: 500, minimumCents: 5_000 };

type Answer = { status: number; body?: unknown };

interface FakeStore {
  caseRules: CaseRule[];
  /** What the store answers about each code; any other is unknown. */
  codes: Record<string, QuotedCode>;
  orders: Answer[];
  orderBodies: Array<Record<string, unknown>>;
  quoteBodies: CartQuoteRequest[];
}

let server: FakeStore;

function stubNetwork(orders: Answer[] = []) {
  server = {
    caseRules: [MIXED_CASE],
    codes: {
      FLYER10: { ok: true, deal: FLYER10 },
      SPEND50: { ok: true, deal: SPEND50 },
      SOON: { ok: false, code: "SOON", refusal: "notYet" },
      SUMMER: { ok: false, code: "SUMMER", refusal: "expired" },
      GONE: { ok: false, code: "GONE", refusal: "usedUp" },
      ONCE: { ok: false, code: "ONCE", refusal: "usedUpForPhone" },
    },
    orders,
    orderBodies: [],
    quoteBodies: [],
  };
  forgetProductList();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      if (url === "/api/products") return Response.json(productList());
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      if (url === "/api/orders/quote") {
        server.quoteBodies.push(body as CartQuoteRequest);
        return Response.json(quoteOf(body as CartQuoteRequest));
      }
      server.orderBodies.push(body);
      const answer = server.orders.shift() ?? { status: 500 };
      return Response.json(answer.body ?? {}, { status: answer.status });
    }),
  );
}

/** GET /api/products as checkout reads it: each size's id. */
function productList() {
  return SHELF.map((line) => ({
    name: line.name,
    sizes: [{ id: line.id, size: line.size, price: 15.99, img: line.img, inventory: 12, size_ml: 750 }],
  }));
}

function quoteOf(request: CartQuoteRequest): CartQuote {
  const ids = request.items.map((item) => item.id);
  const code =
    request.code === undefined
      ? null
      : (server.codes[request.code] ?? {
          ok: false as const,
          code: request.code,
          refusal: "unknown" as const,
        });
  return {
    lines: SHELF.filter((line) => ids.includes(line.id)),
    unknownIds: [],
    deals: { caseRules: server.caseRules, code },
  };
}

async function renderCheckout(language: Language = "en") {
  const Stub = withRootRoute(
    [
      { path: "checkout", Component: () => <CheckoutPage texts={checkoutMessages[language]} /> },
      { index: true, Component: () => <p data-testid="home">home</p> },
    ],
    language,
  );
  render(<Stub initialEntries={["/checkout"]} />);
  await screen.findByRole("heading", { name: sharedMessages(language)["checkout.title"], level: 1 });
  await screen.findByText(RED.name);
}

/** Five reds and the cava on sale: six wines, a mixed case. */
function sixWines() {
  localStorage.setItem(RED.id, "5");
  localStorage.setItem(CAVA.id, "1");
}

/** priceOrder on these lines (as quoted) with these deals, for pickup. */
function priced(lines: Array<[QuotedLine, number]>, code: CodeDeal | null, caseRules = [MIXED_CASE]) {
  return priceOrder(
    lines.map(([line, quantity]) => quotedDealLine(line, quantity)),
    { caseRules, code },
    { fulfilment: "pickup", tipPercent: 0 },
  );
}

function applyCode(typed: string, language: Language = "en") {
  const t = checkoutMessages[language];
  fireEvent.change(screen.getByLabelText(t["checkout.promoCode"]), { target: { value: typed } });
  fireEvent.click(screen.getByRole("button", { name: t["checkout.applyCode"] }));
}

function fillPickup() {
  const form = screen.getByRole("form", { name: "Checkout" });
  const type = (label: string | RegExp, value: string) =>
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  fireEvent.click(within(form).getByLabelText(/^Pickup at the store/));
  type("Full name", "Ana Pérez");
  type(/^Phone/, "(305) 555-0188");
  fireEvent.click(within(form).getByLabelText("Cash at the counter"));
  fireEvent.click(within(form).getByLabelText("I am 21 or older and will show a valid ID"));
}

const placeOrder = () =>
  fireEvent.click(screen.getByRole("button", { name: /^(Place order|Realizar pedido)$/ }));

const text = (testId: string) => screen.getByTestId(testId).textContent;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem("isOver21", "true");
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("checkout's deals", () => {
  it("shows priceOrder's totals: the mixed case on a line of its own, and each sale's was price in words", async () => {
    sixWines();
    stubNetwork();
    await renderCheckout();
    const expected = priced(
      [
        [RED, 5],
        [CAVA, 1],
      ],
      null,
    );
    expect(expected.deals.caseDiscount?.cents).toBe(642);
    const caseLine = await screen.findByTestId("summary-case-discount");
    expect(caseLine).toHaveTextContent("−$6.42");
    expect(screen.getByText("6 bottles, 10% off")).toBeInTheDocument();
    expect(screen.getByText("Mixed case")).toBeInTheDocument();
    expect(text("summary-subtotal")).toBe(formatCents(expected.totals.subtotalCents));
    expect(text("summary-tax")).toBe(formatCents(expected.totals.taxCents));
    expect(screen.queryByTestId("summary-code-discount")).toBeNull();

    const cava = document.querySelector(`[data-line="${CAVA.id}"]`) as HTMLElement;
    expect(within(cava).getByTestId("was-price")).toHaveTextContent("$15.99");
    expect(within(cava).getByText("was $15.99")).toHaveClass("sr-only");
    expect(cava).toHaveTextContent("$12.99 each");
    const red = document.querySelector(`[data-line="${RED.id}"]`) as HTMLElement;
    expect(within(red).queryByTestId("was-price")).toBeNull();

    fireEvent.click(screen.getByLabelText(/^Pickup at the store/));
    expect(text("summary-total")).toBe(formatCents(expected.totals.totalCents));
  });

  it("in Spanish: the case line, the code's line and the was price", async () => {
    sixWines();
    stubNetwork();
    await renderCheckout("es");
    expect(await screen.findByText("Caja mixta")).toBeInTheDocument();
    expect(screen.getByText("6 botellas, 10 % de descuento")).toBeInTheDocument();
    expect(screen.getByText("antes $15.99")).toBeInTheDocument();
    applyCode("flyer10", "es");
    expect(await screen.findByText("Código FLYER10")).toBeInTheDocument();
    expect(screen.getByTestId("code-message")).toHaveTextContent("Código FLYER10 aplicado.");
    expect(screen.getByRole("button", { name: "Quitar código" })).toBeInTheDocument();
    const expected = priced(
      [
        [RED, 5],
        [CAVA, 1],
      ],
      FLYER10,
    );
    expect(text("summary-code-discount")).toBe(`−${formatCents(expected.deals.codeCents)}`);
  });

  it("a code asks the quote, brings the total down, stays through a cart change, and goes with Remove", async () => {
    sixWines();
    stubNetwork();
    await renderCheckout();
    fireEvent.click(screen.getByLabelText(/^Pickup at the store/));
    fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: "305 555 0188" } });
    applyCode(" flyer 10 ");
    const codeLine = await screen.findByTestId("summary-code-discount");
    // As the store reads it, with the phone for its limit per phone.
    expect(server.quoteBodies.at(-1)).toMatchObject({ code: "FLYER10", phone: "+13055550188" });
    const withCode = priced(
      [
        [RED, 5],
        [CAVA, 1],
      ],
      FLYER10,
    );
    expect(codeLine).toHaveTextContent(`−${formatCents(withCode.deals.codeCents)}`);
    expect(screen.getByText("Code FLYER10")).toBeInTheDocument();
    expect(text("summary-total")).toBe(formatCents(withCode.totals.totalCents));

    setCartQuantity(RED.id, 11);
    await vi.waitFor(() =>
      expect(server.quoteBodies.at(-1)?.items).toContainEqual({ id: RED.id, quantity: 11 }),
    );
    expect(server.quoteBodies.at(-1)?.code).toBe("FLYER10");
    const twelve = priced(
      [
        [RED, 11],
        [CAVA, 1],
      ],
      FLYER10,
    );
    await vi.waitFor(() => expect(text("summary-total")).toBe(formatCents(twelve.totals.totalCents)));
    expect(screen.getByText("12 bottles, 15% off")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Remove code" }));
    expect(screen.queryByTestId("summary-code-discount")).toBeNull();
    await vi.waitFor(() => expect(server.quoteBodies.at(-1)?.code).toBeUndefined());
    expect(screen.getByLabelText("Promo code")).toHaveValue("");
  });

  it.each([
    ["nope", "We don't know the code NOPE. Check how it is written.", "No conocemos el código NOPE."],
    ["soon", "The code SOON is not valid yet.", "El código SOON todavía no es válido."],
    ["summer", "The code SUMMER has expired.", "El código SUMMER ya venció."],
    ["gone", "The code GONE has been used up.", "El código GONE ya se agotó."],
    ["once", "The code ONCE was already used with this phone number.", "El código ONCE ya se usó con este"],
    [
      "spend50",
      "The code SPEND50 is for orders of $50.00 or more, before discounts.",
      "El código SPEND50 es para pedidos de $50.00 o más",
    ],
  ])("a refused code (%s) says why at its field, in both languages", async (typed, english, spanish) => {
    for (const [language, words] of [
      ["en", english],
      ["es", spanish],
    ] as const) {
      localStorage.setItem(RED.id, "1");
      stubNetwork();
      await renderCheckout(language);
      applyCode(typed, language);
      const field = screen.getByLabelText(checkoutMessages[language]["checkout.promoCode"]);
      await vi.waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
      expect(field).toHaveAccessibleDescription(expect.stringContaining(words));
      expect(screen.queryByTestId("summary-code-discount")).toBeNull();
      cleanup();
    }
  });

  it("text that cannot be a code (an emoji, a control character) is refused at once and never asked", async () => {
    localStorage.setItem(RED.id, "1");
    stubNetwork();
    await renderCheckout();
    for (const typed of ["🍷🍷", "FLY\u0000ER", "<script>"]) {
      applyCode(typed);
      expect(screen.getByLabelText("Promo code")).toHaveAccessibleDescription(
        "That is not one of our codes: a code has only letters, numbers and dashes.",
      );
    }
    expect(server.quoteBodies.every((body) => body.code === undefined)).toBe(true);
  });

  it("the order sends the code only while it applies, and the discount the summary shows", async () => {
    localStorage.setItem(RED.id, "1");
    stubNetwork([
      { status: 201, body: { order: { number: "41" } } },
      { status: 201, body: { order: { number: "42" } } },
    ]);
    await renderCheckout();
    fillPickup();
    // Short of its $50.00 minimum: shown as refused, and not sent.
    applyCode("SPEND50");
    await screen.findByText(/is for orders of \$50\.00 or more/);
    placeOrder();
    await screen.findByTestId("home");
    expect(server.orderBodies[0]).toMatchObject({ seenDiscountCents: 0 });
    expect(server.orderBodies[0]).not.toHaveProperty("dealCode");

    cleanup();
    sixWines();
    await renderCheckout();
    fillPickup();
    applyCode("FLYER10");
    await screen.findByTestId("summary-code-discount");
    placeOrder();
    await screen.findByTestId("home");
    const expected = priced(
      [
        [RED, 5],
        [CAVA, 1],
      ],
      FLYER10,
    );
    expect(server.orderBodies[1]).toMatchObject({
      dealCode: "FLYER10",
      seenDiscountCents: expected.totals.discountCents,
    });
  });

  it("a 409 price_changed for a code run out: quotes again with the order's phone, says why at the code, and places without it", async () => {
    sixWines();
    const withCode = priced(
      [
        [RED, 5],
        [CAVA, 1],
      ],
      FLYER10,
    );
    const caseOnly = withCode.deals.caseDiscount?.cents ?? 0;
    stubNetwork([
      {
        status: 409,
        body: {
          error: "price_changed",
          lines: [],
          deals: {
            discountCents: caseOnly,
            seenDiscountCents: withCode.totals.discountCents,
            code: { code: "FLYER10", refusal: "usedUp" },
          },
        },
      },
      { status: 201, body: { order: { number: "43" } } },
    ]);
    await renderCheckout();
    fillPickup();
    applyCode("FLYER10");
    await screen.findByTestId("summary-code-discount");
    server.codes.FLYER10 = { ok: false, code: "FLYER10", refusal: "usedUp" };
    placeOrder();
    expect(await screen.findByTestId("attempt-message")).toHaveTextContent(
      "Your code no longer applies (the reason is under it): check the total, then place your order again.",
    );
    expect(screen.getByTestId("code-message")).toHaveTextContent("The code FLYER10 has been used up.");
    expect(screen.queryByTestId("summary-code-discount")).toBeNull();
    await vi.waitFor(() =>
      expect(server.quoteBodies.at(-1)).toMatchObject({ code: "FLYER10", phone: "(305) 555-0188" }),
    );
    const without = priced(
      [
        [RED, 5],
        [CAVA, 1],
      ],
      null,
    );
    expect(text("summary-total")).toBe(formatCents(without.totals.totalCents));
    expect(screen.getByTestId("summary-case-discount")).toHaveTextContent(`−${formatCents(caseOnly)}`);

    placeOrder();
    await screen.findByTestId("home");
    expect(server.orderBodies[0]).toMatchObject({ dealCode: "FLYER10" });
    expect(server.orderBodies[1]).not.toHaveProperty("dealCode");
    expect(server.orderBodies[1]).toMatchObject({ seenDiscountCents: caseOnly });
  });

  it("a 409 price_changed for a smaller case discount: the new quote's totals, and the mixed case named as why (in Spanish too)", async () => {
    for (const [language, words] of [
      ["en", "The mixed-case discount changed: check the total, then place your order again."],
      ["es", "El descuento por caja mixta cambió: revise el total y vuelva a realizar su pedido."],
    ] as const) {
      sixWines();
      stubNetwork([
        {
          status: 409,
          body: { error: "price_changed", lines: [], deals: { discountCents: 0, seenDiscountCents: 642 } },
        },
      ]);
      await renderCheckout(language);
      await screen.findByTestId("summary-case-discount");
      // The owner switched the rule off while the shopper checked out.
      server.caseRules = [];
      fillPickupIn(language);
      placeOrder();
      expect(await screen.findByTestId("attempt-message")).toHaveTextContent(words);
      await vi.waitFor(() => expect(screen.queryByTestId("summary-case-discount")).toBeNull());
      const without = priced(
        [
          [RED, 5],
          [CAVA, 1],
        ],
        null,
        [],
      );
      expect(text("summary-total")).toBe(formatCents(without.totals.totalCents));
      cleanup();
    }
  });
});

/** fillPickup, in either language. */
function fillPickupIn(language: Language) {
  if (language === "en") return fillPickup();
  const form = screen.getByRole("form", { name: sharedMessages("es")["checkout.title"] });
  const type = (label: string | RegExp, value: string) =>
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  fireEvent.click(within(form).getByLabelText(/^Recoger en la tienda/));
  type("Nombre completo", "Ana Pérez");
  type(/^Teléfono/, "(305) 555-0188");
  fireEvent.click(within(form).getByLabelText("Efectivo en el mostrador"));
  fireEvent.click(within(form).getByLabelText(/^Tengo 21 años o más/));
}
