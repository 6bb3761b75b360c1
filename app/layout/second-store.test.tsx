// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CartPanelProvider } from "~/features/cart/cart-panel-context";
import { store } from "~/features/store";
import { parseStoreConfig, type StoreConfigInput } from "~/features/store/store-config";
import { renderUnderRoot } from "../../tests/fixtures/root-route";
import { footerMismatches, headerMismatches, readFooter, readHeader } from "../../tests/fixtures/store-shown";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * An owner renames the store in store.config.ts, and the build compiles it in: here the module
 * itself is another store's, so the header and footer (and everything they read it through) run the
 * end-to-end specs' checks on a store that shares nothing the page shows with the demo.
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
  weeklyHours: {
    sunday: { opens: "12:00", closes: "18:00" },
    monday: { opens: "10:00", closes: "21:00" },
    tuesday: { opens: "10:00", closes: "21:00" },
    wednesday: { opens: "10:00", closes: "21:00" },
    thursday: { opens: "10:00", closes: "21:00" },
    friday: { opens: "10:00", closes: "23:00" },
    saturday: { opens: "10:00", closes: "23:00" },
  },
  delivery: { zipCodes: ["33602", "33606"], feeCents: 750, minimumCents: null, freeFromCents: 15_000 },
}));

vi.mock("../../store.config", async (importOriginal) => {
  const demo = (await importOriginal<{ default: StoreConfigInput }>()).default;
  return { default: { ...demo, ...SECOND_STORE } };
});

const demo = parseStoreConfig((await vi.importActual<{ default: unknown }>("../../store.config")).default);

function Shell() {
  return (
    <CartPanelProvider>
      <SiteHeader />
      <SiteFooter />
    </CartPanelProvider>
  );
}

afterEach(cleanup);

describe("a second store in store.config.ts: the header and footer say its name, place and hours", () => {
  it("is a valid store that differs from the demo in everything the header and footer show", () => {
    expect(parseStoreConfig(store)).toEqual(store);
    expect(store.name).toBe(SECOND_STORE.name);
    for (const field of ["name", "shortName", "email", "instagramUrl"] as const) {
      expect(store[field], field).not.toBe(demo[field]);
    }
    expect(store.phone.display).not.toBe(demo.phone.display);
    expect(store.address.street).not.toBe(demo.address.street);
    expect(store.weeklyHours).not.toEqual(demo.weeklyHours);
    expect(store.delivery.feeCents).not.toBe(demo.delivery.feeCents);
  });

  it("the header passes the end-to-end checks for the second store, and fails them for the demo", async () => {
    renderUnderRoot(Shell);
    const header = readHeader(await screen.findByRole("banner"));
    expect(headerMismatches(header, store)).toEqual([]);
    expect(headerMismatches(header, demo)).toHaveLength(3);
  });

  it("the footer passes the end-to-end checks for the second store, and shows none of the demo's details", async () => {
    renderUnderRoot(Shell);
    const footer = readFooter(await screen.findByRole("contentinfo"));
    expect(footerMismatches(footer, store)).toEqual([]);
    expect(footerMismatches(footer, demo)).toHaveLength(9);
    for (const detail of [demo.name, demo.shortName, demo.phone.display, demo.address.street, demo.email]) {
      expect(footer.text).not.toContain(detail);
    }
  });
});
