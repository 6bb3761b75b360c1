import { useRouteLoaderData } from "react-router";
import type { Messages } from "./i18n/en";
import type { Language } from "./i18n/language";
import type { loader } from "./root";

export interface RootData {
  /** Outside services the browser talks to; null when not configured. */
  integrations: { gaMeasurementId: string | null; googleMapsApiKey: string | null };
  /** The age answer mirrored into a cookie, so the server renders the gate (or not) without a flash. */
  ageConfirmed: boolean;
  /** The request's language: the shopper's choice (cookie), else the browser's, else English. */
  language: Language;
  /** The shared texts in that language (header, footer, cart, age gate). */
  messages: Messages;
}

const FALLBACK: RootData = {
  integrations: { gaMeasurementId: null, googleMapsApiKey: null },
  ageConfirmed: false,
  language: "en",
  // The root loader only reads cookies and cannot fail; should it ever, texts show as their keys.
  messages: {} as Messages,
};

/** The root loader's data; on an error page rendered without it, safe defaults. */
export function useRootData(): RootData {
  return useRouteLoaderData<typeof loader>("root") ?? FALLBACK;
}
