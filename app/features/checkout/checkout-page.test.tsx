// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setCartQuantity } from "~/features/cart/cart-storage";
import { forgetProductList } from "~/features/cart/product-list";
import type { ApiProduct } from "~/features/catalog/data/products-api";
import type { CartQuote, CartQuoteRequest, QuotedLine } from "~/features/orders/cart-quote";
import { orderTotals } from "~/features/orders/order-pricing";
import { store } from "~/features/store";
import type { Language } from "~/i18n/language";
import { sharedMessages } from "~/i18n/messages.server";
import { formatCents } from "~/utils/money";
import { DELIVERY_ADDRESS } from "../../../tests/fixtures/delivery-address";
import { firstMinuteWhen, justBeforeOpening } from "../../../tests/fixtures/opening-moments";
import { withRootRoute } from "../../../tests/fixtures/root-route";
import { checkoutMessages } from "./checkout-messages";
import { CheckoutPage } from "./checkout-page";

/**
 * The checkout page in a browser-like document, with the network stubbed at fetch: each test says
 * what /api/orders/quote and /api/orders answer; the real server is exercised end to end in
 * tests/e2e/checkout.spec.ts.
 */

const WHISKY: QuotedLine = {
  id: "jw-black-750ml",
  route: "johnnie-walker-black",
  name: "Johnnie Walker Black",
  size: "750ml",
  img: "liquors-webp/whiskey/scotch/jw/jw-black/jw-black-750ml.webp",
  unitPriceCents: 3999,
  available: 5,
};
const BEER: QuotedLine = {
  id: "modelo-12pk",
  route: "modelo",
  name: "Modelo Especial",
  size: "12oz-12pack-Can",
  img: "liquors-webp/beer/mexican/modelo/modelo/modelo-12pk.webp",
  unitPriceCents: 1899,
  available: 12,
};

type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | "network";

type Shelf = QuotedLine[];

interface FakeStore {
  shelves: Array<Shelf | "down">;
  orders: Answer[];
  orderBodies: Array<Record<string, unknown>>;
  quoteCount: number;
  quoteBodies: CartQuoteRequest[];
}

let server: FakeStore;

/**
 * The product list names every size on the first shelf. Quotes answer from the given shelves in
 * turn (the last one repeats), as the server does: the sizes asked for that are on the shelf, the
 * others unknown. Orders answer in turn.
 */
function stubNetwork(shelves: Array<Shelf | "down">, orders: Answer[] = []) {
  server = { shelves, orders, orderBodies: [], quoteCount: 0, quoteBodies: [] };
  forgetProductList();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      if (url === "/api/products") return Response.json(productList(shelves.find(Array.isArray) ?? []));
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      if (url === "/api/orders/quote") {
        server.quoteBodies.push(body as CartQuoteRequest);
        const shelf = server.shelves[Math.min(server.quoteCount++, server.shelves.length - 1)]!;
        if (shelf === "down") return new Response("", { status: 503 });
        return Response.json(quoteFrom(shelf, body as CartQuoteRequest));
      }
      server.orderBodies.push(body);
      const answer = server.orders.shift() ?? { status: 500 };
      if (answer === "network") throw new TypeError("Failed to fetch");
      return new Response(JSON.stringify(answer.body ?? {}), {
        status: answer.status,
        headers: answer.headers,
      });
    }),
  );
}

/** GET /api/products as checkout reads it: the size ids of each product. */
function productList(shelf: Shelf): Array<Pick<ApiProduct, "name" | "sizes">> {
  return shelf.map((line) => ({
    name: line.name,
    sizes: [
      {
        id: line.id,
        size: line.size,
        price: line.unitPriceCents / 100,
        price_now: line.unitPriceCents / 100,
        sale: null,
        img: line.img,
        inventory: 5,
        size_ml: 750,
      },
    ],
  }));
}

function quoteFrom(shelf: Shelf, request: CartQuoteRequest): CartQuote {
  const ids = request.items.map((item) => item.id);
  return {
    lines: shelf.filter((line) => ids.includes(line.id)),
    unknownIds: ids.filter((id) => !shelf.some((line) => line.id === id)),
  };
}

function Home() {
  const location = useLocation();
  return <p data-testid="home-state">{JSON.stringify(location.state)}</p>;
}

async function renderCheckout(language: Language = "en") {
  const Stub = withRootRoute(
    [
      { path: "checkout", Component: () => <CheckoutPage texts={checkoutMessages[language]} /> },
      { index: true, Component: Home },
    ],
    language,
  );
  render(<Stub initialEntries={["/checkout"]} />);
  await screen.findByRole("heading", { name: sharedMessages(language)["checkout.title"], level: 1 });
}

