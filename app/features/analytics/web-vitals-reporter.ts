import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType } from "web-vitals";
// Types only: the schema (and zod) stay on the server.
import type { WebVitalReport } from "./web-vital";

const VITALS_ENDPOINT = "/api/vitals";

let reporting = false;

/**
 * Measures this page load's web vitals and sends them first-party (DESIGN §7 "Analytics"), whether
 * or not Google Analytics is configured: one batch each time the shopper hides or leaves the page.
 */
export function reportWebVitals(): void {
  // Once per page life: the metrics belong to the document, not to a route or a render.
  if (reporting) return;
  reporting = true;
  // Client-side route changes are not page loads: every metric describes the page that was loaded.
  const path = window.location.pathname;
  // By metric id: CLS and INP are reported again on each hide; the latest value supersedes.
  const pending = new Map<string, WebVitalReport>();
  const remember = (metric: MetricType) => pending.set(metric.id, reportOf(metric, path));
  onCLS(remember);
  onFCP(remember);
  onINP(remember);
  onLCP(remember);
  onTTFB(remember);

  const flush = () => {
    if (pending.size === 0) return;
    send([...pending.values()]);
    pending.clear();
  };
  // On the document itself: web-vitals finalises its values in capture listeners on window, which run first.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
  // Some browsers unload without a visibilitychange (Safari, and back/forward-cache misses).
  addEventListener("pagehide", flush);
}

function reportOf(metric: MetricType, path: string): WebVitalReport {
  const { name, value, rating, id, navigationType } = metric;
  return { name, value, rating, id, navigationType, path };
}

function send(reports: WebVitalReport[]): void {
  const body = JSON.stringify(reports);
  if (beacon(body)) return;
  // No beacon, or its queue is full: keepalive lets the request outlive the page as well.
  fetch(VITALS_ENDPOINT, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body,
    keepalive: true,
  }).catch(() => {
    // Statistics are best effort: a lost batch must never bother the shopper or the console.
  });
}

/** A Blob typed application/json, because the server answers 415 to anything else. */
function beacon(body: string): boolean {
  try {
    return navigator.sendBeacon(VITALS_ENDPOINT, new Blob([body], { type: "application/json" }));
  } catch {
    return false;
  }
}
