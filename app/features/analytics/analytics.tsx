import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import type * as GoogleAnalyticsCode from "./google-analytics";

/**
 * Google Analytics page views (specification §4: on every route change, with page location, path
 * and title) when a measurement id is configured, and first-party web vitals always (issue #3
 * point 6). Everything starts after hydration, so none of it delays the first paint.
 */
export function Analytics({ measurementId }: { measurementId: string | null }) {
  useEffect(() => {
    // Downloaded after hydration, outside the first load: web-vitals reads the browser's buffered
    // entries, so nothing measured before is lost. Statistics are best effort: a failed download is no fault.
    import("./web-vitals-reporter").then(({ reportWebVitals }) => reportWebVitals()).catch(() => undefined);
  }, []);
  usePageViews(measurementId);
  return null;
}

type GoogleAnalytics = typeof GoogleAnalyticsCode;

function usePageViews(measurementId: string | null): void {
  const { pathname, search } = useLocation();
  const googleAnalytics = useGoogleAnalytics(measurementId);
  useEffect(() => {
    if (googleAnalytics && measurementId) googleAnalytics.installGtag(measurementId);
  }, [googleAnalytics, measurementId]);
  useEffect(() => {
    if (!googleAnalytics) return;
    // A frame later React Router's <Meta> has put the new page's <title> in place.
    const frame = requestAnimationFrame(() =>
      googleAnalytics.sendPageView(googleAnalytics.pageViewOf({ pathname, search })),
    );
    return () => cancelAnimationFrame(frame);
  }, [googleAnalytics, pathname, search]);
}

/** The gtag code, downloaded after hydration and only when a measurement id is configured. */
function useGoogleAnalytics(measurementId: string | null): GoogleAnalytics | null {
  const [googleAnalytics, setGoogleAnalytics] = useState<GoogleAnalytics | null>(null);
  useEffect(() => {
    if (!measurementId) return;
    let mounted = true;
    import("./google-analytics").then(
      (loaded) => mounted && setGoogleAnalytics(loaded),
      // Statistics are best effort: without the code there are no page views, and no fault.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [measurementId]);
  return measurementId ? googleAnalytics : null;
}