/** A Tuesday at midnight in the demo's time zone: the hours tests look for open and closed minutes from it. */
const TUESDAY = new Date("2026-11-24T00:00:00-05:00");

async function fillDelivery(zip = DELIVERY_ADDRESS.zip) {
  const form = await screen.findByRole("form", { name: "Checkout" });
  const type = (label: string | RegExp, value: string) =>
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  fireEvent.click(within(form).getByRole("radio", { name: /^Delivery/ }));
  type("Street address", DELIVERY_ADDRESS.address);
  type("ZIP code", zip);
  type("Full name", "Ana Pérez");
  type(/^Phone/, "(305) 555-0188");
  fireEvent.click(within(form).getByLabelText("Card at the door"));
  fireEvent.click(within(form).getByLabelText("I am 21 or older and will show a valid ID"));
}

const placeOrder = () =>
  fireEvent.click(screen.getByRole("button", { name: /^(Place order|Placing your order…)$/ }));

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem("isOver21", "true");
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("checkout page", () => {
  it("when the store is closed, says when it will call", async () => {
    // A minute before the store opens on Tuesday (9:00 am for the demo).
    const { closed, opensAt } = justBeforeOpening(TUESDAY);
    vi.useFakeTimers({ now: closed, toFake: ["Date"] });
    try {
      stubNetwork([[]]);
      await renderCheckout();
      expect(await screen.findByTestId("closed-notice")).toHaveTextContent(
        `We're closed right now. We'll call you to confirm your order when we open, at ${opensAt}.`,
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it("when the store is open, shows no closed notice", async () => {
    vi.useFakeTimers({ now: firstMinuteWhen(true, TUESDAY), toFake: ["Date"] });
    try {
      stubNetwork([[]]);
      await renderCheckout();
      await screen.findByText("Your cart is empty.");
      expect(screen.queryByTestId("closed-notice")).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("with an empty cart offers the way back to the catalogue", async () => {
    stubNetwork([[]]);
    await renderCheckout();
    expect(await screen.findByText("Your cart is empty.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse the catalog" })).toHaveAttribute("href", "/catalog");
    expect(server.quoteCount).toBe(0);
  });

  it("shows the cart at the quoted prices, with the summary computed by orderTotals", async () => {
    localStorage.setItem(WHISKY.id, "2");
    localStorage.setItem(BEER.id, "1");
    localStorage.setItem("zipCode", DELIVERY_ADDRESS.zip);
    stubNetwork([[WHISKY, BEER]]);
    await renderCheckout();
    await screen.findByText("Johnnie Walker Black");
    expect(screen.getByRole("link", { name: "Modelo Especial" })).toHaveAttribute("href", "/product/modelo");
    fireEvent.click(screen.getByRole("radio", { name: /^Delivery/ }));
    expect(screen.getByLabelText("ZIP code")).toHaveValue(DELIVERY_ADDRESS.zip);
    const lines = [
      { unitPriceCents: 3999, quantity: 2 },
      { unitPriceCents: 1899, quantity: 1 },
    ];
    const delivery = orderTotals(lines, { fulfilment: "delivery", tipPercent: 0 });
    expect(screen.getByTestId("summary-subtotal")).toHaveTextContent(formatCents(delivery.subtotalCents));
    expect(screen.getByTestId("summary-tax")).toHaveTextContent(formatCents(delivery.taxCents));
    expect(screen.getByTestId("summary-delivery-fee")).toHaveTextContent(
      formatCents(delivery.deliveryFeeCents),
    );
    expect(screen.getByTestId("summary-total")).toHaveTextContent(formatCents(delivery.totalCents));
    expect(screen.getByText("We confirm the final total with you on the call.")).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText("Other"));
    fireEvent.change(screen.getByLabelText("Tip percentage"), { target: { value: "12.5" } });
    const tipped = orderTotals(lines, { fulfilment: "delivery", tipPercent: 12.5 });
    expect(screen.getByTestId("summary-tip")).toHaveTextContent(formatCents(tipped.tipCents));
    expect(screen.getByTestId("summary-total")).toHaveTextContent(formatCents(tipped.totalCents));

    // The tip is the driver's: pickup offers none and counts none (issue #31).
    fireEvent.click(screen.getByLabelText(/^Pickup at the store/));
    const pickup = orderTotals(lines, { fulfilment: "pickup", tipPercent: 0 });
    expect(screen.queryByRole("group", { name: "Tip" })).toBeNull();
    expect(screen.queryByLabelText("Tip percentage")).toBeNull();
    expect(screen.queryByTestId("summary-delivery-fee")).toBeNull();
    expect(screen.queryByTestId("summary-tip")).toBeNull();
    expect(screen.getByTestId("summary-total")).toHaveTextContent(formatCents(pickup.totalCents));
  });

  it("before the quote arrives: the whole form, typing works, placeholders for the amounts, and the button waits", async () => {
    localStorage.setItem(WHISKY.id, "1");
    stubNetwork([[WHISKY]]);
    const answer = vi.mocked(fetch);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      if (url === "/api/orders/quote") await released;
      return answer(url, init);
    });
    await renderCheckout();
    const form = await screen.findByRole("form", { name: "Checkout" });
    fireEvent.change(within(form).getByLabelText("Full name"), { target: { value: "Ana Pérez" } });
    expect(screen.getByRole("button", { name: "Place order" })).toBeDisabled();
    expect(screen.getByTestId("summary-total")).not.toHaveTextContent("$");
    expect(screen.getByTestId("checkout-lines-pending")).toBeInTheDocument();

    release();
    expect(await screen.findByText("Johnnie Walker Black")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Place order" })).toBeEnabled();
    expect(screen.getByLabelText("Full name")).toHaveValue("Ana Pérez");
    expect(screen.getByTestId("summary-total")).toHaveTextContent("$");
  });

  it("writes a US phone number the way the store reads it back", async () => {
    localStorage.setItem(WHISKY.id, "1");
    stubNetwork([[WHISKY]]);
    await renderCheckout();
    const phone = await screen.findByLabelText(/^Phone/);
    fireEvent.change(phone, { target: { value: "+1 305.555.0188" } });
    fireEvent.blur(phone);
    expect(phone).toHaveValue("(305) 555-0188");
    fireEvent.change(phone, { target: { value: "555" } });
    fireEvent.blur(phone);
    expect(phone).toHaveValue("555");
  });

  it("says payment is at the door or counter and asks for no card data", async () => {
    localStorage.setItem(WHISKY.id, "1");
    stubNetwork([[WHISKY]]);
    await renderCheckout();
    await screen.findByText("Johnnie Walker Black");
    expect(screen.getByText(/We never ask for card details online/)).toBeInTheDocument();
    expect(document.querySelector('[autocomplete^="cc-"]')).toBeNull();
    expect(screen.queryByLabelText(/card number|cvc|expir/i)).toBeNull();
  });

  it("shows every error at its field, announces a summary, and moves focus to the first", async () => {
    localStorage.setItem(WHISKY.id, "1");
    stubNetwork([[WHISKY]]);
    await renderCheckout();
    await screen.findByText("Johnnie Walker Black");
    fireEvent.click(screen.getByRole("radio", { name: /^Delivery/ }));
    fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: "555" } });
    placeOrder();
    const summary = await screen.findByRole("alert");
    expect(summary).toHaveTextContent("Please fix 6 problems:");
    // In the order the page shows the fields, each a link to its field.
    expect(
      within(summary)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual([
      "#checkout-fulfilment-address",
      "#checkout-fulfilment-zip",
      "#checkout-customer-name",
      "#checkout-customer-phone",
      "#checkout-paymentMethod",
      "#checkout-ageConfirmed",
    ]);
    const address = screen.getByLabelText("Street address");
    expect(address).toHaveAttribute("aria-invalid", "true");
    expect(address).toHaveAccessibleDescription("Enter the street address.");
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription(
      "A US number. We call it to confirm your order. Enter a US phone number with its area code.",
    );
    expect(screen.getByLabelText("I am 21 or older and will show a valid ID")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await vi.waitFor(() => expect(document.activeElement).toBe(address));
    expect(server.orderBodies).toEqual([]);
  });

  const freeFrom = store.delivery.freeFromCents;
  it.skipIf(freeFrom === null)(
    "from the free-delivery line on, delivery says it is free and the summary charges no fee (issue #18)",
    async () => {
      // A third of the store's free-delivery line, rounded up: three bottles pass it, two do not.
      const whisky = { ...WHISKY, unitPriceCents: Math.ceil(freeFrom! / 3) };
      localStorage.setItem(whisky.id, "3");
      stubNetwork([[whisky]]);
      await renderCheckout();
      await screen.findByText("Johnnie Walker Black");
      const delivery = screen.getByRole("radio", { name: /^Delivery/ });
      expect(delivery).toHaveAccessibleName(/Free delivery on this order$/);
      fireEvent.click(delivery);
      expect(screen.getByTestId("summary-delivery-fee")).toHaveTextContent("$0.00");
      fireEvent.change(screen.getByLabelText("Amount:"), { target: { value: "2" } });
      const fee = formatCents(store.delivery.feeCents);
      await vi.waitFor(() => expect(screen.getByTestId("summary-delivery-fee")).toHaveTextContent(fee));
      expect(delivery).toHaveAccessibleName(new RegExp(`Delivery fee ${fee.replace(/[$.]/g, "\\$&")}$`));
    },
  );

  it("asks for delivery or pickup first, at the first radio, before any address (issue #18)", async () => {
    localStorage.setItem(WHISKY.id, "1");
    stubNetwork([[WHISKY]]);
    await renderCheckout();
    await screen.findByText("Johnnie Walker Black");
    expect(screen.queryByLabelText("Street address")).toBeNull();
    placeOrder();
    const summary = await screen.findByRole("alert");
    expect(within(summary).getAllByRole("link")[0]).toHaveAttribute("href", "#checkout-fulfilment-method");
    const delivery = screen.getByRole("radio", { name: /^Delivery/ });
    expect(delivery).toHaveAttribute("id", "checkout-fulfilment-method");
    expect(delivery).toHaveAccessibleDescription("Choose delivery or pickup.");
    await vi.waitFor(() => expect(document.activeElement).toBe(delivery));
  });

  it("says at once when the ZIP is outside the delivery area, and offers pickup", async () => {
    localStorage.setItem(WHISKY.id, "1");
    localStorage.setItem("zipCode", "10001");
    stubNetwork([[WHISKY]]);
    await renderCheckout();
    fireEvent.click(await screen.findByRole("radio", { name: /^Delivery/ }));
    const zip = await screen.findByLabelText("ZIP code");
    expect(zip).toHaveAttribute("aria-invalid", "true");
    expect(zip).toHaveAccessibleDescription(/We don't deliver to this ZIP code/);
    fireEvent.click(screen.getByRole("button", { name: "Switch to pickup" }));
    expect(screen.getByLabelText(/^Pickup at the store/)).toBeChecked();
    expect(screen.queryByLabelText("ZIP code")).toBeNull();
  });

  it("places the order once, however many clicks, then clears the cart and goes home with the order number", async () => {
    localStorage.setItem(WHISKY.id, "2");
    localStorage.setItem("zipCode", DELIVERY_ADDRESS.zip);
    stubNetwork(
      [[WHISKY]],
      [{ status: 201, body: { order: { number: "1042", status: "received", statusUrl: "/order/abc123" } } }],
    );
    await renderCheckout();
    await fillDelivery();
    placeOrder();
    placeOrder();
    fireEvent.submit(screen.getByRole("form", { name: "Checkout" }));
    const home = await screen.findByTestId("home-state");
    expect(JSON.parse(home.textContent!)).toEqual({
      fromCheckout: true,
      showProcessingModal: true,
      orderNumber: "1042",
      statusUrl: "/order/abc123",
      fulfilment: "delivery",
    });
    expect(server.orderBodies).toHaveLength(1);
    expect(server.orderBodies[0]).toMatchObject({
      customer: { name: "Ana Pérez", phone: "(305) 555-0188" },
      fulfilment: { method: "delivery", ...DELIVERY_ADDRESS },
      items: [{ id: WHISKY.id, quantity: 2 }],
      paymentMethod: "card",
      tipPercent: 0,
    });
    expect(localStorage.getItem(WHISKY.id)).toBeNull();
    expect(localStorage.getItem("zipCode")).toBe(DELIVERY_ADDRESS.zip);
    expect(localStorage.getItem("isOver21")).toBe("true");
  });

  it("sends the prices the shopper saw; a 409 price_changed shows old → new at the line, and placing again sends the new price", async () => {
    localStorage.setItem(WHISKY.id, "1");
    stubNetwork(
      [[WHISKY]],
      [
        {
          status: 409,
          body: {
            error: "price_changed",
            lines: [{ id: WHISKY.id, seenUnitPriceCents: 3999, unitPriceCents: 4299 }],
          },
        },
        { status: 201, body: { order: { number: "7" } } },
      ],
    );
    await renderCheckout();
    await fillDelivery();
    placeOrder();
    const line = document.querySelector(`[data-line="${WHISKY.id}"]`) as HTMLElement;
    expect(await within(line).findByText("Price changed: $39.99 → $42.99 each.")).toBeInTheDocument();
    expect(screen.getByTestId("attempt-message")).toHaveTextContent(
      "Some prices changed since you opened checkout",
    );
    await vi.waitFor(() => expect(document.activeElement).toHaveTextContent("Your items"));
    expect(screen.getByTestId("summary-subtotal")).toHaveTextContent("$42.99");
    placeOrder();
    await screen.findByTestId("home-state");
    expect(server.orderBodies.map((body) => body.items)).toEqual([
      [{ id: WHISKY.id, quantity: 1, seenUnitPriceCents: 3999, substitution: "call" }],
      [{ id: WHISKY.id, quantity: 1, seenUnitPriceCents: 4299, substitution: "call" }],
    ]);
    expect(server.orderBodies[1]!.idempotencyKey).not.toBe(server.orderBodies[0]!.idempotencyKey);
    expect(server.quoteCount).toBe(1);
  });

  it("over the store's caps, says so beside the lines with the store's phone, and sends nothing", async () => {
    // One bottle a cent over the store's value cap.
    const { maxSubtotalCents } = store.orderCaps;
    const cognac = { ...WHISKY, id: "xo-750ml", name: "Cognac XO", unitPriceCents: maxSubtotalCents + 1 };
    localStorage.setItem(cognac.id, "1");
    stubNetwork([[cognac]]);
    await renderCheckout();
    await fillDelivery();
    placeOrder();
    const text = `An online order is at most ${formatCents(maxSubtotalCents)} before tax. For a larger order, call us at ${store.phone.display}.`;
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
    expect(within(screen.getByRole("region", { name: "Your items" })).getByText(text)).toBeInTheDocument();
    expect(server.orderBodies).toEqual([]);
  });

  it("the server's 422 order_too_large is shown beside the lines, in Spanish too", async () => {
    localStorage.setItem(WHISKY.id, "1");
    stubNetwork(
      [[WHISKY]],
      [{ status: 422, body: { error: "order_too_large", message: "order.tooManyBottles" } }],
    );
    await renderCheckout("es");
    const form = await screen.findByRole("form", { name: "Finalizar compra" });
    fireEvent.click(within(form).getByLabelText(/^Recoger en la tienda/));
    fireEvent.change(within(form).getByLabelText("Nombre completo"), { target: { value: "Ana Pérez" } });
    fireEvent.change(within(form).getByLabelText(/^Teléfono/), { target: { value: "(305) 555-0188" } });
    fireEvent.click(within(form).getByLabelText("Efectivo en el mostrador"));
    fireEvent.click(within(form).getByLabelText("Tengo 21 años o más y mostraré una identificación válida"));
    fireEvent.click(screen.getByRole("button", { name: "Realizar pedido" }));
    expect(
      await within(screen.getByRole("region", { name: "Sus productos" })).findByText(
        `Un pedido en línea lleva como máximo ${store.orderCaps.maxBottles} botellas. Para un pedido más grande, llámenos al ${store.phone.display}.`,
      ),
    ).toBeInTheDocument();
  });

  it("lowers an amount to what is left and writes it to the cart; a sold-out line must go", async () => {
    localStorage.setItem(WHISKY.id, "4");
    localStorage.setItem(BEER.id, "1");
    stubNetwork([
      [
        { ...WHISKY, available: 3 },
        { ...BEER, available: 0 },
      ],
    ]);
    await renderCheckout();
    expect(await screen.findByText("Only 3 left: your amount went from 4 to 3.")).toBeInTheDocument();
    expect(localStorage.getItem(WHISKY.id)).toBe("3");
    expect(screen.getByText("Out of stock: remove it to continue.")).toBeInTheDocument();
    await fillDelivery();
    placeOrder();
    expect(await screen.findByRole("alert")).toHaveTextContent("Remove the sizes that are out of stock");
    expect(server.orderBodies).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: /^Remove Modelo Especial/ }));
    await vi.waitFor(() => expect(screen.queryByText("Modelo Especial")).toBeNull());
    expect(localStorage.getItem(BEER.id)).toBeNull();
  });

  it("when the prices cannot be checked, says so and tries again on request", async () => {
    localStorage.setItem(WHISKY.id, "1");
    stubNetwork(["down", [WHISKY]]);
    await renderCheckout();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We couldn't check today's prices and stock.");
    // The form stays in its place, but nothing unquoted can be ordered.
    expect(screen.getByRole("button", { name: "Place order" })).toBeDisabled();
    expect(screen.queryByText("Johnnie Walker Black")).toBeNull();
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Johnnie Walker Black")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("ignores entries no size matches (spec §5): asks one quote for the known lines only, and leaves storage alone", async () => {
    localStorage.setItem(WHISKY.id, "4");
    localStorage.setItem("", "1");
    localStorage.setItem("x".repeat(201), "1");
    for (let index = 0; index < 500; index++) localStorage.setItem(`unknown-${index}`, "1");
    // Only 3 left: checkout lowers the amount in storage, which must not quote again.
    stubNetwork([[{ ...WHISKY, available: 3 }]]);
    await renderCheckout();
    expect(await screen.findByText("Johnnie Walker Black")).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(server.quoteBodies).toEqual([{ items: [{ id: WHISKY.id, quantity: 4 }] }]);
    expect(localStorage.getItem(WHISKY.id)).toBe("3");
    expect(localStorage.getItem("")).toBe("1");
    expect(localStorage.getItem("unknown-499")).toBe("1");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("a size shown here that the store stops selling is left out and named", async () => {
    localStorage.setItem(WHISKY.id, "1");
    localStorage.setItem(BEER.id, "1");
    stubNetwork([[WHISKY, BEER], [WHISKY]]);
    await renderCheckout();
    await screen.findByText("Modelo Especial");
    act(() => setCartQuantity(WHISKY.id, 2));
    expect(
      await screen.findByText(
        "Modelo Especial (12-pack, 12 oz cans) is no longer sold, so it is left out of your order.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Modelo Especial" })).toBeNull();
    expect(server.quoteCount).toBe(2);
  });

  it("a change event that leaves the cart as last quoted asks no second quote (issue #14)", async () => {
    localStorage.setItem(WHISKY.id, "1");
    stubNetwork([[WHISKY]]);
    await renderCheckout();
    await screen.findByText(WHISKY.name);
    act(() => {
      localStorage.setItem("unknown-size-1", "1");
      window.dispatchEvent(new StorageEvent("storage", { key: "unknown-size-1", newValue: "1" }));
      window.dispatchEvent(new Event("cart-updated"));
    });
    act(() => setCartQuantity(WHISKY.id, 3));
    await vi.waitFor(() => expect(server.quoteCount).toBe(2));
    expect(server.quoteBodies[1]!.items).toEqual([{ id: WHISKY.id, quantity: 3 }]);
  });

  it("after a network failure keeps the cart and retries with the same key; a change makes a new key", async () => {
    localStorage.setItem(WHISKY.id, "1");
    stubNetwork([[WHISKY]], ["network", "network", { status: 201, body: { order: { number: "9" } } }]);
    await renderCheckout();
    await fillDelivery();
    placeOrder();
    const message = await screen.findByTestId("attempt-message");
    expect(message).toHaveTextContent("We couldn't reach the store. Your cart is kept");
    expect(localStorage.getItem(WHISKY.id)).toBe("1");
    const quotesBefore = server.quoteCount;
    fireEvent.click(within(message).getByRole("button", { name: "Try again" }));
    await vi.waitFor(() => expect(server.orderBodies).toHaveLength(2));
    expect(server.quoteCount).toBe(quotesBefore);
    expect(server.orderBodies[1]!.idempotencyKey).toBe(server.orderBodies[0]!.idempotencyKey);
    await screen.findByTestId("attempt-message");
    fireEvent.change(screen.getByLabelText("Notes for the store (optional)"), {
      target: { value: "Ring twice" },
    });
    placeOrder();
    await screen.findByTestId("home-state");
    expect(server.orderBodies[2]!.idempotencyKey).not.toBe(server.orderBodies[0]!.idempotencyKey);
  });

  it("shows a 409 at its lines, a 422 at its field, and when to try again after a 429", async () => {
    localStorage.setItem(WHISKY.id, "4");
    stubNetwork(
      [[WHISKY]],
      [
        { status: 409, body: { error: "stock", lines: [{ id: WHISKY.id, requested: 4, available: 1 }] } },
        {
          status: 422,
          body: { error: "validation", fieldErrors: { "customer.name": ["order.nameMissing"] } },
        },
        { status: 429, body: { error: "rate_limited" }, headers: { "Retry-After": "600" } },
      ],
    );
    await renderCheckout();
    await fillDelivery();
    placeOrder();
    expect(await screen.findByText("Only 1 left: your amount went from 4 to 1.")).toBeInTheDocument();
    expect(screen.getByTestId("attempt-message")).toHaveTextContent(
      "Some sizes sold out while you were ordering",
    );
    expect(localStorage.getItem(WHISKY.id)).toBe("1");

    // The shop's own quote still says 5; the server's 422 and 429 come next.
    stubNetwork(
      [[WHISKY]],
      [
        {
          status: 422,
          body: { error: "validation", fieldErrors: { "customer.name": ["order.nameMissing"] } },
        },
        { status: 429, body: { error: "rate_limited" }, headers: { "Retry-After": "600" } },
      ],
    );
    await act(async () => placeOrder());
    const name = screen.getByLabelText("Full name");
    await vi.waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));
    expect(name).toHaveAccessibleDescription("Enter your name.");
    await vi.waitFor(() => expect(document.activeElement).toBe(name));
    placeOrder();
    expect(
      await screen.findByText("Too many orders from this connection. Try again in 10 minutes."),
    ).toBeInTheDocument();
  });
  it("in Spanish: the form, the server's refusal at its field, and the order carries the language", async () => {
    localStorage.setItem(WHISKY.id, "1");
    localStorage.setItem("zipCode", "10001");
    stubNetwork(
      [[WHISKY]],
      [
        {
          status: 422,
          body: {
            error: "validation",
            fieldErrors: { "customer.name": ["order.nameMissing"], "items.0.quantity": ["unknown check"] },
          },
        },
      ],
    );
    await renderCheckout("es");
    fireEvent.click(await screen.findByRole("radio", { name: /^Entrega a domicilio/ }));
    const zip = await screen.findByLabelText("Código postal");
    expect(zip).toHaveAccessibleDescription(/^No hacemos entregas en este código postal/);
    fireEvent.click(screen.getByRole("button", { name: "Cambiar a recoger en la tienda" }));
    const form = screen.getByRole("form", { name: "Finalizar compra" });
    fireEvent.change(within(form).getByLabelText("Nombre completo"), { target: { value: "Ana Pérez" } });
    fireEvent.change(within(form).getByLabelText(/^Teléfono/), { target: { value: "(305) 555-0188" } });
    fireEvent.click(within(form).getByLabelText("Efectivo en el mostrador"));
    fireEvent.click(within(form).getByLabelText("Tengo 21 años o más y mostraré una identificación válida"));
    fireEvent.click(screen.getByRole("button", { name: "Realizar pedido" }));
    const name = screen.getByLabelText("Nombre completo");
    await vi.waitFor(() => expect(name).toHaveAccessibleDescription("Escriba su nombre."));
    // A check with no message of its own still reads in Spanish, never as the server's words.
    expect(screen.getAllByText("Revise este campo.").length).toBeGreaterThan(0);
    expect(screen.queryByText("unknown check")).toBeNull();
    expect(server.orderBodies[0]).toMatchObject({ language: "es", fulfilment: { method: "pickup" } });
  });
});

