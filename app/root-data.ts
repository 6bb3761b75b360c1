import { useRouteLoaderData } from "react-router";
import type { Messages } from "./i18n/en";
import type { Language } from "./i18n/language";

export interface RootData {
  /** Outside services the browser talks to; null when not configured. */
  integrations: { gaMeasurementId: string | null; googleMapsApiKey: string | null };
  /** The page's language, from its address (Spanish under /es). */
  language: Language;
  /** The shared texts in that language (header, footer, cart, age gate); none on an error page without them. */
  messages: Partial<Messages>;
}

const FALLBACK: RootData = {
  integrations: { gaMeasurementId: null, googleMapsApiKey: null },
  language: "en",
  // The root loader only reads cookies and cannot fail; should it ever, texts show as their keys.
  messages: {},
};

/** The root loader's data; on an error page rendered without it, safe defaults. */
export function useRootData(): RootData {
  // The root loader returns `satisfies RootData` (root.tsx): naming the type here keeps this module
  // from importing the root, whose layout imports everything else.
  return useRouteLoaderData<RootData>("root") ?? FALLBACK;
}
