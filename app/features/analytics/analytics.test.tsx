// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { Link, Outlet, createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// Web vitals have their own test; here they must not measure jsdom.
vi.mock("./web-vitals-reporter", () => ({ reportWebVitals: vi.fn() }));

const GTAG_URL = "https://www.googletagmanager.com/gtag/js?id=G-TEST123";

type Command = unknown[];

function dataLayerCommands(): Command[] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

function pageViews(): Command[] {
  return dataLayerCommands().filter(([command, name]) => command === "event" && name === "page_view");
}

function page(title: string, links: Array<[string, string]>) {
  return function Page() {
    return (
      <>
        <title>{title}</title>
        {links.map(([to, label]) => (
          <Link key={to} to={to}>
            {label}
          </Link>
        ))}
      </>
    );
  };
}

/** A store with three pages, Analytics mounted in the root as app/root.tsx does. */
async function renderStore(measurementId: string | null) {
  const { Analytics } = await import("./analytics");
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <>
          <Outlet />
          <Analytics measurementId={measurementId} />
        </>
      ),
      children: [
        { index: true, Component: page("Home | Store", [["/catalog?type=rum", "CATALOG"]]) },
        { path: "catalog", Component: page("Catalog | Store", [["/contact-us", "CONTACT US"]]) },
        {
          path: "contact-us",
          Component: page("Contact us | Store", [["/contact-us#hours", "OPENING HOURS"]]),
        },
      ],
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  // The gtag code is a dynamic import: the store is ready once it has arrived.
  await act(() => vi.dynamicImportSettled());
}

async function nextFrame() {
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

describe("Analytics (specification §4: page views on every route change)", () => {
  beforeEach(() => {
    vi.resetModules();
    delete window.dataLayer;
    delete window.gtag;
    document.head.innerHTML = "";
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("loads gtag.js for the measurement id, configured without automatic page views", async () => {
    await renderStore("G-TEST123");
    const preload = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="script"]');
    expect(preload?.href).toBe(GTAG_URL);
    expect(document.querySelectorAll("script")).toHaveLength(0);
    act(() => preload?.dispatchEvent(new Event("load")));
    const scripts = [...document.querySelectorAll("script")];
    expect(scripts.map((script) => script.src)).toEqual([GTAG_URL]);
    expect(scripts[0]?.async).toBe(true);
    expect(dataLayerCommands().slice(0, 2)).toEqual([
      ["js", expect.any(Date)],
      ["config", "G-TEST123", { send_page_view: false }],
    ]);
    // Standard gtag: the data layer holds Arguments objects, the only kind gtag.js reads.
    expect(Object.prototype.toString.call(window.dataLayer?.[0])).toBe("[object Arguments]");
  });

  it("never runs a gtag.js that could not be downloaded, and keeps queueing page views", async () => {
    await renderStore("G-TEST123");
    act(() => document.querySelector("link")?.dispatchEvent(new Event("error")));
    await nextFrame();
    expect(document.querySelectorAll("script")).toHaveLength(0);
    expect(pageViews()).toHaveLength(1);
  });

  it("sends one page_view with location, path and title for the first page and each route change", async () => {
    await renderStore("G-TEST123");
    await nextFrame();
    expect(pageViews()).toEqual([
      [
        "event",
        "page_view",
        { page_location: "http://localhost:3000/", page_path: "/", page_title: "Home | Store" },
      ],
    ]);

    await act(() => screen.getByRole("link", { name: "CATALOG" }).click());
    await nextFrame();
    await act(() => screen.getByRole("link", { name: "CONTACT US" }).click());
    await nextFrame();
    expect(pageViews().slice(1)).toEqual([
      [
        "event",
        "page_view",
        {
          page_location: "http://localhost:3000/catalog?type=rum",
          page_path: "/catalog?type=rum",
          page_title: "Catalog | Store",
        },
      ],
      [
        "event",
        "page_view",
        {
          page_location: "http://localhost:3000/contact-us",
          page_path: "/contact-us",
          page_title: "Contact us | Store",
        },
      ],
    ]);
  });

  it("sends no page_view for a jump within the page (#fragment)", async () => {
    await renderStore("G-TEST123");
    await act(() => screen.getByRole("link", { name: "CATALOG" }).click());
    await act(() => screen.getByRole("link", { name: "CONTACT US" }).click());
    await nextFrame();
    await act(() => screen.getByRole("link", { name: "OPENING HOURS" }).click());
    await nextFrame();
    expect(pageViews().map(([, , view]) => (view as { page_path: string }).page_path)).toEqual([
      "/contact-us",
    ]);
  });

  it("loads gtag.js once, however often the store is rendered", async () => {
    await renderStore("G-TEST123");
    cleanup();
    await renderStore("G-TEST123");
    expect(document.querySelectorAll("link")).toHaveLength(1);
  });

  it("without a measurement id: no script, no gtag, no data layer, no console output", async () => {
    const console_ = ["log", "info", "warn", "error"] as const;
    const spies = console_.map((level) => vi.spyOn(console, level));
    await renderStore(null);
    await nextFrame();
    await act(() => screen.getByRole("link", { name: "CATALOG" }).click());
    await nextFrame();
    expect(document.querySelectorAll("script, link")).toHaveLength(0);
    expect(window.gtag).toBeUndefined();
    expect(window.dataLayer).toBeUndefined();
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it("reports web vitals whether or not Google Analytics is configured", async () => {
    await renderStore(null);
    const { reportWebVitals } = await import("./web-vitals-reporter");
    expect(reportWebVitals).toHaveBeenCalled();
  });
});
