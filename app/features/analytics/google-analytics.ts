/**
 * Google Analytics 4 through gtag.js, loaded only when GA_MEASUREMENT_ID is configured. The page
 * queues commands in `window.dataLayer`; gtag.js sends them once (and if) it arrives, so a blocked or
 * failed script costs nothing but the statistics.
 */

const GTAG_SCRIPT_URL = "https://www.googletagmanager.com/gtag/js";

/** The specification's page view (§4): page location, path and title. */
interface PageView {
  page_location: string;
  page_path: string;
  page_title: string;
}

type GtagCommand =
  | [command: "js", time: Date]
  | [command: "config", measurementId: string, settings: { send_page_view: false }]
  | [command: "event", name: "page_view", params: PageView];

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...command: GtagCommand) => void;
  }
}

/**
 * Google's standard snippet, written as code because the CSP refuses inline scripts the page was
 * not served with (decision 0029). Automatic page views are off: the store sends one per route change itself.
 */
export function installGtag(measurementId: string): void {
  // Once per page life: development's StrictMode runs effects twice.
  if (window.gtag) return;
  window.dataLayer ??= [];
  window.gtag = function gtag() {
    // gtag.js only reads Arguments objects from the data layer, never arrays.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag("js", new Date());
  window.gtag("config", measurementId, { send_page_view: false });
  loadWhenReachable(`${GTAG_SCRIPT_URL}?id=${encodeURIComponent(measurementId)}`);
}

/**
 * Downloads the script as a preload first and runs it from the cache once it has arrived. A blocker
 * or an outage then fails a <link rel=preload>, which the store's chunk-failure watcher rightly
 * ignores, instead of a <script>, which it would take for the store's own code failing to arrive
 * and answer with "This page didn't load completely".
 */
function loadWhenReachable(src: string): void {
  const preload = document.createElement("link");
  preload.setAttribute("rel", "preload");
  preload.setAttribute("as", "script");
  preload.setAttribute("href", src);
  preload.addEventListener(
    "load",
    () => document.head.append(Object.assign(document.createElement("script"), { async: true, src })),
    { once: true },
  );
  document.head.append(preload);
}

/**
 * A page view of the route the router is on. The fragment is left out: "#main" (skip to content)
 * is the same page.
 */
export function pageViewOf({ pathname, search }: { pathname: string; search: string }): PageView {
  const path = pathname + search;
  return {
    page_location: new URL(path, window.location.origin).href,
    page_path: path,
    page_title: document.title,
  };
}

export function sendPageView(pageView: PageView): void {
  window.gtag?.("event", "page_view", pageView);
}
