import { useRouteLoaderData } from "react-router";
import type { loader } from "./root";

export interface RootData {
  /** Outside services the browser talks to; null when not configured. */
  integrations: { gaMeasurementId: string | null; googleMapsApiKey: string | null };
  /** The age answer mirrored into a cookie, so the server renders the gate (or not) without a flash. */
  ageConfirmed: boolean;
}

const FALLBACK: RootData = {
  integrations: { gaMeasurementId: null, googleMapsApiKey: null },
  ageConfirmed: false,
};

/** The root loader's data; on an error page rendered without it, safe defaults. */
export function useRootData(): RootData {
  return useRouteLoaderData<typeof loader>("root") ?? FALLBACK;
}
