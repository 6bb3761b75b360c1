import { useEffect } from "react";
import { useLocation } from "react-router";
import { installGtag, pageViewOf, sendPageView } from "./google-analytics";
import { reportWebVitals } from "./web-vitals-reporter";

/**
 * Google Analytics page views (specification §4: on every route change, with page location, path
 * and title) when a measurement id is configured, and first-party web vitals always (issue #3
 * point 6). Everything starts after hydration, so none of it delays the first paint.
 */
export function Analytics({ measurementId }: { measurementId: string | null }) {
  useEffect(reportWebVitals, []);
  usePageViews(measurementId);
  return null;
}

function usePageViews(measurementId: string | null): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (measurementId) installGtag(measurementId);
  }, [measurementId]);
  useEffect(() => {
    if (!measurementId) return;
    // A frame later React Router's <Meta> has put the new page's <title> in place.
    const frame = requestAnimationFrame(() => sendPageView(pageViewOf({ pathname, search })));
    return () => cancelAnimationFrame(frame);
  }, [measurementId, pathname, search]);
}
