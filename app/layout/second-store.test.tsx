// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CartPanelProvider } from "~/features/cart/cart-panel-context";
import { forgetProductList } from "~/features/cart/product-list";
import { store } from "~/features/store";
import { parseStoreConfig, type StoreConfigInput } from "~/features/store/store-config";
import { formatCents } from "~/utils/money";
import { renderUnderRoot } from "../../tests/fixtures/root-route";
import { footerMismatches, headerMismatches, readFooter, readHeader } from "../../tests/fixtures/store-shown";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * An owner renames the store in store.config.ts, and the build compiles it in: here the module
 * itself is another store's, so the header and footer (and everything they read it through) run the
 * end-to-end specs' checks on a store that shares nothing they show with store.config.ts's.
 */
const SECOND_STORE = vi.hoisted(() => ({
  name: "Bodega Los Pinos Fine Wines",
  shortName: "Los Pinos",
  address: {
    street: "77 Harbor Road",
    city: "Tampa",
    region: "FL",
    postalCode: "33602",
    country: "US",
  },
  phone: { display: "(813) 555-0199", e164: "+18135550199" },
  email: "hello@lospinos.example",
  instagramUrl: "https://www.instagram.com/lospinos.example/",
  map: {
    embedUrl: "https://www.google.com/maps?q=77+Harbor+Rd,+Tampa,+FL+33602&output=embed",
    linkUrl: "https://maps.google.com/?q=77+Harbor+Rd,+Tampa,+FL+33602",
  },
  // Quarter hours and a free-delivery line ($150.05) no store is likely to keep: they differ from any
  // store.config.ts.
  weeklyHours: {
    sunday: { opens: "11:15", closes: "17:45" },
    monday: { opens: "10:30", closes: "20:45" },
    tuesday: { opens: "10:30", closes: "20:45" },
    wednesday: { opens: "10:30", closes: "20:45" },
    thursday: { opens: "10:30", closes: "20:45" },
    friday: { opens: "10:30", closes: "22:15" },
    saturday: { opens: "10:30", closes: "22:15" },
  },
  delivery: { zipCodes: ["33602", "33606"], feeCents: 725, minimumCents: null, freeFromCents: 15_005 },
}));

vi.mock("../../store.config", async (importOriginal) => {
  const own = (await importOriginal<{ default: StoreConfigInput }>()).default;
  return { default: { ...own, ...SECOND_STORE } };
});

/** The store store.config.ts names, which the page must no longer show. */
const own = parseStoreConfig((await vi.importActual<{ default: unknown }>("../../store.config")).default);

/** A bottle in the cart, as GET /api/products lists it: $40.00. */
const BOTTLE = {
  id: "pinos-red-750ml",
  size: "750ml",
  price: 40,
  img: "x.webp",
  inventory: 10,
  size_ml: 750,
};

function Shell() {
  return (
    <CartPanelProvider>
      <SiteHeader />
      <SiteFooter />
    </CartPanelProvider>
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("a second store in store.config.ts: the header and footer say its name, place, hours and delivery", () => {
  it("is a valid store that differs from store.config.ts's in everything checked here", () => {
    expect(parseStoreConfig(store)).toEqual(store);
    expect(store.name).toBe(SECOND_STORE.name);
    const differing = {
      name: [store.name, own.name],
      shortName: [store.shortName, own.shortName],
      phone: [store.phone.display, own.phone.display],
      street: [store.address.street, own.address.street],
      email: [store.email, own.email],
      instagram: [store.instagramUrl, own.instagramUrl],
      map: [store.map.linkUrl, own.map.linkUrl],
      hours: [JSON.stringify(store.weeklyHours), JSON.stringify(own.weeklyHours)],
      freeDelivery: [store.delivery.freeFromCents, own.delivery.freeFromCents],
    };
    for (const [what, [second, configured]] of Object.entries(differing)) {
      expect(second, `SECOND_STORE must differ from store.config.ts in ${what}`).not.toEqual(configured);
    }
  });

  it("the header passes the end-to-end checks for the second store, and fails them for store.config.ts's", async () => {
    renderUnderRoot(Shell);
    const header = readHeader(await screen.findByRole("banner"));
    expect(headerMismatches(header, store)).toEqual([]);
    expect(headerMismatches(header, own)).toHaveLength(3);
  });

  it("the footer passes the end-to-end checks for the second store, and shows none of store.config.ts's details", async () => {
    renderUnderRoot(Shell);
    const footer = readFooter(await screen.findByRole("contentinfo"));
    expect(footerMismatches(footer, store)).toEqual([]);
    expect(footerMismatches(footer, own)).toHaveLength(9);
    for (const detail of [own.name, own.shortName, own.phone.display, own.address.street, own.email]) {
      expect(footer.text).not.toContain(detail);
    }
  });

  it("the header's cart counts toward the second store's free delivery", async () => {
    // jsdom has no modal dialog: the cart's drawer opens as a browser's would.
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.setAttribute("open", "");
    };
    forgetProductList();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json([{ name: "Pinos Red", sizes: [BOTTLE] }])),
    );
    localStorage.setItem(BOTTLE.id, "1");
    renderUnderRoot(Shell);
    fireEvent.click(await screen.findByRole("button", { name: /^Cart,/ }));
    const short = formatCents(SECOND_STORE.delivery.freeFromCents - 4_000);
    expect(await screen.findByTestId("cart-delivery-progress")).toHaveTextContent(
      `Add ${short} more for free delivery.`,
    );
  });
});