describe("the shopper's choices at checkout (issue #18, 7)", () => {
  const placed = {
    status: 201,
    body: { order: { number: "1042", status: "received", statusUrl: "/order/abc" } },
  };

  it("asks per line what to do if the bottle is missing, named with its product, and sends each choice", async () => {
    localStorage.setItem(WHISKY.id, "1");
    localStorage.setItem(BEER.id, "2");
    localStorage.setItem("zipCode", DELIVERY_ADDRESS.zip);
    stubNetwork([[WHISKY, BEER]], [placed]);
    await renderCheckout();
    await screen.findByText("Johnnie Walker Black");
    const whisky = screen.getByRole("combobox", {
      name: "Johnnie Walker Black, 750ml: If it's missing",
    });
    const beer = screen.getByRole("combobox", { name: /^Modelo Especial, .*: If it's missing$/ });
    // Call me until the shopper says otherwise: the staff call, as they always did.
    expect(whisky).toHaveValue("call");
    expect(
      within(whisky)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Call me", "A similar bottle up to the same price", "Leave it out"]);
    fireEvent.change(whisky, { target: { value: "similar" } });
    fireEvent.change(beer, { target: { value: "omit" } });
    await fillDelivery();
    placeOrder();
    await screen.findByTestId("home-state");
    expect(server.orderBodies[0]!.items).toEqual([
      { id: WHISKY.id, quantity: 1, seenUnitPriceCents: 3999, substitution: "similar" },
      { id: BEER.id, quantity: 2, seenUnitPriceCents: 1899, substitution: "omit" },
    ]);
    expect(server.orderBodies[0]!.gift).toBeUndefined();
  });

  it("a gift shows its fields once ticked, one error per field, the message's count, and the gift box where a line has one", async () => {
    localStorage.setItem(WHISKY.id, "1");
    localStorage.setItem(BEER.id, "1");
    localStorage.setItem("zipCode", DELIVERY_ADDRESS.zip);
    stubNetwork([[{ ...WHISKY, giftBox: true }, BEER]], [placed]);
    await renderCheckout();
    await screen.findByText("Johnnie Walker Black");
    expect(screen.queryByLabelText("Recipient's name")).toBeNull();
    fireEvent.click(screen.getByRole("checkbox", { name: "This order is a gift" }));
    await fillDelivery();
    fireEvent.change(screen.getByLabelText(/^Recipient's phone/), { target: { value: "12" } });
    placeOrder();
    const summary = await screen.findByRole("alert");
    expect(
      within(summary)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["#checkout-gift-recipientName", "#checkout-gift-recipientPhone"]);
    const name = screen.getByLabelText("Recipient's name");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Enter the name of the person receiving the gift.");
    expect(screen.getByLabelText(/^Recipient's phone/)).toHaveAccessibleDescription(
      "A US number, in case we need to reach them. Enter a US phone number with its area code.",
    );
    await vi.waitFor(() => expect(document.activeElement).toBe(name));
    expect(server.orderBodies).toEqual([]);

    fireEvent.change(name, { target: { value: "Marta Gómez" } });
    fireEvent.change(screen.getByLabelText(/^Recipient's phone/), { target: { value: "786 555 0123" } });
    const message = screen.getByLabelText("Message for the card (optional)");
    expect(message).toHaveAccessibleDescription("Characters used: 0/200");
    expect(message).toHaveAttribute("maxlength", "200");
    fireEvent.change(message, { target: { value: "¡Feliz cumpleaños!" } });
    expect(message).toHaveAccessibleDescription("Characters used: 18/200");
    const box = screen.getByRole("checkbox", { name: /^Put it in a gift box/ });
    expect(box).toHaveAccessibleDescription("For Johnnie Walker Black.");
    fireEvent.click(box);
    placeOrder();
    await screen.findByTestId("home-state");
    expect(server.orderBodies[0]!.gift).toEqual({
      recipientName: "Marta Gómez",
      recipientPhone: "786 555 0123",
      message: "¡Feliz cumpleaños!",
      giftBox: true,
    });
  });

  it("offers no gift box when no line's product comes in one, and shows the server's refusal at the box", async () => {
    localStorage.setItem(BEER.id, "1");
    stubNetwork([[BEER]]);
    await renderCheckout();
    await screen.findByText("Modelo Especial");
    fireEvent.click(screen.getByRole("checkbox", { name: "This order is a gift" }));
    expect(screen.getByLabelText("Recipient's name")).toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: /gift box/ })).toBeNull();
    cleanup();

    // The catalogue changed between the quote and the order: the server says so at the box.
    localStorage.setItem(WHISKY.id, "1");
    stubNetwork(
      [[{ ...WHISKY, giftBox: true }]],
      [
        {
          status: 422,
          body: { error: "validation", fieldErrors: { "gift.giftBox": ["order.giftBoxUnavailable"] } },
        },
      ],
    );
    await renderCheckout();
    await screen.findByText("Johnnie Walker Black");
    fireEvent.click(screen.getByRole("checkbox", { name: "This order is a gift" }));
    fireEvent.change(screen.getByLabelText("Recipient's name"), { target: { value: "Marta" } });
    fireEvent.change(screen.getByLabelText(/^Recipient's phone/), { target: { value: "7865550123" } });
    fireEvent.click(screen.getByRole("checkbox", { name: /^Put it in a gift box/ }));
    await fillDelivery();
    placeOrder();
    const box = screen.getByRole("checkbox", { name: /^Put it in a gift box/ });
    await vi.waitFor(() =>
      expect(box).toHaveAccessibleDescription(
        "For Johnnie Walker Black. None of these bottles comes in a gift box.",
      ),
    );
    expect(box).toHaveAttribute("aria-invalid", "true");
  });

  it("in Spanish: the choice per line and the gift's fields", async () => {
    localStorage.setItem(WHISKY.id, "1");
    stubNetwork([[{ ...WHISKY, giftBox: true }]]);
    await renderCheckout("es");
    await screen.findByText("Johnnie Walker Black");
    const choice = screen.getByRole("combobox", { name: "Johnnie Walker Black, 750ml: Si falta" });
    expect(
      within(choice)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Llámeme", "Una botella similar hasta el mismo precio", "Déjela fuera"]);
    fireEvent.click(screen.getByRole("checkbox", { name: "Este pedido es un regalo" }));
    expect(screen.getByLabelText("Nombre de quien lo recibe")).toBeInTheDocument();
    expect(screen.getByLabelText("Mensaje para la tarjeta (opcional)")).toHaveAccessibleDescription(
      "Caracteres usados: 0/200",
    );
    expect(screen.getByRole("checkbox", { name: /^Ponerlo en caja de regalo/ })).toBeInTheDocument();
  });
});
